import { abortError } from './upload/errors';

/** A call a scenario fake holds until the test (or the fake itself) answers it. */
export interface PendingCall {
  settled: boolean;
  /** Answers as the server would; a second answer is ignored. */
  succeed(): void;
  fail(error: unknown): void;
}

/**
 * Opens a call with its details: answered once only, failed as aborted when its signal
 * aborts. `answer` runs on success (it may throw: the call then fails with that error).
 */
export const openCall = <D extends object, T>(
  details: D,
  signal: AbortSignal | undefined,
  answer: () => T,
): { call: D & PendingCall; promise: Promise<T> } => {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const call: D & PendingCall = Object.assign(details, {
    settled: false,
    succeed() {
      if (call.settled) return;
      call.settled = true;
      try {
        settle?.resolve(answer());
      } catch (error) {
        settle?.reject(error);
      }
    },
    fail(error: unknown) {
      if (call.settled) return;
      call.settled = true;
      settle?.reject(error);
    },
  });
  signal?.addEventListener('abort', () => call.fail(abortError()), { once: true });
  if (signal?.aborted) call.fail(abortError());
  return { call, promise };
};
