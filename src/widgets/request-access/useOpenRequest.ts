import { useEffect, useState } from 'react';
import type { AccessRequestsApi } from '../../core/api';
import type { AccessRequest } from '../../core/model';

export interface OpenRequestLookup {
  /** Still looking. */
  checking: boolean;
  /** The visitor's open request on the record, or null when there is none (or no answer). */
  request: AccessRequest | null;
}

interface Answer {
  recordId: string;
  request: AccessRequest | null;
}

/**
 * Looks up a logged-in visitor's open request on the record when `enabled`. Unmounting (or
 * another record) aborts the call, and its late answer is dropped.
 */
export const useOpenRequest = (
  api: AccessRequestsApi,
  recordId: string,
  enabled: boolean,
): OpenRequestLookup => {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const settle = (request: AccessRequest | null) => {
      if (!controller.signal.aborted) setAnswer({ recordId, request });
    };
    api.findOpenRequest(recordId, { signal: controller.signal }).then(
      settle,
      // Without an answer the form shows: a second request would be refused as a duplicate.
      () => settle(null),
    );
    return () => controller.abort();
  }, [api, recordId, enabled]);

  const current = enabled && answer?.recordId === recordId ? answer : null;
  return { checking: enabled && current === null, request: current?.request ?? null };
};
