import { useCallback, useMemo, useState } from 'react';
import { valueAt, withValueAt } from '../../core/editor/valuePaths';
import { moveItem } from '../../core/rules/moveItem';
import { useFormActions, useFormError, useFormValue } from './formSlices';

/** Edits of a list value of the form; each keeps the rows' errors with their rows. */
export interface FieldArrayEdits<T> {
  push: (item: T) => void;
  /** Several rows in one change (one render, one undo step for the user's eye). */
  pushAll: (items: readonly T[]) => void;
  remove: (index: number) => void;
  /** A new value for one row: its old messages no longer apply. */
  replace: (index: number, item: T) => void;
  move: (from: number, to: number) => void;
}

const EMPTY: readonly never[] = [];

type Edit = (rows: readonly unknown[], length: number) => readonly unknown[];

interface RowKeys {
  items: readonly unknown[];
  keys: readonly string[];
  /** The last key number handed out. */
  last: number;
  /** How the edit under way moves the rows: applied to the keys when its new list arrives. */
  edit: Edit | null;
}

const firstKeys = (items: readonly unknown[]): RowKeys => ({
  items,
  keys: items.map((_, index) => `row-${index + 1}`),
  last: items.length,
  edit: null,
});

/**
 * A key for each row that follows the row through these edits (not its position), so React
 * keeps each row's inputs and state with its values when a row above is removed or moved.
 * A list replaced from elsewhere (a restore, a server answer) keeps the keys when it keeps
 * its length, and gets new ones otherwise.
 */
const useRowKeys = (items: readonly unknown[]) => {
  const [rows, setRows] = useState(() => firstKeys(items));
  let current = rows;
  if (rows.items !== items) {
    const kept = rows.edit
      ? (rows.edit(rows.keys, rows.keys.length) as readonly string[])
      : rows.keys.length === items.length
        ? rows.keys
        : [];
    // Rows the edit added, or a list of another length, get new keys.
    const added = items.length - Math.min(kept.length, items.length);
    const keys = items.map(
      (_, index) => kept[index] ?? `row-${rows.last + index - (items.length - added) + 1}`,
    );
    current = { items, keys, last: rows.last + added, edit: null };
    setRows(current);
  }
  const expectEdit = useCallback((edit: Edit) => setRows((known) => ({ ...known, edit })), []);
  return { keys: current.keys, expectEdit };
};

/**
 * A list value of the form (a path such as `metadata.dates`) with its errors, stable
 * edits and a key per row, read through the form's slices: it re-renders only when this list
 * changes. Formik's FieldArray re-renders on every change of the form, keys rows by position,
 * and its move loses the place of errors after the last row that has one.
 */
export const useFieldArray = <T>(name: string) => {
  const items = useFormValue<T[] | undefined>(name) ?? (EMPTY as readonly T[]);
  const errors = useFormError(name);
  const { updateForm } = useFormActions();
  const { keys, expectEdit } = useRowKeys(items);
  const edits = useMemo<FieldArrayEdits<T>>(() => {
    /**
     * Applies `edit` to the rows and `editErrors` to the rows' errors when they are a list
     * (given the rows' length: Formik keeps errors only up to the last row that has one).
     */
    /** `editKeys` moves the row keys; rows that change in place or are added keep or get theirs. */
    const update = (edit: Edit, editErrors: Edit = edit, editKeys: Edit = edit) => {
      expectEdit(editKeys);
      updateForm((state) => {
        const rows = (valueAt(state.values, name) as unknown[] | undefined) ?? [];
        const rowErrors = valueAt(state.errors, name) as unknown;
        return {
          values: withValueAt(state.values, name, edit(rows, rows.length)),
          errors: Array.isArray(rowErrors)
            ? withValueAt(state.errors, name, editErrors(rowErrors, rows.length))
            : state.errors,
        };
      });
    };
    const withRow =
      (index: number, row: unknown): Edit =>
      (rows, length) =>
        Array.from({ length }, (_, position) => (position === index ? row : rows[position]));
    const unchanged: Edit = (rows) => rows;
    const pushAll = (added: readonly T[]) =>
      update((rows) => [...rows, ...added], unchanged, unchanged);
    return {
      push: (item) => pushAll([item]),
      pushAll,
      remove: (index) => update((rows) => rows.filter((_, position) => position !== index)),
      replace: (index, item) => update(withRow(index, item), withRow(index, undefined), unchanged),
      move: (from, to) => update((rows, length) => moveItem(rows, from, to, length)),
    };
  }, [name, updateForm, expectEdit]);
  const rowErrors = Array.isArray(errors) ? (errors as unknown[]) : EMPTY;
  return { items, errors, rowErrors, edits, keys };
};
