import { createContext, memo, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDate, SelectOption } from '../../../../core/model';
import { DATE_FORMAT_HINT } from '../../../../core/rules/dates';
import {
  RemoveRowButton,
  RowSelect,
  RowTextInput,
  rowError,
  type ListRowProps,
} from '../../../../ui/fields';

/** The date types offered; a context, so the rows stay memo components with stable props. */
export const DateTypeOptions = createContext<readonly SelectOption[]>([]);

/** One date of the record: the date (EDTF, or an interval), its type and a description. */
export const DateRow = memo(
  ({ path, index, item, errors, setValue, onRemove }: ListRowProps<FormDate>) => {
    const { t } = useTranslation();
    const types = useContext(DateTypeOptions);
    const number = index + 1;
    return (
      <div role="group" aria-label={t('Date {{number}}', { number })} className="fields">
        <RowTextInput
          path={`${path}.date`}
          label={t('Date')}
          value={item.date}
          hint={t(DATE_FORMAT_HINT)}
          error={rowError(errors, 'date')}
          required
          setValue={setValue}
        />
        <RowSelect
          path={`${path}.type`}
          label={t('Type')}
          value={item.type}
          options={types}
          error={rowError(errors, 'type')}
          required
          setValue={setValue}
        />
        <RowTextInput
          path={`${path}.description`}
          label={t('Description')}
          value={item.description}
          error={rowError(errors, 'description')}
          setValue={setValue}
        />
        <RemoveRowButton
          label={t('Remove date {{number}}', { number })}
          onClick={() => onRemove(index)}
        />
      </div>
    );
  },
);
DateRow.displayName = 'DateRow';
