import { toApiError, type ApiFieldError } from '../api/errors';
import type { AccessRequestSettings } from '../model';

/** Whether a visitor may ask for access: yes, after logging in, or not at all. */
export type AccessRequestOpening = 'open' | 'log-in' | 'closed';

/**
 * Who may ask follows the owner's settings (docs/widgets.md#request-access): a logged-in user
 * when user requests are allowed, a guest when guest requests are; a guest whom only users may
 * ask is sent to log in. A record JSON without the settings leaves it to the server.
 */
export const accessRequestOpening = (
  settings: AccessRequestSettings | undefined,
  loggedIn: boolean,
): AccessRequestOpening => {
  if (!settings) return 'open';
  if (loggedIn) return settings.allow_user_requests ? 'open' : 'closed';
  if (settings.allow_guest_requests) return 'open';
  return settings.allow_user_requests ? 'log-in' : 'closed';
};

/**
 * What a refused access request means for the visitor: they asked already (the open request's
 * id), they asked too often, or anything else (the server's message, else the error's own, and
 * its field errors).
 */
export type AccessRequestFailure =
  | { kind: 'duplicate'; requestId: string }
  | { kind: 'rate-limited' }
  | { kind: 'failed'; message: string; fieldErrors: ApiFieldError[] };

/** InvenioRDM's 400 answer to a second request while the first is open. */
const DUPLICATE = /^Identical access requests already exist: (\S+)/;

/** Reads a failed access request as sharingErrorOf reads a failed sharing call. */
export const accessRequestFailureOf = (error: unknown): AccessRequestFailure => {
  const apiError = toApiError(error);
  const duplicate = apiError.status === 400 ? DUPLICATE.exec(apiError.message) : null;
  if (duplicate?.[1]) return { kind: 'duplicate', requestId: duplicate[1] };
  if (apiError.status === 429) return { kind: 'rate-limited' };
  return { kind: 'failed', message: apiError.message, fieldErrors: apiError.fieldErrors };
};
