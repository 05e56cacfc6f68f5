import { useEffect, useState } from 'react';
import type { AccessRequestsApi } from '../../core/api';
import type { AccessRequest } from '../../core/model';

export interface OpenRequestLookup {
  /** Still looking. */
  checking: boolean;
  /** The visitor's open request on the record, or null when there is none (or no answer). */
  request: AccessRequest | null;
}

/**
 * Looks up a logged-in visitor's open request on the record when `enabled`, once: the widget
 * starts afresh for another record or visitor. Unmounting aborts the call and drops its answer.
 */
export const useOpenRequest = (
  api: AccessRequestsApi,
  recordId: string,
  enabled: boolean,
): OpenRequestLookup => {
  const [answer, setAnswer] = useState<{ request: AccessRequest | null } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const settle = (request: AccessRequest | null) => {
      if (!controller.signal.aborted) setAnswer({ request });
    };
    api.findOpenRequest(recordId, { signal: controller.signal }).then(
      settle,
      // Without an answer the form shows: a second request would be refused as a duplicate.
      () => settle(null),
    );
    return () => controller.abort();
  }, [api, recordId, enabled]);

  return {
    checking: enabled && answer === null,
    request: enabled ? (answer?.request ?? null) : null,
  };
};
