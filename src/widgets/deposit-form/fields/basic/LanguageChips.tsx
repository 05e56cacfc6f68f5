import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { FormVocabularyItem } from '../../../../core/model';
import { languageName } from '../../../../core/rules';

export interface LanguageChipsProps {
  languages: readonly FormVocabularyItem[];
  onRemove: (id: string) => void;
  /** Already translated; names the list for screen readers. */
  label: string;
}

/** The chosen languages as labels, each with its own Remove button. */
export const LanguageChips = ({ languages, onRemove, label }: LanguageChipsProps) => {
  const { t, i18n } = useTranslation();
  if (languages.length === 0) return null;
  return (
    <ul className="rdm-language-chips" aria-label={label} style={chipList}>
      {languages.map((language) => {
        const name = language.title || languageName(language.id, i18n.language);
        return (
          <li key={language.id} className="ui label" style={chip}>
            {name}
            <button
              type="button"
              className="ui mini basic icon button"
              aria-label={t('Remove {{name}}', { name })}
              title={t('Remove {{name}}', { name })}
              onClick={() => onRemove(language.id)}
              style={removeButton}
            >
              <i className="close icon" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
};

const chipList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.4em',
  listStyle: 'none',
  padding: 0,
  margin: '0 0 0.5em',
} as const;
const chip = { margin: 0 } as const;
const removeButton = { marginInlineStart: '0.5em', padding: '0.3em' } as const;
