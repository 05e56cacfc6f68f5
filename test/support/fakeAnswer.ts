import { ApiError } from '../../src/core/api';
import type { FakeFailure } from './share/fakeAccessApi';
import { abortError } from './upload/errors';

export interface FakeAnswerTiming {
  signal?: AbortSignal;
  /** The answer comes after this many ms; 0 answers on the next macrotask. */
  latencyMs?: number;
  /** Never answers (still rejects when the signal aborts). */
  hang?: boolean;
  /** The failure scripted for the call when it settles, if any. */
  failure: () => FakeFailure | undefined;
}

/**
 * How a fake API client answers a call, as the network would: later, or never, or failing with
 * the ApiError the real client would throw; a call whose signal aborts rejects as cancelled.
 */
export const fakeAnswer = <T>(
  { signal, latencyMs = 0, hang = false, failure }: FakeAnswerTiming,
  answer: () => T,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = hang ? undefined : setTimeout(settle, latencyMs);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
    function settle() {
      const scripted = failure();
      if (scripted) return reject(new ApiError({ ...scripted, data: scripted }));
      try {
        resolve(answer());
      } catch (error) {
        reject(error);
      }
    }
  });
