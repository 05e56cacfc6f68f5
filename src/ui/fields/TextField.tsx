import { useCallback, useId, useRef, type HTMLInputTypeAttribute } from 'react';
import { valueAt } from '../../core/editor/valuePaths';
import { FormField } from '../semantic/Form';
import { errorText } from './errorText';
import { describedBy, FieldMessages } from './FieldMessages';
import { useFormActions, useFormError, useFormValueWatcher } from './formSlices';

export interface TextFieldProps {
  /** The value's path in the form, e.g. `metadata.version`. */
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

/** What an input shows for a value of the form. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A labelled text input bound to one value of the form, with its hint and its error. The
 * input shows what is typed by itself (it is not controlled): a keystroke stores the value and
 * renders nothing, and a value set elsewhere (a server's answer, a restored copy) is written
 * into the input.
 */
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
  const error = useFormError(name);
  const { getValues, setFieldValue } = useFormActions();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const show = useCallback((value: unknown) => {
    const element = input.current;
    if (element && element.value !== asText(value)) element.value = asText(value);
  }, []);
  useFormValueWatcher(name, show);
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
    ref: input,
    defaultValue: asText(valueAt(getValues(), name)),
    onChange: (event: { target: { value: string } }) => setFieldValue(name, event.target.value),
    autoComplete,
    placeholder,
    disabled,
    // Text typed in another direction than the page's keeps its own (Latin in Arabic).
    dir: 'auto',
    'aria-invalid': messages.error ? true : undefined,
    'aria-describedby': describedBy(messages),
  };
  return (
    <FormField required={required} error={Boolean(messages.error)}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...inputProps} /> : <input type={type} {...inputProps} />}
      <FieldMessages {...messages} />
    </FormField>
  );
};
