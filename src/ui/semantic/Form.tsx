import type { FormEvent, FormHTMLAttributes, HTMLAttributes } from 'react';

/**
 * semantic-ui-react's Form, drawn with the same classes, without it: its Form carries every
 * form control (Dropdown, Select, TextArea ...) as static members, so importing it put them
 * all in the first load of any widget with a form. As Fomantic's, a submit never leaves the
 * page.
 */
export const Form = ({
  className,
  onSubmit,
  children,
  ...props
}: FormHTMLAttributes<HTMLFormElement>) => (
  <form
    {...props}
    className={['ui form', className].filter(Boolean).join(' ')}
    onSubmit={(event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onSubmit?.(event);
    }}
  >
    {children}
  </form>
);

export interface FormFieldProps extends HTMLAttributes<HTMLDivElement> {
  required?: boolean;
  error?: boolean;
}

/**
 * semantic-ui-react's FormField, drawn with the same classes: its own brings Label, Checkbox
 * and Radio, and through Label's Image the Dimmer and the Portal, into the first load. Its
 * children are the label and the control.
 */
export const FormField = ({ required, error, className, children, ...props }: FormFieldProps) => (
  <div
    {...props}
    className={[error && 'error', required && 'required', 'field', className]
      .filter(Boolean)
      .join(' ')}
  >
    {children}
  </div>
);
