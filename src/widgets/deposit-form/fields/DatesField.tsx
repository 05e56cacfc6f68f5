import { useTranslation } from 'react-i18next';
import type { FormDate, FormVocabularies, SelectOption } from '../../../core/model';
import { ListField } from '../../../ui/fields';
import { DateRow, DateTypeOptions } from './lists/DateRow';

export interface DatesFieldProps {
  vocabularies?: FormVocabularies;
}

const NO_TYPES: readonly SelectOption[] = [];
const newDate = (): FormDate => ({ date: '', type: '', description: '' });

/** Other dates of the record (collected, valid, withdrawn ...), each with its type. */
export const DatesField = ({ vocabularies }: DatesFieldProps) => {
  const { t } = useTranslation();
  return (
    <DateTypeOptions.Provider value={vocabularies?.dates?.type ?? NO_TYPES}>
      <ListField<FormDate>
        name="metadata.dates"
        legend={t('Dates')}
        addLabel={t('Add date')}
        newItem={newDate}
        Row={DateRow}
      />
    </DateTypeOptions.Provider>
  );
};
