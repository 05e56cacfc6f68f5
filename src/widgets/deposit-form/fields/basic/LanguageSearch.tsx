import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularyItem } from '../../../../core/model';
import { focusFirstSuggestion, SuggestionList } from '../../../../ui/fields/SuggestionList';
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
            if (event.key === 'ArrowDown') focusFirstSuggestion(event, list);
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
      <SuggestionList
        label={t('Language suggestions')}
        hits={suggestions}
        hitText={(language) => language.title ?? language.id}
        hitKey={(language) => language.id}
        onPick={pick}
        listRef={list}
        inputRef={input}
      />
    </div>
  );
};
