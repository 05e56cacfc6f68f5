import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { AffiliationSuggestion, VocabulariesApi } from '../../../../core/api';
import type { Affiliation } from '../../../../core/model';
import { Combobox, type ComboboxOption } from '../../../../ui/fields';
import { useSuggestions } from '../../../../ui/hooks/useSuggestions';

export interface AffiliationsInputProps {
  value: readonly Affiliation[];
  onChange: (affiliations: Affiliation[]) => void;
  /** Without it only free text can be added. */
  vocabulariesApi?: VocabulariesApi;
}

const sameName = (a: string | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A person's affiliations: picked from `/api/affiliations` (kept with their id) or typed as
 * free text (a name only); each shown as a chip that can be removed.
 */
export const AffiliationsInput = ({ value, onChange, vocabulariesApi }: AffiliationsInputProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useCallback(
    (query: string, options: { signal?: AbortSignal }) =>
      vocabulariesApi
        ? vocabulariesApi.affiliations(query, options)
        : Promise.resolve({ hits: [], total: 0 }),
    [vocabulariesApi],
  );
  const { hits, searching, failed } = useSuggestions<AffiliationSuggestion>(
    text,
    vocabulariesApi ? search : undefined,
  );
  const typed = text.trim();
  const chosenIds = new Set(value.map((affiliation) => affiliation.id).filter(Boolean));
  const suggestions = hits.filter((hit) => !chosenIds.has(hit.id));
  const offerFreeText = typed !== '' && !value.some((chosen) => sameName(chosen.name, typed));

  const options: ComboboxOption[] = [
    ...suggestions.map((hit) => ({
      key: hit.id,
      text: hit.acronym ? `${hit.name} (${hit.acronym})` : hit.name,
      detail: hit.country_name,
    })),
    ...(offerFreeText
      ? [{ key: '__free-text__', text: t('Add "{{name}}"', { name: typed }) }]
      : []),
  ];

  const add = (affiliation: Affiliation) => {
    setText('');
    onChange([...value, affiliation]);
  };

  const status = searching
    ? t('Searching…')
    : failed
      ? t('The search failed. You can still add the affiliation as typed.')
      : undefined;

  return (
    <div className="rdm-affiliations">
      <Combobox
        label={t('Affiliations')}
        hint={t('Search for an organization, or type its name and choose Add.')}
        text={text}
        onTextChange={setText}
        options={options}
        status={status}
        onPick={(index) => {
          const hit = suggestions[index];
          add(hit ? { id: hit.id, name: hit.name } : { name: typed });
        }}
      />
      {value.length > 0 && (
        <ul className="rdm-chips" aria-label={t('Chosen affiliations')}>
          {value.map((affiliation, index) => {
            const name = affiliation.name || affiliation.id || '';
            return (
              <li key={affiliation.id ?? `${index}-${name}`} className="ui basic label">
                {name}
                <button
                  type="button"
                  className="rdm-chip-remove"
                  aria-label={t('Remove affiliation {{name}}', { name })}
                  title={t('Remove affiliation {{name}}', { name })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <i className="delete icon" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};
