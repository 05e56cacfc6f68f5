import { useEffect } from 'react';

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex="0"]';

/**
 * Moves focus into a dialog when it opens (its first control; the dialog is found through
 * its title's id, as semantic-ui's Modal gives no ref) and back to whatever had it before when
 * the dialog closes, unless something else took focus meanwhile (the flash banner after a
 * failed action).
 */
export const useDialogFocus = (open: boolean, titleId: string) => {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    const dialog = document.getElementById(titleId)?.closest('[role="dialog"]');
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      // The dialog's nodes are gone by now: focus left inside it fell back to the body.
      const active = document.activeElement;
      const focusLost = active === null || active === document.body;
      if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, titleId]);
};
