import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../core/api';
import type { FormAdditionalTitle, FormVocabularies } from '../../../core/model';
import { DEFAULT_ADDITIONAL_TITLE_TYPE } from '../../../core/rules';
import {
  ListField,
  RemoveRowButton,
  rowError,
  RowSelect,
  RowTextInput,
  type ListRowProps,
} from '../../../ui/fields';
import { RowLanguageInput } from './basic/RowLanguageInput';
import { TypedRowContext, useTypedRowOptions } from './basic/rowContext';

export interface AdditionalTitlesFieldProps {
  vocabularies?: FormVocabularies;
  vocabulariesApi?: VocabulariesApi;
  /** The locale of the language names shown. */
  locale?: string;
}

const newTitle = (): FormAdditionalTitle => ({ title: '', type: DEFAULT_ADDITIONAL_TITLE_TYPE });

/** Other titles of the record (alternative, subtitle, translated ...), each with a language. */
export const AdditionalTitlesField = ({
  vocabularies,
  vocabulariesApi,
  locale = 'en',
}: AdditionalTitlesFieldProps) => {
  const { t } = useTranslation();
  const typeOptions = vocabularies?.titles?.type;
  const rowOptions = useMemo(
    () => ({ typeOptions: typeOptions ?? [], vocabulariesApi, locale }),
    [typeOptions, vocabulariesApi, locale],
  );
  return (
    <TypedRowContext.Provider value={rowOptions}>
      <ListField<FormAdditionalTitle>
        name="metadata.additional_titles"
        legend={t('Additional titles')}
        addLabel={t('Add title')}
        newItem={newTitle}
        Row={AdditionalTitleRow}
      />
    </TypedRowContext.Provider>
  );
};

const AdditionalTitleRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormAdditionalTitle>) => {
    const { t } = useTranslation();
    const { typeOptions, vocabulariesApi, locale } = useTypedRowOptions();
    const number = index + 1;
    return (
      <div role="group" aria-label={t('Additional title {{number}}', { number })}>
        <RowTextInput
          path={`${path}.title`}
          label={t('Title')}
          value={item.title}
          error={rowError(errors, 'title')}
          required
          setValue={setValue}
        />
        <Form.Group widths="equal">
          <RowSelect
            path={`${path}.type`}
            label={t('Type')}
            value={item.type}
            options={typeOptions}
            error={rowError(errors, 'type')}
            required
            setValue={setValue}
          />
          <RowLanguageInput
            path={`${path}.lang`}
            value={item.lang}
            setValue={setValue}
            vocabulariesApi={vocabulariesApi}
            locale={locale}
          />
        </Form.Group>
        <RemoveRowButton
          label={t('Remove additional title {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
