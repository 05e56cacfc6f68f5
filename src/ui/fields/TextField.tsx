import { useField } from 'formik';
import { useId, type HTMLInputTypeAttribute } from 'react';
import { Form } from 'semantic-ui-react';
import { errorText } from './errorText';
import { describedBy, FieldMessages } from './FieldMessages';

export interface TextFieldProps {
  /** The Formik path, e.g. `metadata.version`. */
  name: string;
  /** Already translated. */
  label: string;
  required?: boolean;
  /** Already translated help under the input. */
  hint?: string;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  autoComplete?: string;
}

/** A labelled text input bound to one Formik value, with its hint and its error. */
export const TextField = ({
  name,
  label,
  required = false,
  hint,
  type = 'text',
  multiline = false,
  autoComplete = 'off',
}: TextFieldProps) => {
  const [field, meta] = useField<string | undefined>(name);
  const id = useId();
  const messages = {
    hintId: `${id}-hint`,
    hint,
    errorId: `${id}-error`,
    error: errorText(meta.error),
  };
  const inputProps = {
    id,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    autoComplete,
    'aria-invalid': messages.error ? true : undefined,
    'aria-describedby': describedBy(messages),
  };
  return (
    <Form.Field required={required} error={Boolean(messages.error)}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...inputProps} /> : <input type={type} {...inputProps} />}
      <FieldMessages {...messages} />
    </Form.Field>
  );
};
