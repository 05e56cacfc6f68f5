import { useCallback, useState, type Ref } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { NameSuggestion, VocabulariesApi } from '../../../../core/api';
import type { Affiliation, FormCreatibutor, Identifier } from '../../../../core/model';
import { creatorName } from '../../../../core/rules';
import { schemeLabel } from '../../../../core/rules/identifierSchemes';
import { Combobox, type ComboboxOption } from '../../../../ui/fields';
import { useSuggestions } from '../../../../ui/hooks/useSuggestions';
import type { FindCoauthors } from './useCoauthors';

export interface NameAutocompleteProps {
  vocabulariesApi: VocabulariesApi;
  onPick: (person: NameSuggestion) => void;
  /** People and organisations of the user's earlier records, suggested first. */
  findCoauthors?: FindCoauthors;
  onPickCoauthor?: (coauthor: FormCreatibutor) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** What tells two people of the same name apart: their identifiers and affiliations. */
const detailOf = (identifiers: Identifier[] = [], affiliations: Affiliation[] = []) =>
  [
    ...identifiers.map(({ scheme, identifier }) => `${schemeLabel(scheme)} ${identifier}`),
    ...affiliations.map((affiliation) => affiliation.name).filter(Boolean),
  ].join(' · ') || undefined;

/**
 * Searches the names vocabulary (`/api/names`), after the matching co-authors of the user's
 * earlier records; picking someone fills the modal's fields.
 */
export const NameAutocomplete = ({
  vocabulariesApi,
  onPick,
  findCoauthors,
  onPickCoauthor,
  inputRef,
}: NameAutocompleteProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useCallback(
    (query: string, options: { signal?: AbortSignal }) => vocabulariesApi.names(query, options),
    [vocabulariesApi],
  );
  const { hits, searching, failed, noMatch } = useSuggestions(text, search);
  const mine = findCoauthors?.(text) ?? [];
  const options: ComboboxOption[] = [
    ...mine.map(({ creatibutor }, index) => ({
      key: `coauthor-${index}`,
      text: creatorName(creatibutor),
      detail: detailOf(creatibutor.person_or_org.identifiers, creatibutor.affiliations),
    })),
    ...hits.map((person) => ({
      key: person.id,
      text: person.name,
      detail: detailOf(person.identifiers, person.affiliations),
    })),
  ];

  const status = searching
    ? t('Searching…')
    : failed
      ? t('The search failed. You can still enter the person by hand.')
      : noMatch && mine.length === 0
        ? t('No matches found.')
        : undefined;

  return (
    <Combobox
      label={t('Search for a person')}
      hint={t('By name, identifier or affiliation.')}
      text={text}
      onTextChange={setText}
      options={options}
      group={{ name: t('From your uploads'), size: mine.length }}
      status={status}
      inputRef={inputRef}
      onPick={(index) => {
        const coauthor = mine[index];
        const person = hits[index - mine.length];
        setText('');
        if (coauthor) onPickCoauthor?.(coauthor.creatibutor);
        else if (person) onPick(person);
      }}
    />
  );
};
