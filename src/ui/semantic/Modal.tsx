import { useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import { ModalActions, ModalContent, ModalHeader } from 'semantic-ui-react';

/** The dimmer's class: each open modal has its own, the newest last in the body. */
const DIMMER_CLASS = 'ui page modals dimmer transition visible active';
const DIMMER_SELECTOR = '.ui.page.modals.dimmer';
/** Room kept above and below a modal before it scrolls with its dimmer instead. */
const VIEWPORT_MARGIN = 64;

export interface ModalProps extends HTMLAttributes<HTMLDivElement> {
  open: boolean;
  size?: 'mini' | 'tiny' | 'small' | 'large' | 'fullscreen';
  closeOnEscape?: boolean;
  closeOnDimmerClick?: boolean;
  /** Escape (its keydown on the document) or a click on the dimmer. */
  onClose: (event: { target: EventTarget | null }) => void;
}

/**
 * semantic-ui-react's Modal, drawn with the same classes, for a host on React 19: its own,
 * its dimmer and its portal each look their element up with findDOMNode, which React 19
 * removed (docs/react-versions.md). Like it, the modal sits in a dimmer at the end of the
 * body, the body is marked dimmed while it is open, Escape is heard on the document (by the
 * newest modal only) and a click that starts and ends on the dimmer closes it.
 */
const ModalRoot = ({
  open,
  size,
  closeOnEscape = true,
  closeOnDimmerClick = true,
  onClose,
  className,
  children,
  ...modalProps
}: ModalProps) => {
  const dimmer = useRef<HTMLDivElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const pressedOnDimmer = useRef(false);
  const [scrolling, setScrolling] = useState(false);

  useEffect(() => {
    if (!open || !closeOnEscape) return;
    const closeOnEscapeKey = (event: KeyboardEvent) => {
      const dimmers = document.querySelectorAll(DIMMER_SELECTOR);
      if (event.key === 'Escape' && dimmers[dimmers.length - 1] === dimmer.current) {
        onClose(event);
      }
    };
    document.addEventListener('keydown', closeOnEscapeKey);
    return () => document.removeEventListener('keydown', closeOnEscapeKey);
  }, [open, closeOnEscape, onClose]);

  useEffect(() => {
    if (!open) return;
    const body = document.body.classList;
    body.add('dimmable', 'dimmed');
    body.toggle('scrolling', scrolling);
    return () => {
      body.remove('scrolling');
      // Another modal still open keeps the body dimmed.
      if (!document.querySelector(DIMMER_SELECTOR)) body.remove('dimmable', 'dimmed');
    };
  }, [open, scrolling]);

  // A modal taller than the window scrolls with its dimmer (jsdom has no ResizeObserver).
  useLayoutEffect(() => {
    const element = modal.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return;
    const fit = () =>
      setScrolling(element.getBoundingClientRect().height > window.innerHeight - VIEWPORT_MARGIN);
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [open]);

  if (!open) return null;
  const modalClasses = ['ui', size, scrolling && 'scrolling', 'modal transition visible active'];
  return createPortal(
    // The dimmer is no control of its own: Escape and the modal's buttons do the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={dimmer}
      className={DIMMER_CLASS}
      onMouseDown={(event) => {
        pressedOnDimmer.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnDimmerClick && pressedOnDimmer.current && event.target === event.currentTarget) {
          onClose(event);
        }
      }}
    >
      <div
        ref={modal}
        {...modalProps}
        className={[...modalClasses, className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
};

/** The Modal with semantic-ui-react's own Header, Content and Actions, which need no ref. */
export const Modal = Object.assign(ModalRoot, {
  Header: ModalHeader,
  Content: ModalContent,
  Actions: ModalActions,
});
