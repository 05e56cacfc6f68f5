import { useTranslation } from '../../../../ui/i18n/useTranslation';

export interface ValueChipsProps {
  /** What the list is, for screen readers, already translated. */
  label: string;
  /** The chips' texts, in order; each is removed by its position. */
  texts: readonly string[];
  onRemove: (index: number) => void;
}

/** The values of a many-valued custom field, each with its Remove button. */
export const ValueChips = ({ label, texts, onRemove }: ValueChipsProps) => {
  const { t } = useTranslation();
  if (texts.length === 0) return null;
  return (
    <ul className="rdm-chips" aria-label={label}>
      {texts.map((text, index) => (
        <li key={`${text}|${index}`} className="ui label">
          {text}
          <button
            type="button"
            className="rdm-chip-remove"
            aria-label={t('Remove {{name}}', { name: text })}
            onClick={() => onRemove(index)}
          >
            <i className="delete icon" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
};
