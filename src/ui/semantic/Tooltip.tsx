import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TooltipProps {
  /** Already translated. */
  content: string;
  /** What the tooltip describes: it shows while the pointer is over it or it has focus. */
  children: ReactNode;
  /** More classes for the anchor, which takes the place of what it describes in a layout. */
  className?: string;
}

/**
 * A tooltip in Semantic UI's popup style, under what it describes. semantic-ui-react's Popup
 * looks its trigger up with findDOMNode, which React 19 removed (docs/react-versions.md).
 * Escape hides it without moving focus or the pointer (WCAG 1.4.13). It starts at its anchor's
 * left edge, and ends at its right edge instead where it would run past the window's (a phone).
 */
export const Tooltip = ({ content, children, className }: TooltipProps) => {
  const [shown, setShown] = useState(false);
  const [endAligned, setEndAligned] = useState(false);
  const popup = useRef<HTMLSpanElement>(null);
  const show = () => setShown(true);
  const hide = () => {
    setShown(false);
    setEndAligned(false);
  };
  useLayoutEffect(() => {
    const box = popup.current?.getBoundingClientRect();
    if (box && box.right > document.documentElement.clientWidth) setEndAligned(true);
  }, [shown]);
  const hideOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  return (
    // Focus and hover reach it from what it describes; the keys are handled there too.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={className ? `rdm-tooltip-anchor ${className}` : 'rdm-tooltip-anchor'}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={hideOnEscape}
    >
      {children}
      {shown && (
        <span
          ref={popup}
          role="tooltip"
          className={`ui bottom ${endAligned ? 'right' : 'left'} popup visible rdm-tooltip`}
        >
          {content}
        </span>
      )}
    </span>
  );
};
