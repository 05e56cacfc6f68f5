import { useCallback, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { NameSuggestion, VocabulariesApi } from '../../../../core/api';
import { schemeLabel } from '../../../../core/rules/identifierSchemes';
import { Combobox, type ComboboxOption } from '../../../../ui/fields';
import { useSuggestions } from '../../../../ui/hooks/useSuggestions';

export interface NameAutocompleteProps {
  vocabulariesApi: VocabulariesApi;
  onPick: (person: NameSuggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** What tells two people of the same name apart: their identifiers and affiliations. */
const detailOf = (person: NameSuggestion): string =>
  [
    ...(person.identifiers ?? []).map(
      ({ scheme, identifier }) => `${schemeLabel(scheme)} ${identifier}`,
    ),
    ...(person.affiliations ?? []).map((affiliation) => affiliation.name).filter(Boolean),
  ].join(' · ');

/** Searches the names vocabulary (`/api/names`); picking a person fills the modal's fields. */
export const NameAutocomplete = ({ vocabulariesApi, onPick, inputRef }: NameAutocompleteProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useCallback(
    (query: string, options: { signal?: AbortSignal }) => vocabulariesApi.names(query, options),
    [vocabulariesApi],
  );
  const { hits, searching, failed, noMatch } = useSuggestions(text, search);
  const options: ComboboxOption[] = hits.map((person) => ({
    key: person.id,
    text: person.name,
    detail: detailOf(person) || undefined,
  }));

  const status = searching
    ? t('Searching…')
    : failed
      ? t('The search failed. You can still enter the person by hand.')
      : noMatch
        ? t('No matches found.')
        : undefined;

  return (
    <Combobox
      label={t('Search for a person')}
      hint={t('By name, identifier or affiliation.')}
      text={text}
      onTextChange={setText}
      options={options}
      status={status}
      inputRef={inputRef}
      onPick={(index) => {
        const person = hits[index];
        setText('');
        if (person) onPick(person);
      }}
    />
  );
};
