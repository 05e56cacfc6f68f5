import { useId, type HTMLInputTypeAttribute } from 'react';
import { Form } from 'semantic-ui-react';
import { errorText } from './errorText';
import { describedBy, FieldMessages } from './FieldMessages';
import { useFormActions, useFormError, useFormValue } from './formSlices';

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
  /** An example value, already translated. */
  placeholder?: string;
  disabled?: boolean;
}

/** A labelled text input bound to one value of the form, with its hint and its error. */
export const TextField = ({
  name,
  label,
  required = false,
  hint,
  type = 'text',
  multiline = false,
  autoComplete = 'off',
  placeholder,
  disabled,
}: TextFieldProps) => {
  const value = useFormValue<string | undefined>(name);
  const error = useFormError(name);
  const { setFieldValue } = useFormActions();
  const id = useId();
  const messages = {
    hintId: `${id}-hint`,
    hint,
    errorId: `${id}-error`,
    error: errorText(error),
  };
  const inputProps = {
    id,
    name,
    value: value ?? '',
    onChange: (event: { target: { value: string } }) => setFieldValue(name, event.target.value),
    autoComplete,
    placeholder,
    disabled,
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
