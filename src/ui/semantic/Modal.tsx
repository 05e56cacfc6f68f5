import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEventHandler,
  type HTMLAttributes,
} from 'react';
import { createPortal } from 'react-dom';
import { ModalActions, ModalContent, ModalHeader } from 'semantic-ui-react';
import { useTranslation } from '../i18n/useTranslation';
import { tabStopsIn } from './tabStops';

/**
 * The dimmer's class: each open modal has its own, the newest last in the body. Not
 * `transition visible`, as semantic-ui-react's has: Fomantic's `.visible.transition` is
 * `display: block !important`, which undoes the flex box of an active dimmer that centres the
 * modal, and put every modal in the window's top-left corner. `rdm-dimmer` keeps the page
 * behind from scrolling (src/styles/rdm-widgets.css), where Fomantic's modal marks the body
 * `dimmable dimmed`: a class put on the body restyled the whole page, a third of the time
 * a phone took to open a modal.
 */
const DIMMER_CLASS = 'ui page modals dimmer active rdm-dimmer';
const DIMMER_SELECTOR = '.ui.page.modals.dimmer';
/** Room kept above and below a modal before it scrolls with its dimmer instead. */
const VIEWPORT_MARGIN = 64;
const FORM_STYLE = { display: 'contents' } as const;

export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  open: boolean;
  size?: 'mini' | 'tiny' | 'small' | 'large' | 'fullscreen';
  closeOnEscape?: boolean;
  closeOnDimmerClick?: boolean;
  /** Escape (its keydown on the document) or a click on the dimmer. */
  onClose: (event: { target: EventTarget | null }) => void;
  /**
   * Puts the modal in a form (checked by the caller, not the browser): around the modal, not
   * inside, for Fomantic lays out the modal's own children only (a form around the content and
   * the actions lost the content's padding and the actions' bar).
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

const isNewest = (dimmer: HTMLElement | null) => {
  const dimmers = document.querySelectorAll(DIMMER_SELECTOR);
  return dimmers[dimmers.length - 1] === dimmer;
};

/**
 * Tab and Shift+Tab go round the modal's controls, from where focus is: past the last one to
 * the first, and back. The browser's own step would leave for the page behind the dimmer.
 */
const keepTabIn = (modal: HTMLElement, event: KeyboardEvent) => {
  event.preventDefault();
  const controls = tabStopsIn(modal);
  const active = document.activeElement;
  const from = active && modal.contains(active) ? active : null;
  const placed = (control: HTMLElement, side: number) =>
    from !== null && control !== from && (from.compareDocumentPosition(control) & side) !== 0;
  const next = event.shiftKey
    ? (controls.filter((control) => placed(control, Node.DOCUMENT_POSITION_PRECEDING)).pop() ??
      controls[controls.length - 1])
    : (controls.find((control) => placed(control, Node.DOCUMENT_POSITION_FOLLOWING)) ??
      controls[0]);
  (next ?? modal).focus();
};

/**
 * semantic-ui-react's Modal, drawn with the same classes, for a host on React 19: its own,
 * its dimmer and its portal each look their element up with findDOMNode, which React 19
 * removed (docs/react-versions.md). Like it, the modal sits in a dimmer at the end of the
 * body, the page behind does not scroll while it is open, Escape is heard on the document (by
 * the newest modal only) and a click that starts and ends on the dimmer closes it. Unlike it, the
 * modal is a dialog that keeps the keyboard: focus moves in when it opens, Tab stays inside
 * (the newest modal's), and focus goes back to where it was when it closes.
 */
const ModalRoot = ({
  open,
  size,
  closeOnEscape = true,
  closeOnDimmerClick = true,
  onClose,
  onSubmit,
  className,
  children,
  ...modalProps
}: ModalProps) => {
  const dimmer = useRef<HTMLDivElement>(null);
  const modal = useRef<HTMLDivElement>(null);
  const pressedOnDimmer = useRef(false);
  const [scrolling, setScrolling] = useState(false);
  // The modal leaves the widget's element for the body: it takes the widget's language along.
  const { i18n } = useTranslation();

  // Heard from the moment the modal is in the page: a modal rendered in a transition is seen
  // before its passive effects run, and an Escape pressed then must close it.
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNewest(dimmer.current) || !modal.current) return;
      if (event.key === 'Escape' && closeOnEscape) onClose(event);
      // A control that takes Tab for itself (and says so) keeps it.
      else if (event.key === 'Tab' && !event.defaultPrevented) keepTabIn(modal.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeOnEscape, onClose]);

  // Runs after the content's own effects: content that focused a control of its choice (the
  // field a form starts at) keeps it; otherwise the first control takes focus.
  useEffect(() => {
    const element = modal.current;
    if (!open || !element) return;
    const opener = document.activeElement;
    if (!element.contains(opener)) (tabStopsIn(element)[0] ?? element).focus();
    return () => {
      // The modal's nodes are gone by now: focus left inside fell back to the body. Focus
      // that went elsewhere meanwhile (the flash banner after a failed action) stays there.
      const active = document.activeElement;
      const focusLost = active === null || active === document.body;
      if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

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
  const modalClasses = [
    'ui',
    size,
    scrolling && 'scrolling',
    'modal transition visible active rdm-modal',
  ];
  const dialog = (
    <div
      ref={modal}
      role="dialog"
      aria-modal="true"
      // Focus falls back on the modal itself when it has no control to take it.
      tabIndex={-1}
      {...modalProps}
      className={[...modalClasses, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
  return createPortal(
    // The dimmer is no control of its own: Escape and the modal's buttons do the same.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={dimmer}
      className={DIMMER_CLASS}
      lang={i18n.language}
      dir={i18n.dir()}
      onMouseDown={(event) => {
        pressedOnDimmer.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnDimmerClick && pressedOnDimmer.current && event.target === event.currentTarget) {
          onClose(event);
        }
      }}
    >
      {onSubmit ? (
        // No box of its own: the modal stays the item the dimmer centres.
        <form style={FORM_STYLE} noValidate onSubmit={onSubmit}>
          {dialog}
        </form>
      ) : (
        dialog
      )}
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
