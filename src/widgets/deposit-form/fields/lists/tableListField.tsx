import { memo, useContext, useMemo } from 'react';
import { useTranslation } from '../../../../ui/i18n/useTranslation';
import type { VocabulariesApi } from '../../../../core/api';
import type { FormVocabularies } from '../../../../core/model';
import { ListField, RemoveRowButton, type ListRowProps } from '../../../../ui/fields';
import { renderColumn, RowChoicesContext, type RowColumn, type RowOptions } from './rowColumns';

/** A list field as data: where its items live, its texts and each row's inputs. */
export interface ListTable<T> {
  /** The path of the array in the form, e.g. `metadata.dates`. */
  name: string;
  /** Catalog keys; the row's two take `{{number}}` (from 1). */
  legend: string;
  addLabel: string;
  rowLabel: string;
  removeLabel: string;
  /** 'fields': the inputs stand side by side; none: one under the other. */
  rowClassName?: string;
  newItem: () => T;
  columns: readonly RowColumn<T>[];
  /** The options of the select columns, by their keys. */
  options?: (vocabularies: FormVocabularies | undefined) => RowOptions;
}

export interface TableListFieldProps {
  vocabularies?: FormVocabularies;
  /** None: languages are not searched. */
  vocabulariesApi?: VocabulariesApi;
  /** The locale of the language names shown. */
  locale?: string;
}

const NO_OPTIONS: RowOptions = {};

/**
 * The list field a table describes. Its row is made once, here, so the list hands every
 * row the same component and a keystroke re-renders only the row typed in.
 */
export const tableListField = <T,>(table: ListTable<T>) => {
  const TableRow = memo(function TableRow({ index, onRemove, ...row }: ListRowProps<T>) {
    const { t } = useTranslation();
    const choices = useContext(RowChoicesContext);
    const number = index + 1;
    return (
      <div role="group" aria-label={t(table.rowLabel, { number })} className={table.rowClassName}>
        {table.columns.map((column) => renderColumn(column, { ...row, choices, t }))}
        <RemoveRowButton label={t(table.removeLabel, { number })} onClick={() => onRemove(index)} />
      </div>
    );
  });

  return function TableListField({
    vocabularies,
    vocabulariesApi,
    locale = 'en',
  }: TableListFieldProps) {
    const { t } = useTranslation();
    // Built once per vocabularies, so typing elsewhere hands the rows the same options.
    const options = useMemo(() => table.options?.(vocabularies) ?? NO_OPTIONS, [vocabularies]);
    const choices = useMemo(
      () => ({ options, vocabulariesApi, locale }),
      [options, vocabulariesApi, locale],
    );
    return (
      <RowChoicesContext.Provider value={choices}>
        <ListField<T>
          name={table.name}
          legend={t(table.legend)}
          addLabel={t(table.addLabel)}
          newItem={table.newItem}
          Row={TableRow}
        />
      </RowChoicesContext.Provider>
    );
  };
};
