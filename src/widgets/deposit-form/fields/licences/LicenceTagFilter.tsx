import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { LICENCE_TAGS, type LicenceTag } from '../../../../core/api';

export interface LicenceTagFilterProps {
  tag: LicenceTag;
  onChange: (tag: LicenceTag) => void;
}

/**
 * The picker's filter (`LICENCE_TAGS`, docs/api-clients.md#clients): one pressed toggle button per
 * tag.
 */
export const LicenceTagFilter = ({ tag, onChange }: LicenceTagFilterProps) => {
  const { t } = useTranslation();
  const labels: Record<LicenceTag, string> = {
    recommended: t('Recommended'),
    all: t('All'),
    data: t('Data'),
    software: t('Software'),
  };
  return (
    <div role="group" aria-label={t('Show licenses')} className="ui small buttons">
      {LICENCE_TAGS.map((choice) => (
        // Plain buttons: semantic-ui-react's Button sets aria-pressed only in its green
        // `toggle` style, which fails the contrast check.
        <button
          key={choice}
          type="button"
          className={`ui button${choice === tag ? ' active' : ''}`}
          aria-pressed={choice === tag}
          onClick={() => onChange(choice)}
        >
          {labels[choice]}
        </button>
      ))}
    </div>
  );
};
