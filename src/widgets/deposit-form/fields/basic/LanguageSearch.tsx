import { useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularyItem } from '../../../../core/model';
import { Combobox } from '../../../../ui/fields';
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
  /** The field's error, already a message. */
  error?: string;
}

/** Search-as-you-type over the languages vocabulary, as a combobox. */
export const LanguageSearch = ({
  label,
  vocabulariesApi,
  locale,
  excludedIds = [],
  onPick,
  error,
}: LanguageSearchProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { searching, hits, failed } = useLanguageSearch(text, vocabulariesApi, locale);
  const suggestions = hits.filter((language) => !excludedIds.includes(language.id));
  const answered = text.trim() !== '' && !searching;
  const status = searching
    ? t('Searching…')
    : answered && failed
      ? t('The language search failed. Please try again.')
      : answered && suggestions.length === 0
        ? t('No matches found.')
        : undefined;

  return (
    <Combobox
      label={label}
      listLabel={t('Language suggestions')}
      placeholder={t('Search for a language')}
      searchIcon
      text={text}
      onTextChange={setText}
      options={suggestions.map((language) => ({
        key: language.id,
        text: language.title ?? language.id,
      }))}
      onPick={(index) => {
        const language = suggestions[index];
        setText('');
        if (language) onPick(language);
      }}
      status={status}
      error={error}
    />
  );
};
