import { useId } from 'react';
import { Icon, Popup, type SemanticICONS } from 'semantic-ui-react';

export interface ReasonedDisabledButtonProps {
  /** The button's text, already translated. */
  content: string;
  icon?: SemanticICONS;
  /** Why it cannot be used, already translated: its tooltip and accessible description. */
  reason: string;
  /** For a button of a toggle group: it still says it is not pressed. */
  pressed?: boolean;
}

/**
 * A button the user may not use, and why. It stays focusable (aria-disabled rather than
 * disabled) so keyboard users reach it and hear the reason; the tooltip hangs on a wrapper,
 * as a disabled-looking button gets no pointer events.
 */
export const ReasonedDisabledButton = ({
  content,
  icon,
  reason,
  pressed,
}: ReasonedDisabledButtonProps) => {
  const reasonId = useId();
  return (
    <Popup
      content={reason}
      role="tooltip"
      on={['hover', 'focus']}
      trigger={
        <span>
          <button
            type="button"
            className="ui disabled button"
            aria-pressed={pressed}
            aria-disabled="true"
            aria-describedby={reasonId}
          >
            {icon && <Icon name={icon} />}
            {content}
          </button>
          <span id={reasonId} hidden>
            {reason}
          </span>
        </span>
      }
    />
  );
};
