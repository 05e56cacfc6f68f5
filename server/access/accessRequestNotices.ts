import { findUserById } from '../auth/users';
import type { ServerContext } from '../context';
import type { Urls } from '../http/urls';
import type { RequestDoc } from '../requests/store';
import { acceptedMail, declinedMail } from './accessRequestMails';
import { findLinkById } from './links';

/**
 * Tells whoever asked for access what the owner decided, with the owner's message: an accepted
 * user gets the record's address, an accepted guest their secret link and its expiry.
 */
export const noticeToRequester = async (
  ctx: ServerContext,
  request: RequestDoc,
  message: string | null,
  { ui }: Urls,
): Promise<void> => {
  const userId = request.created_by.user;
  const to = userId ? findUserById(ctx.db, userId)?.email : request.created_by.email;
  if (!to) return;
  const recordUrl = `${ui}/records/${request.topic.record}`;
  if (request.status === 'declined') {
    await ctx.mailer.send(declinedMail(to, request.title, message));
  } else if (request.status === 'accepted') {
    const link = userId ? null : findLinkById(ctx.db, request.payload?.secret_link_id ?? '');
    const access = link
      ? {
          url: `${recordUrl}?${new URLSearchParams({ token: link.token })}`,
          expiresAt: link.expires_at,
          secret: true,
        }
      : { url: recordUrl, secret: false };
    await ctx.mailer.send(acceptedMail(to, request.title, access, message));
  }
};
