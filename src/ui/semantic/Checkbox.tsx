import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'type'
> {
  /** Ties the label to the box; required, as the label is what takes the click. */
  id: string;
  /** Already translated; may hold a link (a click on it follows the link, not the box). */
  label: ReactNode;
  type?: 'checkbox' | 'radio';
  radio?: boolean;
  toggle?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>, data: { checked: boolean }) => void;
}

/**
 * semantic-ui-react's Checkbox, drawn with the same classes, for a host on React 19: its own
 * looks its <input> up with findDOMNode, which React 19 removed (docs/react-versions.md).
 * A native input under its label, so a click on the label and the space bar toggle it.
 */
export const Checkbox = ({
  id,
  label,
  type = 'checkbox',
  radio,
  toggle,
  checked,
  disabled,
  className,
  onChange,
  ...inputProps
}: CheckboxProps) => {
  const classes = [
    'ui',
    radio && 'radio',
    toggle && 'toggle',
    checked && 'checked',
    disabled && 'disabled',
    'checkbox',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        id={id}
        type={type}
        className="hidden"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event, { checked: event.target.checked })}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
};
