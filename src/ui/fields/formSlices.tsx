import { useFormikContext } from 'formik';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { valueAt } from '../../core/editor/valuePaths';
import { useStoreSelection, type ReadableStore } from '../hooks/useStoreSelection';
import {
  createFormikSlices,
  type FormActions,
  type FormikSlices,
  type FormSlices,
  type FormSnapshot,
} from './formSlicesStore';

export type { FormActions, FormSnapshot } from './formSlicesStore';

export const FormSlicesContext = createContext<FormSlices | null>(null);

/**
 * Inside a Formik form: hands its state to the slices before paint, so readers re-render in
 * the same frame as the keystroke that changed them.
 */
const FormikToSlices = ({ slices }: { slices: FormikSlices }) => {
  const formik = useFormikContext<unknown>();
  useLayoutEffect(() => slices.update(formik));
  return null;
};

/**
 * Field-level subscriptions for a Formik form (the modal forms), rendered inside it. Every
 * Formik change re-renders each reader of its context; under this provider a field reads only
 * its own value and error.
 */
export const FormSlicesProvider = ({ children }: { children: ReactNode }) => {
  const formik = useFormikContext<unknown>();
  const [slices] = useState(() => createFormikSlices(formik));
  return (
    <FormSlicesContext.Provider value={slices}>
      <FormikToSlices slices={slices} />
      {children}
    </FormSlicesContext.Provider>
  );
};

const useFormSlices = () => {
  const slices = useContext(FormSlicesContext);
  if (!slices)
    throw new Error(
      'form fields must be rendered inside a form (EditorSessionFields, FormSlicesProvider)',
    );
  return slices;
};

/** The form's setters; the same object on every render. */
export const useFormActions = (): FormActions => useFormSlices().actions;

/** The form as seen from one path: only changes there (or above, or below) reach it. */
const usePathStore = (path: string): ReadableStore<FormSnapshot> => {
  const slices = useFormSlices();
  return useMemo(
    () => ({
      getState: slices.store.getState,
      subscribe: (listener) => slices.subscribeToPath(path, listener),
    }),
    [slices, path],
  );
};

/** One value of the form (a path such as `metadata.title`); re-renders when it changes. */
export const useFormValue = <T,>(path: string): T => {
  const select = useCallback(
    (snapshot: FormSnapshot) => valueAt(snapshot.values, path) as T,
    [path],
  );
  return useStoreSelection(usePathStore(path), select);
};

/**
 * Calls `onValue` with the value at `path` when it may have changed, without rendering the
 * caller: for an input that shows what is typed by itself and is only told of values set
 * elsewhere. `onValue` must be stable.
 */
export const useFormValueWatcher = (path: string, onValue: (value: unknown) => void): void => {
  const slices = useFormSlices();
  // Before paint, as a render would have shown it.
  useLayoutEffect(() => {
    const tell = () => onValue(valueAt(slices.store.getState().values, path));
    tell();
    return slices.subscribeToPath(path, tell);
  }, [slices, path, onValue]);
};

/** The error (a message, or the messages of a list or object) at one path of the form. */
export const useFormError = (path: string): unknown => {
  const select = useCallback((snapshot: FormSnapshot) => valueAt(snapshot.errors, path), [path]);
  return useStoreSelection(usePathStore(path), select);
};

/** The form's whole error map; re-renders only when the errors are set anew. */
export const useFormErrors = (): unknown => {
  const select = useCallback((snapshot: FormSnapshot) => snapshot.errors, []);
  return useStoreSelection(useFormSlices().store, select);
};

/**
 * A value derived from the whole form (a summary such as the sections' progress). `select`
 * must be stable and cheap: it runs on every change the whole form's readers hear of (in the
 * deposit form, once typing pauses), and the caller re-renders only when its result changes.
 */
export const useFormSelection = <T,>(select: (values: unknown) => T): T => {
  const fromSnapshot = useCallback((snapshot: FormSnapshot) => select(snapshot.values), [select]);
  return useStoreSelection(useFormSlices().store, fromSnapshot);
};
