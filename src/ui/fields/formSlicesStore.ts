import type { FormikContextType, FormikErrors } from 'formik';
import { createRestartableTimeout } from '../../core/editor/restartableTimeout';
import { withValueAt } from '../../core/editor/valuePaths';
import type { ReadableStore } from '../hooks/useStoreSelection';
import { createPathListeners, type PathListeners } from './pathListeners';

/** What fields read from the form. */
export interface FormSnapshot {
  values: unknown;
  errors: FormikErrors<unknown>;
}

/** Formik's setters, stable for the form's life, plus a reader of the current values. */
export interface FormActions {
  getValues: () => unknown;
  setFieldValue: (path: string, value: unknown) => void;
  setValues: (values: unknown) => void;
  setErrors: (errors: FormikErrors<unknown>) => void;
  setFormikState: FormikContextType<unknown>['setFormikState'];
  resetForm: FormikContextType<unknown>['resetForm'];
}

export interface FormSlices {
  /** The whole form: its subscribers are the readers of all of it. */
  store: ReadableStore<FormSnapshot>;
  /** Subscribes a reader of the value or error at `path` (and what is under it). */
  subscribeToPath(path: string, listener: () => void): () => void;
  /** Subscribes to every change of the values, however small. */
  subscribeToChanges(listener: () => void): () => void;
  actions: FormActions;
}

/** The slices, and how Formik's state reaches them after each of its commits. */
export interface FormSlicesSource extends FormSlices {
  /** Takes Formik's latest state; readers hear of it when its values or errors changed. */
  update(formik: FormikContextType<unknown>): void;
  /** Takes Formik's setters only: readers keep what they have. */
  attach(formik: FormikContextType<unknown>): void;
  /** Stops handing values to Formik (it is unmounted). */
  dispose(): void;
}

/** The form's readers, told of a change by how much of the form they read. */
interface FormListeners {
  /** Readers of the whole form (summaries, the error map). */
  wholeForm: Set<() => void>;
  /** Readers of one value or error, by its path (`metadata.creators.0`). */
  byPath: PathListeners;
  /** Told of every change of the values, however small (the autosave's timer). */
  changes: Set<() => void>;
}

const listenTo = (set: Set<() => void>, listener: () => void) => {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

export interface FormSlicesOptions {
  /**
   * When set, a field's new value reaches the readers of that value at once, and Formik and
   * the readers of the whole form once no field has changed for this long (or before any
   * other change of Formik's state: see SlicedFormik). Unset, every change goes through
   * Formik and reaches every reader.
   */
  formikAfterMs?: number;
}

/** `first` is what readers see until Formik's first commit. */
export const createFormSlices = (
  first: FormSnapshot,
  { formikAfterMs }: FormSlicesOptions = {},
): FormSlicesSource => {
  let snapshot = first;
  let formik: FormikContextType<unknown> | undefined;
  const listeners: FormListeners = {
    wholeForm: new Set(),
    byPath: createPathListeners(),
    changes: new Set(),
  };
  const tell = (set: Iterable<() => void>) => [...set].forEach((listener) => listener());
  // Actions run in handlers and effects, after the commit that handed Formik over.
  const current = () => {
    if (!formik) throw new Error('the form is used before its first commit');
    return formik;
  };
  const catchUp = () => {
    void current().setValues(snapshot.values, false);
    // Formik's values are now the readers' own: no news for them, but for the summaries.
    tell(listeners.wholeForm);
  };
  // Waiting while the readers hold values Formik has not got yet.
  const formikBehind = createRestartableTimeout();
  /** Formik with every value the readers have: what its next change must start from. */
  const caughtUp = () => {
    if (formikBehind.isWaiting()) {
      formikBehind.stop();
      catchUp();
    }
    return current();
  };
  return {
    store: {
      getState: () => snapshot,
      subscribe: (listener) => listenTo(listeners.wholeForm, listener),
    },
    subscribeToPath: (path, listener) => listeners.byPath.add(path, listener),
    subscribeToChanges: (listener) => listenTo(listeners.changes, listener),
    attach(next) {
      formik = next;
    },
    update(next) {
      formik = next;
      // Formik's values lag behind the readers' until it catches up: theirs stay.
      const values = formikBehind.isWaiting() ? snapshot.values : next.values;
      if (snapshot.values === values && snapshot.errors === next.errors) return;
      const valuesChanged = snapshot.values !== values;
      snapshot = { values, errors: next.errors };
      tell(listeners.wholeForm);
      listeners.byPath.tellAll();
      if (valuesChanged) tell(listeners.changes);
    },
    dispose: formikBehind.stop,
    actions: {
      getValues: () => snapshot.values,
      setFieldValue(path, value) {
        if (formikAfterMs === undefined) return void current().setFieldValue(path, value, false);
        snapshot = { values: withValueAt(snapshot.values, path, value), errors: snapshot.errors };
        listeners.byPath.tellOverlapping(path);
        tell(listeners.changes);
        formikBehind.restart(formikAfterMs, catchUp);
      },
      // New values for the whole form: what Formik lagged behind with is replaced anyway.
      setValues(values) {
        formikBehind.stop();
        void current().setValues(values, false);
      },
      resetForm(next) {
        formikBehind.stop();
        current().resetForm(next);
      },
      setErrors: (errors) => caughtUp().setErrors(errors),
      setFormikState: (update) => caughtUp().setFormikState(update),
    },
  };
};
