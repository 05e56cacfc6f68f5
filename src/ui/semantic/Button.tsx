import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Icon, type SemanticICONS, type SemanticSIZES } from 'semantic-ui-react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Already translated; `children` take its place when given. */
  content?: string;
  icon?: SemanticICONS;
  size?: SemanticSIZES;
  basic?: boolean;
  primary?: boolean;
  negative?: boolean;
  positive?: boolean;
  loading?: boolean;
  floated?: 'left' | 'right';
}

/**
 * semantic-ui-react's Button, drawn with the same classes, for a host on React 19: its own
 * wraps the <button> in a `Ref` that looks the element up with findDOMNode, which React 19
 * removed (docs/react-versions.md). The ref is the <button> itself.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    content,
    icon,
    size,
    basic,
    primary,
    negative,
    positive,
    loading,
    floated,
    className,
    children,
    ...buttonProps
  },
  ref,
) {
  const iconOnly = icon !== undefined && children === undefined && content === undefined;
  const classes = [
    'ui',
    size,
    basic && 'basic',
    iconOnly && 'icon',
    loading && 'loading',
    negative && 'negative',
    positive && 'positive',
    primary && 'primary',
    buttonProps.disabled && 'disabled',
    floated && `${floated} floated`,
    'button',
    className,
  ];
  return (
    <button ref={ref} {...buttonProps} className={classes.filter(Boolean).join(' ')}>
      {children ?? (
        <>
          {icon && <Icon name={icon} />}
          {content}
        </>
      )}
    </button>
  );
});
