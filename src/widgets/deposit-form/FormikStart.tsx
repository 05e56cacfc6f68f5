import type { FormikErrors } from 'formik';
import { useEffect, useRef } from 'react';
import type { EditorRecord } from '../../core/model';
import { useFormActions } from '../../ui/fields';

/**
 * Formik 2.4 deep-clones `initialValues` on every render (a useRef initialiser) and compares
 * its values with a deep clone of them: with thousands of creators that is most of what a
 * keystroke costs. After its first render Formik reads `initialValues` no more (without
 * enableReinitialize), so the deposit form hands it a constant from then on; this component
 * makes the record object itself the form's values and initial values, so each comparison
 * stops at the first subtree the two share.
 */
export const FORMIK_STARTED = {} as EditorRecord;

export interface FormikStartProps {
  record: EditorRecord;
  errors: FormikErrors<EditorRecord>;
  onStarted: () => void;
}

export const FormikStart = ({ record, errors, onStarted }: FormikStartProps) => {
  const { resetForm } = useFormActions();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    resetForm({ values: record, errors });
    onStarted();
  }, [record, errors, resetForm, onStarted]);
  return null;
};
