import { findUserById } from '../auth/users';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import type { Urls } from '../http/urls';
import { newSecret } from '../ids';
import { escapeHtml } from '../pages/html';
import { loadParentOf } from '../parentStore';
import { findRecord } from '../records/store';
import { addRequestEvent, newRequestDoc, requestsWhere, saveRequest } from '../requests/store';
import type { RequestDoc } from '../requests/store';
import { GUEST_ACCESS_REQUEST } from './acceptAccessRequest';
import { guestRequestSentMail, ownerNoticeMail } from './accessRequestMails';
import { deleteGuestAccessToken, findGuestAccessToken, isExpired } from './guestAccessTokens';

/** What opening a confirmation link did. */
export type Confirmation =
  | { outcome: 'created' | 'existing'; request: RequestDoc }
  | { outcome: 'unknown' | 'expired' | 'closed' };

/** The page where a guest follows their request; its token is their only key to it. */
export const guestRequestUrl = (ui: string, request: RequestDoc): string =>
  `${ui}/access/requests/${request.id}?${new URLSearchParams({
    access_request_token: request.guest_token ?? '',
  })}`;

const openGuestRequest = (db: Db, recordId: string, email: string) =>
  requestsWhere(db, 'topic', { recordIds: [recordId] }).find(
    (existing) =>
      existing.type === GUEST_ACCESS_REQUEST &&
      existing.status === 'submitted' &&
      existing.created_by.email?.toLowerCase() === email.toLowerCase(),
  );

/**
 * Opens a guest's confirmation link: the address is confirmed, so the request is created and
 * sent to the owner, who is e-mailed, as is the guest (with the link to follow it). A second
 * confirmation while a request of the same address is open leads to that one. The link works
 * once, for six hours, and only while the owner still takes guest requests.
 */
export const confirmGuestRequest = async (
  ctx: ServerContext,
  token: string,
  { ui }: Urls,
): Promise<Confirmation> => {
  const { db } = ctx;
  const pending = findGuestAccessToken(db, token);
  if (!pending) return { outcome: 'unknown' };
  deleteGuestAccessToken(db, token);
  if (isExpired(pending)) return { outcome: 'expired' };
  const record = findRecord(db, pending.record_id);
  const parent = loadParentOf(db, pending.record_id);
  if (!record || !parent) return { outcome: 'unknown' };
  if (!parent.access.settings.allow_guest_requests) return { outcome: 'closed' };
  const existing = openGuestRequest(db, record.id, pending.email);
  if (existing) return { outcome: 'existing', request: existing };

  const title = String(record.doc.metadata.title ?? record.id);
  const ownerId = parent.access.owned_by.user;
  const expiration = Number(parent.access.settings.secret_link_expiration) || 0;
  const request = newRequestDoc(db, {
    type: GUEST_ACCESS_REQUEST,
    title,
    status: 'submitted',
    created_by: { email: pending.email },
    receiver: { user: ownerId },
    topic: { record: pending.record_id },
    payload: {
      permission: 'view',
      email: pending.email,
      full_name: pending.full_name,
      consent_to_share_personal_data: pending.consent,
      // The owner's setting when the request was made decides how long the link will work.
      secret_link_expiration: String(expiration),
    },
    guest_token: newSecret(32),
  });
  db.transaction(() => {
    saveRequest(db, request);
    if (pending.message) {
      addRequestEvent(db, request.id, {
        type: 'C',
        // The message is plain text, kept as typed: as the comment's HTML it is escaped.
        payload: { content: escapeHtml(pending.message), format: 'html' },
        created_by: { email: pending.email },
      });
    }
  })();

  const owner = findUserById(db, ownerId);
  const requester = {
    name: pending.full_name,
    email: pending.email,
    consent: pending.consent === 'true',
  };
  // The request stands even if a notice is lost: the owner's dashboard and the guest's
  // confirmation page both show it.
  await Promise.allSettled([
    owner &&
      ctx.mailer.send(
        ownerNoticeMail(
          owner.email,
          title,
          requester,
          pending.message,
          `${ui}/me/requests/${request.id}`,
        ),
      ),
    ctx.mailer.send(guestRequestSentMail(pending.email, title, guestRequestUrl(ui, request))),
  ]);
  return { outcome: 'created', request };
};
