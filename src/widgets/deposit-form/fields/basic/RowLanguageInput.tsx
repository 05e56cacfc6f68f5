import { useState } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularyItem } from '../../../../core/model';
import { LanguageChips } from './LanguageChips';
import { LanguageSearch } from './LanguageSearch';

export interface RowLanguageInputProps {
  /** The language id's path in the form, e.g. `metadata.additional_titles.0.lang`. */
  path: string;
  /** The chosen language's id. */
  value: string | undefined;
  setValue: (path: string, value: unknown) => void;
  vocabulariesApi?: VocabulariesApi;
  locale: string;
}

/**
 * The optional language of a list row: a search until one is chosen, then the choice with
 * a Remove button. The form keeps only the id; the name is shown while this row lives.
 */
export const RowLanguageInput = ({
  path,
  value,
  setValue,
  vocabulariesApi,
  locale,
}: RowLanguageInputProps) => {
  const { t } = useTranslation();
  // Rows are keyed by position: after a removal this row may hold another language.
  const [picked, setPicked] = useState<FormVocabularyItem>();
  if (!value) {
    return (
      <LanguageSearch
        label={t('Language')}
        vocabulariesApi={vocabulariesApi}
        locale={locale}
        onPick={(language) => {
          setPicked(language);
          setValue(path, language.id);
        }}
      />
    );
  }
  return (
    <div className="field">
      <LanguageChips
        label={t('Language')}
        languages={[picked?.id === value ? picked : { id: value }]}
        onRemove={() => setValue(path, undefined)}
      />
    </div>
  );
};
