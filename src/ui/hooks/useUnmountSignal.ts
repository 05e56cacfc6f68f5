import { useCallback, useEffect, useRef } from 'react';

/**
 * A getter for an AbortSignal that aborts when the component unmounts, so requests and
 * timers it started stop and never update a component that is gone. The controller is made
 * in the effect (not during render) so React's strict-mode remount gets a fresh one.
 */
export const useUnmountSignal = (): (() => AbortSignal) => {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    // Only called from event handlers, after the effect ran; the fallback is never aborted.
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
};
