import { useId } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { AccessLevel } from '../../../core/model';
import { Checkbox } from '../../../ui/semantic/Checkbox';

export interface FilesOnlyToggleProps {
  filesLevel: AccessLevel;
  onChange: (level: AccessLevel) => void;
}

/** Keeps the record public while its files need permission. */
export const FilesOnlyToggle = ({ filesLevel, onChange }: FilesOnlyToggleProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <Checkbox
        toggle
        id={id}
        label={t('Restrict files only')}
        checked={filesLevel === 'restricted'}
        onChange={(_, data) => onChange(data.checked ? 'restricted' : 'public')}
      />
    </div>
  );
};
