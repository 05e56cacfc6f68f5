import { getIn, setIn } from 'formik';
import { useMemo } from 'react';
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

/**
 * A list value of the form (a Formik path such as `metadata.dates`) with its errors and stable
 * edits, read through the form's slices: it re-renders only when this list changes. Formik's
 * FieldArray re-renders on every change of the form, and its move loses the place of errors
 * after the last row that has one.
 */
export const useFieldArray = <T>(name: string) => {
  const items = useFormValue<T[] | undefined>(name) ?? (EMPTY as readonly T[]);
  const errors = useFormError(name);
  const { setFormikState } = useFormActions();
  const edits = useMemo<FieldArrayEdits<T>>(() => {
    type Edit = (rows: readonly unknown[], length: number) => readonly unknown[];
    /**
     * Applies `edit` to the rows and `editErrors` to the rows' errors when they are a list
     * (given the rows' length: Formik keeps errors only up to the last row that has one).
     */
    const update = (edit: Edit, editErrors: Edit = edit) =>
      setFormikState((state) => {
        const rows = (getIn(state.values, name) as unknown[] | undefined) ?? [];
        const rowErrors = getIn(state.errors, name) as unknown;
        return {
          ...state,
          values: setIn(state.values, name, edit(rows, rows.length)),
          errors: Array.isArray(rowErrors)
            ? setIn(state.errors, name, editErrors(rowErrors, rows.length))
            : state.errors,
        };
      });
    const withRow =
      (index: number, row: unknown): Edit =>
      (rows, length) =>
        Array.from({ length }, (_, position) => (position === index ? row : rows[position]));
    const pushAll = (added: readonly T[]) =>
      update(
        (rows) => [...rows, ...added],
        (rowErrors) => rowErrors,
      );
    return {
      push: (item) => pushAll([item]),
      pushAll,
      remove: (index) => update((rows) => rows.filter((_, position) => position !== index)),
      replace: (index, item) => update(withRow(index, item), withRow(index, undefined)),
      move: (from, to) => update((rows, length) => moveItem(rows, from, to, length)),
    };
  }, [name, setFormikState]);
  const rowErrors = Array.isArray(errors) ? (errors as unknown[]) : EMPTY;
  return { items, errors, rowErrors, edits };
};
