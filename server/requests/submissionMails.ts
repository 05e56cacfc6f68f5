import type { FastifyBaseLogger } from 'fastify';
import { findUserById } from '../auth/users';
import { findCommunity } from '../communities/store';
import type { ServerContext } from '../context';
import type { OutgoingMail } from '../mail/mailer';
import type { RequestDoc } from './store';

/** The roles told of a submission, as InvenioRDM's `community-submission.submit` tells them. */
const TOLD_ROLES = ['owner', 'manager', 'curator'];

export const submissionMail = (
  to: string,
  submission: { title: string; community: string; submitter: string; requestUrl: string },
): OutgoingMail => ({
  to,
  subject: `'${submission.title}' was submitted to ${submission.community} for review`,
  text:
    [
      `${submission.submitter} submitted the record '${submission.title}' to your community ${submission.community}.`,
      `Read it, then accept or decline it here:\n${submission.requestUrl}`,
    ].join('\n\n') + '\n',
});

/**
 * Tells each owner, manager and curator of the community that a draft awaits their decision,
 * except whoever submitted it. A lost e-mail is logged: the requests dashboard lists it anyway.
 */
export const tellCurators = async (
  ctx: ServerContext,
  submission: RequestDoc,
  ui: string,
  log: FastifyBaseLogger,
): Promise<void> => {
  const community = findCommunity(ctx.db, submission.receiver.community ?? '');
  const submitterId = submission.created_by.user;
  const submitter = submitterId ? findUserById(ctx.db, submitterId) : null;
  if (!community || !submitter) return;
  const curatorIds = (
    ctx.db
      .prepare(
        `SELECT user_id FROM community_members WHERE community_id = ?
         AND role IN (${TOLD_ROLES.map(() => '?').join(', ')}) ORDER BY rowid`,
      )
      .all(community.id, ...TOLD_ROLES) as { user_id: string }[]
  )
    .map((row) => row.user_id)
    .filter((id) => id !== submitterId);
  const details = {
    title: submission.title,
    community: community.metadata.title,
    submitter: submitter.fullName || submitter.username,
    requestUrl: `${ui}/me/requests/${submission.id}`,
  };
  for (const curatorId of curatorIds) {
    const curator = findUserById(ctx.db, curatorId);
    if (!curator) continue;
    await ctx.mailer
      .send(submissionMail(curator.email, details))
      .catch((error: unknown) => log.warn({ err: error }, 'submission notice not sent'));
  }
};
