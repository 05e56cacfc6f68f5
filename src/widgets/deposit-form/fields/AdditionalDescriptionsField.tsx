import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../core/api';
import type { FormAdditionalDescription, FormVocabularies } from '../../../core/model';
import {
  ListField,
  RemoveRowButton,
  rowError,
  RowSelect,
  type ListRowProps,
} from '../../../ui/fields';
import { RowLanguageInput } from './basic/RowLanguageInput';
import { RowRichText } from './basic/RowRichText';
import { TypedRowContext, useTypedRowOptions } from './basic/rowContext';

export interface AdditionalDescriptionsFieldProps {
  vocabularies?: FormVocabularies;
  vocabulariesApi?: VocabulariesApi;
  /** The locale of the language names shown. */
  locale?: string;
}

const newDescription = (): FormAdditionalDescription => ({ description: '', type: '' });

/** Other descriptions of the record (abstract, methods, notes ...), rich text with a type. */
export const AdditionalDescriptionsField = ({
  vocabularies,
  vocabulariesApi,
  locale = 'en',
}: AdditionalDescriptionsFieldProps) => {
  const { t } = useTranslation();
  const typeOptions = vocabularies?.descriptions?.type;
  const rowOptions = useMemo(
    () => ({ typeOptions: typeOptions ?? [], vocabulariesApi, locale }),
    [typeOptions, vocabulariesApi, locale],
  );
  return (
    <TypedRowContext.Provider value={rowOptions}>
      <ListField<FormAdditionalDescription>
        name="metadata.additional_descriptions"
        legend={t('Additional descriptions')}
        addLabel={t('Add description')}
        newItem={newDescription}
        Row={AdditionalDescriptionRow}
      />
    </TypedRowContext.Provider>
  );
};

const AdditionalDescriptionRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormAdditionalDescription>) => {
    const { t } = useTranslation();
    const { typeOptions, vocabulariesApi, locale } = useTypedRowOptions();
    const number = index + 1;
    return (
      <div role="group" aria-label={t('Additional description {{number}}', { number })}>
        <RowRichText
          path={`${path}.description`}
          label={t('Description')}
          value={item.description}
          error={rowError(errors, 'description')}
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
          label={t('Remove additional description {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
