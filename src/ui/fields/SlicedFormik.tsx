import {
  Formik,
  useFormikContext,
  type FormikContextType,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { FormikToSlices, FormSlicesContext } from './formSlices';
import { createFormSlices, type FormSlicesSource } from './formSlicesStore';

/**
 * How long typing must pause before Formik gets the new values. A fast typist's keys come
 * 50 to 150 ms apart: Formik then renders once per pause instead of once per key.
 */
export const FORMIK_CATCH_UP_MS = 400;

export interface SlicedFormikProps<Values extends FormikValues> {
  initialValues: Values;
  initialErrors?: FormikErrors<Values>;
  children: ReactNode;
}

/**
 * Formik 2.4 deep-clones `initialValues` on every render (the argument of a useRef) and
 * compares its values with them deeply (`dirty`); it reads them no more after its first
 * render unless reinitialised. So from its first commit on it gets a constant, and the
 * values become the very object it started from: each comparison then stops at the first
 * subtree the two share, and the readers, who started from that object, see no change.
 */
const STARTED = {};

/**
 * A Formik form (validated by its owner, not on change or blur) for a large tree of fields.
 * The fields are not Formik's children but its siblings under the slices: a change of
 * Formik's context makes React search every component below it for readers, and here only
 * the slices' bridge is below it. A keystroke reaches the field's readers at once and Formik
 * when typing pauses (or before anything else changes the form), so a key re-renders the
 * edited field alone, with ten fields or ten thousand; the values read through
 * `useFormActions().getValues` are always the latest.
 */
export const SlicedFormik = <Values extends FormikValues>({
  initialValues,
  initialErrors,
  children,
}: SlicedFormikProps<Values>) => {
  const [slices] = useState(() =>
    createFormSlices(
      { values: initialValues, errors: initialErrors ?? {} },
      { formikAfterMs: FORMIK_CATCH_UP_MS },
    ),
  );
  useEffect(() => () => slices.dispose(), [slices]);
  const [started, setStarted] = useState(false);
  return (
    <FormSlicesContext.Provider value={slices}>
      <Formik<Values>
        initialValues={started ? (STARTED as Values) : initialValues}
        initialErrors={started ? undefined : initialErrors}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={() => undefined}
      >
        {started ? (
          <FormikToSlices slices={slices} />
        ) : (
          <FormikStart
            slices={slices}
            initialValues={initialValues}
            initialErrors={initialErrors}
            onStarted={() => setStarted(true)}
          />
        )}
      </Formik>
      {children}
    </FormSlicesContext.Provider>
  );
};

interface FormikStartProps<Values> {
  slices: FormSlicesSource;
  initialValues: Values;
  initialErrors?: FormikErrors<Values>;
  onStarted: () => void;
}

/** Makes Formik's values the object the readers started from (see STARTED), once. */
const FormikStart = <Values extends FormikValues>({
  slices,
  initialValues,
  initialErrors,
  onStarted,
}: FormikStartProps<Values>) => {
  const formik = useFormikContext<Values>();
  useLayoutEffect(() => {
    formik.resetForm({ values: initialValues, errors: initialErrors ?? {} });
    // The mount's own effects may call the setters before Formik renders the reset.
    slices.attach(formik as FormikContextType<unknown>);
    onStarted();
    // Once: the form starts when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
};
