import { useId } from 'react';
import { Icon, type SemanticICONS } from 'semantic-ui-react';
import { Tooltip } from './semantic/Tooltip';

export interface ReasonedDisabledButtonProps {
  /** The button's text, already translated. */
  content: string;
  icon?: SemanticICONS;
  /** Why it cannot be used, already translated: its tooltip and accessible description. */
  reason: string;
  /** For a button of a toggle group: it still says it is not pressed. */
  pressed?: boolean;
  /** The main action of its group, which keeps its colour while disabled. */
  primary?: boolean;
  /** More classes for the tooltip's anchor, which takes the button's place in a layout. */
  className?: string;
  /** A try anyway (a click, Enter or Space): the caller shows what is missing. */
  onAttempt?: () => void;
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
  primary = false,
  className,
  onAttempt,
}: ReasonedDisabledButtonProps) => {
  const reasonId = useId();
  return (
    <Tooltip content={reason} className={className}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the greyed button takes no pointer events: a click lands here, Enter's and Space's bubble here */}
      <span onClick={onAttempt}>
        <button
          type="button"
          className={primary ? 'ui primary disabled button' : 'ui disabled button'}
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
    </Tooltip>
  );
};
