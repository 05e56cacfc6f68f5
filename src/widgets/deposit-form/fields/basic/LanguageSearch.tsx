import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularyItem } from '../../../../core/model';
import { useLanguageSearch } from './useLanguageSearch';

export interface LanguageSearchProps {
  /** Already translated. */
  label: string;
  vocabulariesApi?: VocabulariesApi;
  /** The locale of the language names shown. */
  locale: string;
  /** Languages never suggested (those already chosen). */
  excludedIds?: readonly string[];
  onPick: (language: FormVocabularyItem) => void;
  /** Id of an error the input should be described by. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Search-as-you-type over the languages vocabulary. Suggestions are buttons: Tab or the
 * arrow keys reach them, Enter or a click picks one, and the focus comes back to the input.
 */
export const LanguageSearch = ({
  label,
  vocabulariesApi,
  locale,
  excludedIds = [],
  onPick,
  describedBy,
  invalid,
}: LanguageSearchProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { searching, hits, failed } = useLanguageSearch(text, vocabulariesApi, locale);
  const suggestions = hits.filter((language) => !excludedIds.includes(language.id));
  const answered = text.trim() !== '' && !searching;

  const pick = (language: FormVocabularyItem) => {
    onPick(language);
    setText('');
    input.current?.focus();
  };

  return (
    <div className="rdm-language-search">
      <label htmlFor={id}>{label}</label>
      <div className="ui icon input">
        <input
          id={id}
          ref={input}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('Search for a language')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') moveFocus(event, list.current, 0);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        />
        <i className="search icon" aria-hidden="true" />
      </div>
      <div aria-live="polite">
        {searching && <p>{t('Searching…')}</p>}
        {answered && failed && <p>{t('The language search failed. Please try again.')}</p>}
        {answered && !failed && suggestions.length === 0 && <p>{t('No matches found.')}</p>}
      </div>
      {suggestions.length > 0 && (
        <ul ref={list} className="ui selection list" aria-label={t('Language suggestions')}>
          {suggestions.map((language) => (
            <li key={language.id} className="item">
              <button
                type="button"
                className="ui basic fluid button"
                onClick={() => pick(language)}
                onKeyDown={(event) => arrowKeys(event, list.current, input.current)}
              >
                {language.title ?? language.id}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

const buttonsOf = (list: HTMLUListElement | null) =>
  Array.from(list?.querySelectorAll('button') ?? []);

const moveFocus = (event: KeyboardEvent, list: HTMLUListElement | null, index: number) => {
  const target = buttonsOf(list)[index];
  if (!target) return;
  event.preventDefault();
  target.focus();
};

/** Up and down move between suggestions; up from the first goes back to the input. */
const arrowKeys = (
  event: KeyboardEvent,
  list: HTMLUListElement | null,
  input: HTMLInputElement | null,
) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const current = buttonsOf(list).indexOf(document.activeElement as HTMLButtonElement);
  const next = current + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) {
    event.preventDefault();
    input?.focus();
    return;
  }
  moveFocus(event, list, next);
};
