import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import { toApiError } from '../../../../core/api';
import { errorText, FieldError } from '../../../../ui/fields';
import { focusFirstSuggestion, SuggestionList } from '../../../../ui/fields/SuggestionList';
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
  /** Enter in the input (the search box is not a form: Enter must not save the draft). */
  onEnter?: () => void;
  error?: unknown;
  hint?: string;
  required?: boolean;
  /** Extra controls after the input (e.g. an 'Add' button). */
  children?: ReactNode;
}

/**
 * A labelled text input that suggests vocabulary entries as the user types: the suggestions
 * are buttons below it (Tab reaches them), and the search's progress and failure are read
 * out from a live region.
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
  const id = useId();
  // Only what the user typed is searched: a value loaded with the draft searches nothing.
  const [query, setQuery] = useState('');
  const { hits, searching, failed, error: searchError, noMatch } = useSuggestions(query, search);
  const message = errorText(error);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      focusFirstSuggestion(event, list);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setQuery('');
      onEnter?.();
    }
  };
  const pick = (hit: T) => {
    setQuery('');
    onPick(hit);
    input.current?.focus();
  };
  return (
    <Form.Field required={required} error={Boolean(message)}>
      <label htmlFor={id}>{label}</label>
      <div className="rdm-suggestion-input">
        <input
          ref={input}
          id={id}
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            onTextChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined
          }
        />
        {children}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="rdm-field-hint">
          {hint}
        </p>
      )}
      {message && <FieldError id={`${id}-error`} message={message} />}
      <div aria-live="polite" className="rdm-suggestion-status">
        {searching && <p>{t('Searching…')}</p>}
        {noMatch && <p>{t('No matches found.')}</p>}
        {failed && (
          <p className="ui basic red label">
            {t('Suggestions could not be loaded:')} {toApiError(searchError).message}
          </p>
        )}
      </div>
      <SuggestionList
        label={t('{{label}} suggestions', { label })}
        hits={hits}
        hitText={hitText}
        hitKey={hitKey}
        onPick={pick}
        listRef={list}
        inputRef={input}
      />
    </Form.Field>
  );
};
