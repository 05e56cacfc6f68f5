import type { ApiError } from '../api/errors';
import { retryDelayMs } from './retryPolicy';
import type { RetryPolicy } from './types';
import { sleep, waitFor } from './waits';

export interface TryAgainContext {
  policy: RetryPolicy;
  isOnline: () => boolean;
  onceOnline: (wake: () => void) => () => void;
}

/**
 * Waits until a failed call may be tried again and answers true, or answers false when it may
 * not. A network error while offline waits for the network without using up a try; a transient
 * failure waits the policy's delay, after `onRetry` (the try it uses up); `retriesMade` are
 * those already used. Rejects when aborted.
 */
export const waitToTryAgain = async (
  context: TryAgainContext,
  error: ApiError,
  retriesMade: number,
  signal: AbortSignal,
  onRetry: () => void,
): Promise<boolean> => {
  if (error.isNetworkError && !context.isOnline()) {
    await waitFor(context.onceOnline, signal);
    return true;
  }
  const delay = retryDelayMs(context.policy, retriesMade, error);
  if (delay === undefined) return false;
  onRetry();
  await sleep(delay, signal);
  return true;
};
