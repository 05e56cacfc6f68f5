import { useCallback, useEffect, useState } from 'react';
import type { QuotaDraft, QuotaRequest, QuotaRequestsApi } from '../../core/api/quotaRequests';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

export interface QuotaRequests {
  /** The draft's requests awaiting a decision (none until looked up, or when that failed). */
  pending: readonly QuotaRequest[];
  /** Sends a request; rejects when it was not sent whole. */
  ask: (quotaSize: string, reason: string) => Promise<void>;
}

/**
 * The draft's open quota increase requests, looked up once `active` (the uploader offers more
 * storage), and asking for one. A lookup that fails shows none: the offer still stands.
 */
export const useQuotaRequests = (
  api: QuotaRequestsApi | undefined,
  draft: QuotaDraft,
  active: boolean,
): QuotaRequests => {
  const [pending, setPending] = useState<readonly QuotaRequest[]>([]);
  const unmountSignal = useUnmountSignal();
  const { quota_increase: askLink, requests: requestsLink } = draft.links;

  const lookUp = useCallback(
    (signal: AbortSignal) =>
      api
        ?.openRequests({ links: { requests: requestsLink } }, { signal })
        .then((found) => {
          if (!signal.aborted) setPending(found);
        })
        .catch(() => undefined),
    [api, requestsLink],
  );

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    void lookUp(controller.signal);
    return () => controller.abort();
  }, [active, lookUp]);

  const ask = async (quotaSize: string, reason: string) => {
    if (!api) return;
    const signal = unmountSignal();
    try {
      const request = await api.ask({ links: { quota_increase: askLink } }, quotaSize, reason, {
        signal,
      });
      setPending((current) => [request, ...current]);
    } catch (error) {
      // The request may exist without its reason: show what the server has.
      await lookUp(signal);
      throw error;
    }
  };

  return { pending, ask };
};
