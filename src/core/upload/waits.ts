import { ApiError } from '../api/errors';

const aborted = () => new ApiError({ message: 'The upload was cancelled.', isAbort: true });

/** Resolves after `ms` (global setTimeout, so fake timers drive it); rejects when aborted. */
export const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Resolves the first time the waker that `subscribe` registers is called (e.g. back online);
 * rejects when aborted. `subscribe` answers a function that unregisters the waker.
 */
export const waitFor = (
  subscribe: (wake: () => void) => () => void,
  signal: AbortSignal,
): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => {
      unsubscribe();
      reject(aborted());
    };
    const unsubscribe = subscribe(() => {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
    signal.addEventListener('abort', onAbort, { once: true });
  });
