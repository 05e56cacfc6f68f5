import { createContext, type ReactNode } from 'react';
import type { Translate } from '../../../../ui/i18n/builtInEnglish';
import { FormGroup } from 'semantic-ui-react';
import type { VocabulariesApi } from '../../../../core/api';
import type { SelectOption } from '../../../../core/model';
import { RowSelect, RowTextInput, rowError, type ListRowProps } from '../../../../ui/fields';
import { RowLanguageInput } from '../basic/RowLanguageInput';
import { RowRichText } from '../basic/RowRichText';

/** The select options of a list's rows, by the key of the column that offers them. */
export type RowOptions = Readonly<Record<string, readonly SelectOption[] | undefined>>;

/**
 * What a list's rows need besides their item. Handed through context because ListField
 * passes rows only their own props; the value is memoised, so rows re-render only when it
 * truly changes.
 */
export interface RowChoices {
  options: RowOptions;
  vocabulariesApi?: VocabulariesApi;
  /** The locale of the language names shown. */
  locale: string;
}

export const RowChoicesContext = createContext<RowChoices>({ options: {}, locale: 'en' });

/** An item's key; every column edits one that holds text. */
type TextKey<T> = keyof T & string;

/**
 * One input of a row, as data. `key` is the item's key it edits (and its errors' key);
 * labels and hints are catalog keys, translated when the row renders.
 */
export type RowColumn<T> =
  | {
      kind: 'text';
      key: TextKey<T>;
      label: string;
      required?: boolean;
      hint?: string;
      /** The whole item after this input changed, when one key press changes more keys. */
      write?: (item: T, value: string, options: RowOptions) => T;
    }
  /** Its options are `options[key]` of the row choices. */
  | { kind: 'select'; key: TextKey<T>; label: string; required?: boolean }
  | { kind: 'richText'; key: TextKey<T>; label: string }
  /** The optional language of the row, searched in the languages vocabulary. */
  | { kind: 'language'; key: TextKey<T> }
  /** Inputs side by side, of equal widths. */
  | { kind: 'group'; columns: readonly RowColumn<T>[] };

type RowOf<T> = Omit<ListRowProps<T>, 'index' | 'onRemove'> & {
  choices: RowChoices;
  t: Translate;
};

const NO_OPTIONS: readonly SelectOption[] = [];

/** The input a column describes, bound to its place in the row. */
export const renderColumn = <T,>(column: RowColumn<T>, row: RowOf<T>): ReactNode => {
  const { path, item, errors, setValue, choices, t } = row;
  if (column.kind === 'group') {
    return (
      <FormGroup key={column.columns.map(keyOf).join()} widths="equal">
        {column.columns.map((inner) => renderColumn(inner, row))}
      </FormGroup>
    );
  }
  const { key } = column;
  const value = item[key] as string | undefined;
  const common = { path: `${path}.${key}`, value, setValue };
  switch (column.kind) {
    case 'text': {
      const { write } = column;
      return (
        <RowTextInput
          key={key}
          {...common}
          label={t(column.label)}
          hint={column.hint && t(column.hint)}
          error={rowError(errors, key)}
          required={column.required}
          setValue={
            write
              ? (_path, typed) => setValue(path, write(item, String(typed), choices.options))
              : setValue
          }
        />
      );
    }
    case 'select':
      return (
        <RowSelect
          key={key}
          {...common}
          label={t(column.label)}
          options={choices.options[key] ?? NO_OPTIONS}
          error={rowError(errors, key)}
          required={column.required}
        />
      );
    case 'richText':
      return (
        <RowRichText key={key} {...common} label={t(column.label)} error={rowError(errors, key)} />
      );
    case 'language':
      return (
        <RowLanguageInput
          key={key}
          {...common}
          vocabulariesApi={choices.vocabulariesApi}
          locale={choices.locale}
        />
      );
  }
};

const keyOf = <T,>(column: RowColumn<T>): string =>
  column.kind === 'group' ? column.columns.map(keyOf).join() : column.key;
