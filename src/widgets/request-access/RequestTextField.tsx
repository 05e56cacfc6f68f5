import { FieldError } from '../../ui/fields';

export interface RequestTextFieldProps {
  id: string;
  /** Already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Focus left the field: its error may show from now on. */
  onLeave: () => void;
  required?: boolean;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  /** A catalog key or the server's text; shown under the input and describing it. */
  error?: string;
}

/** One labelled input of the request form, with its error. */
export const RequestTextField = ({
  id,
  label,
  value,
  onChange,
  onLeave,
  required = false,
  type = 'text',
  multiline = false,
  autoComplete,
  error,
}: RequestTextFieldProps) => {
  const errorId = `${id}-error`;
  const inputProps = {
    id,
    value,
    required,
    autoComplete,
    // Text typed in another direction than the page's keeps its own.
    dir: 'auto',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur: onLeave,
  };
  return (
    <div className={['field', required && 'required', error && 'error'].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...inputProps} /> : <input type={type} {...inputProps} />}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};
