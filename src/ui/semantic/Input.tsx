import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon, type SemanticICONS } from 'semantic-ui-react';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  icon?: SemanticICONS;
  /** A button after the box, as a search's submit. */
  action?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>, data: { value: string }) => void;
}

/**
 * semantic-ui-react's Input, drawn with the same classes, for a host on React 19: its own
 * looks its <input> up with findDOMNode, which React 19 removed (docs/react-versions.md).
 * The ref is the <input> itself.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { icon, action, className, onChange, ...inputProps },
  ref,
) {
  const classes = ['ui', action && 'action', icon && 'icon', 'input', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <input
        ref={ref}
        dir="auto"
        {...inputProps}
        onChange={(event) => onChange(event, { value: event.target.value })}
      />
      {icon && <Icon name={icon} />}
      {action}
    </div>
  );
});
