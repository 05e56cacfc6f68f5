import { Formik, useFormikContext, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { EditorRecord } from '../../../src/core/model';
import { FormSlicesProvider } from '../../../src/ui/fields';
import { anEditorRecord } from '../../factories/editorRecord';

export interface FormikHarnessProps {
  initialValues?: Partial<EditorRecord>;
  initialErrors?: FormikErrors<EditorRecord>;
  validationSchema?: AnyObjectSchema;
  onSubmit?: (values: EditorRecord) => void;
  /** Sees every render's values, so a test can read what the form holds. */
  onValues?: (values: EditorRecord) => void;
  children: ReactNode;
}

const ValuesProbe = ({ onValues }: { onValues: (values: EditorRecord) => void }) => {
  onValues(useFormikContext<EditorRecord>().values);
  return null;
};

/**
 * A minimal deposit form around the parts under test: the form values of a new draft,
 * validation on submit only (docs/behaviour.md#validation), and a Save button that submits.
 */
export const FormikHarness = ({
  initialValues,
  initialErrors,
  validationSchema,
  onSubmit = () => undefined,
  onValues,
  children,
}: FormikHarnessProps) => (
  <Formik<EditorRecord>
    initialValues={anEditorRecord(initialValues)}
    initialErrors={initialErrors}
    validationSchema={validationSchema}
    validateOnChange={false}
    validateOnBlur={false}
    onSubmit={(values) => onSubmit(values)}
  >
    {({ handleSubmit }) => (
      <FormSlicesProvider>
        {/* A div as in the deposit form: its sections hold forms of their own. */}
        <div className="ui form">
          {children}
          {onValues && <ValuesProbe onValues={onValues} />}
          <button type="button" className="ui button" onClick={() => handleSubmit()}>
            Save
          </button>
        </div>
      </FormSlicesProvider>
    )}
  </Formik>
);
