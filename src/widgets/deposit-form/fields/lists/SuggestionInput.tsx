import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import { toApiError } from '../../../../core/api';
import { Combobox, errorText } from '../../../../ui/fields';
import { useSuggestions, type SuggestionSearch } from '../../../../ui/hooks/useSuggestions';

export interface SuggestionInputProps<T> {
  /** Already translated. */
  label: string;
  /** The text in the input (the caller owns it: it may also be a form value). */
  text: string;
  onTextChange: (text: string) => void;
  /** None: a plain text input. */
  search?: SuggestionSearch<T>;
  /** What a suggestion reads as, in the list of suggestions. */
  hitText: (hit: T) => string;
  hitKey: (hit: T) => string;
  onPick: (hit: T) => void;
  /** Enter with no suggestion active (Enter never saves the draft). */
  onEnter?: () => void;
  error?: unknown;
  hint?: string;
  required?: boolean;
  /** Extra controls after the input (e.g. an 'Add' button). */
  children?: ReactNode;
}

/**
 * A deposit field's combobox fed by a vocabulary search as the user types; the search's
 * progress and failure are read out from the combobox's live region.
 */
export const SuggestionInput = <T,>({
  label,
  text,
  onTextChange,
  search,
  hitText,
  hitKey,
  onPick,
  onEnter,
  error,
  hint,
  required,
  children,
}: SuggestionInputProps<T>) => {
  const { t } = useTranslation();
  // Only what the user typed is searched: a value loaded with the draft searches nothing.
  const [query, setQuery] = useState('');
  const { hits, searching, failed, error: searchError, noMatch } = useSuggestions(query, search);
  const status = searching
    ? t('Searching…')
    : noMatch
      ? t('No matches found.')
      : failed
        ? `${t('Suggestions could not be loaded:')} ${toApiError(searchError).message}`
        : undefined;
  return (
    <Combobox
      label={label}
      listLabel={t('{{label}} suggestions', { label })}
      text={text}
      onTextChange={(typed) => {
        setQuery(typed);
        onTextChange(typed);
      }}
      options={hits.map((hit) => ({ key: hitKey(hit), text: hitText(hit) }))}
      onPick={(index) => {
        setQuery('');
        const hit = hits[index];
        if (hit) onPick(hit);
      }}
      onEnter={() => {
        setQuery('');
        onEnter?.();
      }}
      status={status}
      statusFailed={failed}
      hint={hint}
      error={errorText(error)}
      required={required}
    >
      {children}
    </Combobox>
  );
};
