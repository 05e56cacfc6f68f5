import { useRef, useState } from 'react';
import type { AccessRequestsApi } from '../../core/api';
import type {
  AccessRequest,
  AccessRequestResult,
  NewAccessRequest,
  RequestableRecord,
} from '../../core/model';
import { accessRequestFailureOf, isCancelled, type AccessRequestFailure } from '../../core/rules';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

/** A refusal the form shows; an earlier request already open is shown as pending instead. */
export type ShownFailure = Exclude<AccessRequestFailure, { kind: 'duplicate' }>;

/** Where sending stands. */
export type Submission =
  | { step: 'editing' }
  | { step: 'sending' }
  | { step: 'failed'; failure: ShownFailure }
  | { step: 'sent'; result: AccessRequestResult }
  /** The visitor had asked before; the request when it could be read. */
  | { step: 'pending'; request: AccessRequest | null };

/** The earlier request, to link to; without it the pending sentence still stands. */
const readOrNull = async (
  api: AccessRequestsApi,
  requestId: string,
  signal: AbortSignal,
): Promise<AccessRequest | null> => {
  try {
    return await api.readRequest(requestId, { signal });
  } catch {
    return null;
  }
};

/** Sends the request and follows the answer; a call cut short by unmounting changes nothing. */
export const useRequestSubmission = (
  api: AccessRequestsApi,
  record: RequestableRecord,
  onSent?: (result: AccessRequestResult) => void,
) => {
  const [submission, setSubmission] = useState<Submission>({ step: 'editing' });
  const unmountSignal = useUnmountSignal();
  // A second Enter before the first answer sends nothing more.
  const sending = useRef(false);

  const send = async (request: NewAccessRequest) => {
    if (sending.current) return;
    sending.current = true;
    const signal = unmountSignal();
    setSubmission({ step: 'sending' });
    try {
      const result = await api.requestAccess(record, request, { signal });
      if (signal.aborted) return;
      setSubmission({ step: 'sent', result });
      onSent?.(result);
    } catch (error) {
      if (signal.aborted || isCancelled(error)) return;
      const failure = accessRequestFailureOf(error);
      if (failure.kind === 'duplicate') {
        const earlier = await readOrNull(api, failure.requestId, signal);
        if (!signal.aborted) setSubmission({ step: 'pending', request: earlier });
      } else {
        setSubmission({ step: 'failed', failure });
      }
    } finally {
      sending.current = false;
    }
  };

  return { submission, send };
};
