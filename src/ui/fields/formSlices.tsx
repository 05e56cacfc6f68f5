import { getIn, useFormikContext, type FormikContextType, type FormikErrors } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useStoreSelection, type ReadableStore } from '../hooks/useStoreSelection';

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

interface FormSlices {
  store: ReadableStore<FormSnapshot>;
  actions: FormActions;
}

const FormSlicesContext = createContext<FormSlices | null>(null);

const snapshotOf = ({ values, errors }: FormikContextType<unknown>): FormSnapshot => ({
  values,
  errors,
});

/**
 * Field-level subscriptions for a Formik form. Every Formik change re-renders each reader of
 * its context; under this provider a field reads only its own value and error, so a keystroke
 * in the title re-renders the title and nothing else, however large the record.
 */
export const FormSlicesProvider = ({ children }: { children: ReactNode }) => {
  const formik = useFormikContext<unknown>();
  // Actions run in handlers and effects, after the commit that set this.
  const latest = useRef(formik);
  useLayoutEffect(() => {
    latest.current = formik;
  });
  const [slices] = useState<FormSlices & { publish: (snapshot: FormSnapshot) => void }>(() => {
    let snapshot = snapshotOf(formik);
    const listeners = new Set<() => void>();
    return {
      store: {
        getState: () => snapshot,
        subscribe(listener) {
          listeners.add(listener);
          return () => {
            listeners.delete(listener);
          };
        },
      },
      publish(next) {
        snapshot = next;
        [...listeners].forEach((listener) => listener());
      },
      actions: {
        getValues: () => latest.current.values,
        setFieldValue: (path, value) => void latest.current.setFieldValue(path, value, false),
        setValues: (values) => void latest.current.setValues(values, false),
        setErrors: (errors) => latest.current.setErrors(errors),
        setFormikState: (update) => latest.current.setFormikState(update),
        resetForm: (next) => latest.current.resetForm(next),
      },
    };
  });
  const { values, errors } = formik;
  // Before paint: readers re-render in the same frame as the keystroke that changed them.
  useLayoutEffect(() => {
    if (slices.store.getState().values !== values || slices.store.getState().errors !== errors)
      slices.publish({ values, errors });
  }, [slices, values, errors]);
  return <FormSlicesContext.Provider value={slices}>{children}</FormSlicesContext.Provider>;
};

const useFormSlices = () => {
  const slices = useContext(FormSlicesContext);
  if (!slices) throw new Error('form fields must be rendered inside a FormSlicesProvider');
  return slices;
};

/** The form's setters; the same object on every render. */
export const useFormActions = (): FormActions => useFormSlices().actions;

/** One value of the form (a Formik path such as `metadata.title`); re-renders when it changes. */
export const useFormValue = <T,>(path: string): T => {
  const select = useCallback((snapshot: FormSnapshot) => getIn(snapshot.values, path) as T, [path]);
  return useStoreSelection(useFormSlices().store, select);
};

/** All the form's values: for the few parts that keep or compare the whole record. */
export const useFormValues = <T,>(): T => {
  const select = useCallback((snapshot: FormSnapshot) => snapshot.values as T, []);
  return useStoreSelection(useFormSlices().store, select);
};

/**
 * Calls `onChange` after each change of the form's values without re-rendering the caller
 * (the autosave only needs to know that something changed). `onChange` must be stable.
 */
export const useFormValuesListener = (onChange: () => void): void => {
  const { store } = useFormSlices();
  useEffect(() => {
    let last = store.getState().values;
    return store.subscribe(() => {
      const { values } = store.getState();
      if (values === last) return;
      last = values;
      onChange();
    });
  }, [store, onChange]);
};

/** The error (a message, or the messages of a list or object) at one path of the form. */
export const useFormError = (path: string): unknown => {
  const select = useCallback((snapshot: FormSnapshot) => getIn(snapshot.errors, path), [path]);
  return useStoreSelection(useFormSlices().store, select);
};

/** The form's whole error map; re-renders only when the errors are set anew. */
export const useFormErrors = (): unknown => {
  const select = useCallback((snapshot: FormSnapshot) => snapshot.errors, []);
  return useStoreSelection(useFormSlices().store, select);
};

/**
 * A value derived from the whole form (a summary such as the sections' progress). `select`
 * must be stable and cheap: it runs on every change, and the caller re-renders only when its
 * result changes.
 */
export const useFormSelection = <T,>(select: (values: unknown) => T): T => {
  const fromSnapshot = useCallback((snapshot: FormSnapshot) => select(snapshot.values), [select]);
  return useStoreSelection(useFormSlices().store, fromSnapshot);
};
