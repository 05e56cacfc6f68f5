import { getIn, useFormikContext } from 'formik';
import { memo, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../core/api';
import type { EditorRecord, FormVocabularyItem } from '../../../core/model';
import { errorText } from '../../../ui/fields';
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
  const { values, errors, setFieldValue } = useFormikContext<EditorRecord>();
  const languages = (getIn(values, NAME) as FormVocabularyItem[] | undefined) ?? EMPTY;
  const setLanguages = useCallback(
    (next: FormVocabularyItem[]) => void setFieldValue(NAME, next),
    [setFieldValue],
  );
  return (
    <LanguagesInput
      languages={languages}
      error={errorText(getIn(errors, NAME))}
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

// Memo: typing in another field hands the same props, so nothing here re-renders.
const LanguagesInput = memo(
  ({ languages, error, setLanguages, vocabulariesApi, locale }: LanguagesInputProps) => {
    const { t } = useTranslation();
    const errorId = useId();
    return (
      <Form.Field error={Boolean(error)}>
        <LanguageSearch
          label={t('Languages')}
          vocabulariesApi={vocabulariesApi}
          locale={locale}
          excludedIds={languages.map((language) => language.id)}
          onPick={(language) => setLanguages([...languages, language])}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {error && (
          <div id={errorId} className="ui pointing basic red label">
            {error}
          </div>
        )}
        <LanguageChips
          label={t('Chosen languages')}
          languages={languages}
          onRemove={(id) => setLanguages(languages.filter((language) => language.id !== id))}
        />
      </Form.Field>
    );
  },
);
