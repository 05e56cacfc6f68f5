import { useEffect, useState } from 'react';

/** The longest a deferred part waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 500;

/**
 * False until the page around it has painted and the browser has then been idle once (or
 * IDLE_TIMEOUT_MS passed), so a heavy part that nobody uses in the first moment (a rich-text
 * editor) does not hold up the first frames of a form. True from the start where the browser
 * cannot tell when it is idle.
 */
export const useWhenIdle = (): boolean => {
  const [idle, setIdle] = useState(() => typeof window.requestIdleCallback !== 'function');
  useEffect(() => {
    if (idle) return;
    let handle: number;
    // A frame to paint the page, a frame more for what its first frame changed, then idle.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.cancelIdleCallback(handle);
    };
  }, [idle]);
  return idle;
};
