import {
  Formik,
  useFormikContext,
  type FormikContextType,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FormSlicesContext } from './formSlices';
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
 * compares its values with them deeply (`dirty`). So it is given a constant, and once mounted
 * the values to start from, by a reset: no clone of a large record, and its values are then
 * the very object the readers started from, so each comparison stops at the first subtree
 * the two share.
 */
const FORMIK_INITIAL_VALUES = {};

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
  return (
    <FormSlicesContext.Provider value={slices}>
      <Formik<Values>
        initialValues={FORMIK_INITIAL_VALUES as Values}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={() => undefined}
      >
        <FormikBridge slices={slices} initialValues={initialValues} initialErrors={initialErrors} />
      </Formik>
      {children}
    </FormSlicesContext.Provider>
  );
};

interface FormikBridgeProps<Values> {
  slices: FormSlicesSource;
  initialValues: Values;
  initialErrors?: FormikErrors<Values>;
}

/**
 * On mount, starts Formik from the values the readers started from; after each later commit
 * of Formik, hands its state to the slices (before paint, as for FormSlicesProvider).
 */
const FormikBridge = <Values extends FormikValues>({
  slices,
  initialValues,
  initialErrors,
}: FormikBridgeProps<Values>) => {
  const formik = useFormikContext<Values>();
  const started = useRef(false);
  useLayoutEffect(() => {
    const state = formik as FormikContextType<unknown>;
    if (started.current) return slices.update(state);
    started.current = true;
    formik.resetForm({ values: initialValues, errors: initialErrors ?? {} });
    // The mount's own effects may call the setters before Formik renders the reset.
    slices.attach(state);
  });
  return null;
};
