import type { FormikContextType } from 'formik';
import { createListenerSet } from '../../core/editor/listenerSet';
import { createPathListeners } from '../../core/editor/pathListeners';
import type { ReadableStore } from '../hooks/useStoreSelection';

/** What fields read from the form. */
export interface FormSnapshot {
  values: unknown;
  errors: unknown;
}

/** The form's setters, stable for the form's life, plus a reader of the current values. */
export interface FormActions {
  getValues: () => unknown;
  setFieldValue: (path: string, value: unknown) => void;
  setValues: (values: unknown) => void;
  setErrors: (errors: unknown) => void;
  /** Values and errors changed together (a list row removed takes its errors along). */
  updateForm: (update: (form: FormSnapshot) => FormSnapshot) => void;
}

/**
 * A form as its fields see it: the deposit form's editor session, or a Formik modal form
 * (FormSlicesProvider). A field reads only its own value and error, so a keystroke in the
 * title re-renders the title and nothing else.
 */
export interface FormSlices {
  /** The whole form: its subscribers are the readers of all of it. */
  store: ReadableStore<FormSnapshot>;
  /** Subscribes a reader of the value or error at `path` (and what is under it). */
  subscribeToPath(path: string, listener: () => void): () => void;
  actions: FormActions;
}

/** The slices of a Formik form, and how Formik's state reaches them after each of its commits. */
export interface FormikSlices extends FormSlices {
  /** Takes Formik's latest state; readers hear of it when its values or errors changed. */
  update(formik: FormikContextType<unknown>): void;
}

export const createFormikSlices = (formik: FormikContextType<unknown>): FormikSlices => {
  let current = formik;
  let snapshot: FormSnapshot = { values: formik.values, errors: formik.errors };
  const wholeForm = createListenerSet();
  const byPath = createPathListeners();
  return {
    store: {
      getState: () => snapshot,
      subscribe: wholeForm.add,
    },
    subscribeToPath: (path, listener) => byPath.add(path, listener),
    update(next) {
      current = next;
      if (snapshot.values === next.values && snapshot.errors === next.errors) return;
      snapshot = { values: next.values, errors: next.errors };
      wholeForm.tell();
      byPath.tellAll();
    },
    // Actions run in handlers and effects, after the commit that handed Formik over.
    actions: {
      getValues: () => snapshot.values,
      setFieldValue: (path, value) => void current.setFieldValue(path, value, false),
      setValues: (values) => void current.setValues(values, false),
      setErrors: (errors) => current.setErrors(errors as FormikContextType<unknown>['errors']),
      updateForm: (update) =>
        current.setFormikState((state) => {
          const { values, errors } = update({ values: state.values, errors: state.errors });
          return { ...state, values, errors: errors as FormikContextType<unknown>['errors'] };
        }),
    },
  };
};
