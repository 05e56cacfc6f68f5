import { isTransient, toApiError } from '../api/errors';
import type { RetryPolicy } from './types';

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = {
  tries: 3,
  baseDelayMs: 1000,
  maxDelayMs: 10_000,
};

export const resolveRetryPolicy = (policy: Partial<RetryPolicy> = {}): RetryPolicy => ({
  ...DEFAULT_RETRY_POLICY,
  ...policy,
});

/**
 * How long to wait before the next automatic try, or undefined when there is none: the error is
 * not transient, or `retriesMade` used up the tries. A server's Retry-After wins over the backoff.
 */
export const retryDelayMs = (
  policy: RetryPolicy,
  retriesMade: number,
  error: unknown,
): number | undefined => {
  if (retriesMade + 1 >= policy.tries || !isTransient(error)) return undefined;
  const backoff = Math.min(policy.baseDelayMs * 2 ** retriesMade, policy.maxDelayMs);
  return toApiError(error).retryAfterMs ?? backoff;
};
