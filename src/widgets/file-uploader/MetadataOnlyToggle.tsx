import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Checkbox } from '../../ui/semantic/Checkbox';

export interface MetadataOnlyToggleProps {
  filesEnabled: boolean;
  disabled: boolean;
  onFilesEnabledChange: (enabled: boolean) => void;
}

/** Checked means a metadata-only record (files.enabled false). */
export const MetadataOnlyToggle = ({
  filesEnabled,
  disabled,
  onFilesEnabledChange,
}: MetadataOnlyToggleProps) => {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="field">
      <Checkbox
        toggle
        id={`${hintId}-toggle`}
        label={t('Metadata-only record')}
        checked={!filesEnabled}
        disabled={disabled}
        aria-describedby={disabled ? hintId : undefined}
        onChange={(_, data) => onFilesEnabledChange(!data.checked)}
      />
      {disabled && (
        <p id={hintId} className="ui small text">
          {t('A record with files cannot be metadata-only.')}
        </p>
      )}
    </div>
  );
};
