import { useEffect } from 'react';

/**
 * Asks the browser to confirm leaving the page while `active` (something would be lost:
 * a running upload, unsaved form values). Browsers show their own text, not ours. A function
 * is asked when the page is about to be left: for a check too costly to keep up to date.
 */
export const useLeaveWarning = (active: boolean | (() => boolean)): void => {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (typeof active === 'function' && !active()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
};
