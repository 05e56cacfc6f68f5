import type { FormVocabularies, SelectOption } from '../../../../core/model';
import type { RowColumn } from '../lists/rowColumns';
import { tableListField, type ListTable } from '../lists/tableListField';

/** What sets the additional titles and the additional descriptions apart. */
export interface AdditionalTextsTable<T> extends Omit<ListTable<T>, 'columns' | 'options'> {
  /** The row's main input: the title or the description. */
  text: RowColumn<T>;
  /** The vocabulary of the row's type. */
  types: (vocabularies: FormVocabularies | undefined) => readonly SelectOption[] | undefined;
}

/** A list of texts of the record, each with a type and, optionally, its language. */
export const additionalTextsField = <T extends { type: string; lang?: string }>({
  text,
  types,
  ...table
}: AdditionalTextsTable<T>) =>
  tableListField<T>({
    ...table,
    columns: [
      text,
      {
        kind: 'group',
        columns: [
          { kind: 'select', key: 'type', label: 'Type', required: true },
          { kind: 'language', key: 'lang' },
        ],
      },
    ],
    options: (vocabularies) => ({ type: types(vocabularies) }),
  });
