import { useCallback } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../core/api';
import type { FormVocabularyItem } from '../../../core/model';
import { errorText, useFormActions, useFormError, useFormValue } from '../../../ui/fields';
import { FormField } from '../../../ui/semantic/Form';
import { LanguageChips } from './basic/LanguageChips';
import { LanguageSearch } from './basic/LanguageSearch';

const NAME = 'metadata.languages';

export interface LanguagesFieldProps {
  vocabulariesApi?: VocabulariesApi;
  /** The locale of the language names shown (the editor's default locale). */
  locale?: string;
}

/** The record's languages: searched in the languages vocabulary, shown as removable labels. */
export const LanguagesField = ({ vocabulariesApi, locale = 'en' }: LanguagesFieldProps) => {
  const languages = useFormValue<FormVocabularyItem[] | undefined>(NAME) ?? EMPTY;
  const error = useFormError(NAME);
  const { setFieldValue } = useFormActions();
  const setLanguages = useCallback(
    (next: FormVocabularyItem[]) => setFieldValue(NAME, next),
    [setFieldValue],
  );
  return (
    <LanguagesInput
      languages={languages}
      error={errorText(error)}
      setLanguages={setLanguages}
      vocabulariesApi={vocabulariesApi}
      locale={locale}
    />
  );
};

const EMPTY: FormVocabularyItem[] = [];

interface LanguagesInputProps {
  languages: FormVocabularyItem[];
  error?: string;
  setLanguages: (next: FormVocabularyItem[]) => void;
  vocabulariesApi?: VocabulariesApi;
  locale: string;
}

const LanguagesInput = ({
  languages,
  error,
  setLanguages,
  vocabulariesApi,
  locale,
}: LanguagesInputProps) => {
  const { t } = useTranslation();
  return (
    <FormField>
      <LanguageSearch
        label={t('Languages')}
        vocabulariesApi={vocabulariesApi}
        locale={locale}
        excludedIds={languages.map((language) => language.id)}
        onPick={(language) => setLanguages([...languages, language])}
        error={error}
      />
      <LanguageChips
        label={t('Chosen languages')}
        languages={languages}
        onRemove={(id) => setLanguages(languages.filter((language) => language.id !== id))}
      />
    </FormField>
  );
};
