import { isAdministrator } from '../auth/administrators';
import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import { filesUnlocked, unlockDraftFiles } from '../files/locks';
import { badRequest, forbidden, notFound, validationError } from '../http/errors';
import type { ServerOptions } from '../options';
import { loadParentOf } from '../parentStore';
import type { RecordRow } from '../records/model';
import { findDraft, findRecord } from '../records/store';
import { newRequestDoc, type RequestDoc, requestsWhere, saveAccepted, withStatus } from './store';

/** invenio-rdm-records' request type (v14, 22.5): unlocks a published record's draft files. */
export const FILE_MODIFICATION = 'file-modification';

/** `FileModificationGracePeriodPolicy`'s days after publication, and `RDM_FILE_MODIFICATION_PERIOD`'s. */
export const DEFAULT_FILE_MODIFICATION_DAYS = { grace: 30, publish: 45 };

/** invenio-rdm-records' refusal of a publish of changed files after the period. */
export const MODIFICATION_PERIOD_PASSED =
  'File modification grace period has passed. Please discard this draft to make any changes.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The payload's optional comment: at least this long (the request type's schema). */
const MIN_COMMENT_LENGTH = 25;

declare module 'fastify' {
  interface FastifyInstance {
    /** Published records and their drafts carry `links.file_modification`. */
    fileModificationOn: boolean;
  }
}

/**
 * Whether the server has file modification (InvenioRDM's `RDM_IMMEDIATE_FILE_MODIFICATION_ENABLED`,
 * on by default for administrators): never in v12 mode.
 */
export const fileModificationOn = (options: ServerOptions): boolean => options.apiVersion !== 'v12';

const periodsOf = (options: ServerOptions) => ({
  grace: options.fileModificationDays?.grace ?? DEFAULT_FILE_MODIFICATION_DAYS.grace,
  publish: options.fileModificationDays?.publish ?? DEFAULT_FILE_MODIFICATION_DAYS.publish,
});

const daysSince = (iso: string) => (Date.now() - Date.parse(iso)) / DAY_MS;

interface Policy {
  id: string;
  description: string;
  /** The user is one the policy speaks of. */
  appliesTo: (userId: string, owner: string | undefined) => boolean;
  /** The record meets its condition. */
  holds: (record: RecordRow) => boolean;
}

/**
 * `RDM_IMMEDIATE_FILE_MODIFICATION_POLICIES`, most specific first: owners within the grace
 * period when the server lets them (`--file-modification`), administrators always.
 */
const policiesOf = (ctx: ServerContext): Policy[] => {
  const { grace } = periodsOf(ctx.options);
  const owners: Policy = {
    id: 'file-modification-grace-period-v1',
    description: `You can edit the files of your records within ${grace} days of publishing.`,
    appliesTo: (userId, owner) => userId === owner,
    holds: (record) => daysSince(record.created) < grace,
  };
  const administrators: Policy = {
    id: 'file-modification-admin-v1',
    description: 'You can edit the files of the record as you are an admin.',
    appliesTo: (userId) => isAdministrator(ctx.db, userId),
    holds: () => true,
  };
  return ctx.options.fileModification ? [owners, administrators] : [administrators];
};

export interface FileModificationVerdict {
  enabled: boolean;
  valid_user: boolean;
  allowed: boolean;
  policy?: { id: string; description: string };
}

/**
 * InvenioRDM's `FileModificationPolicyEvaluator`: on, whether a policy speaks of the user,
 * and the first that allows it. Guests get nothing.
 */
export const evaluateFileModification = (
  ctx: ServerContext,
  identity: Identity,
  record: RecordRow,
): FileModificationVerdict => {
  const userId = identity.user?.id;
  if (!fileModificationOn(ctx.options) || !userId) {
    return { enabled: false, valid_user: false, allowed: false };
  }
  const owner = loadParentOf(ctx.db, record.id)?.access.owned_by.user;
  let validUser = false;
  for (const policy of policiesOf(ctx)) {
    if (!policy.appliesTo(userId, owner)) continue;
    validUser = true;
    if (policy.holds(record)) {
      return {
        enabled: true,
        valid_user: true,
        allowed: true,
        policy: { id: policy.id, description: policy.description },
      };
    }
  }
  return { enabled: true, valid_user: validUser, allowed: false };
};

/**
 * What the deposit page says of it (invenio-app-rdm's `evaluate_file_modification`): the
 * verdict and, when allowed, the policy and the whole days left to publish changed files.
 */
export const fileModificationConfig = (
  ctx: ServerContext,
  identity: Identity,
  record: RecordRow,
) => {
  const verdict = evaluateFileModification(ctx, identity, record);
  const { enabled, valid_user, allowed } = verdict;
  if (!allowed) return { enabled, valid_user, allowed };
  const daysUntil = Math.floor(periodsOf(ctx.options).publish - daysSince(record.created));
  return {
    enabled,
    valid_user,
    allowed,
    fileModification: verdict,
    context: { days_until: daysUntil },
  };
};

/** The optional comment of the payload, checked as the request type's schema does. */
const commentOf = (body: unknown): string | undefined => {
  const comment = (body as { comment?: unknown } | null)?.comment;
  if (comment === undefined || comment === null) return undefined;
  if (typeof comment !== 'string' || comment.length < MIN_COMMENT_LENGTH) {
    throw validationError([
      {
        field: 'payload.comment',
        messages: [`Shorter than minimum length ${MIN_COMMENT_LENGTH}.`],
      },
    ]);
  }
  return comment;
};

/**
 * `POST /api/records/{id}/file-modification`: a `file-modification` request, submitted and, a
 * policy allowing it, accepted by the system at once, which unlocks the edit draft's files.
 * 403 when no policy allows it.
 */
export const modifyFiles = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): RequestDoc => {
  const record = findRecord(ctx.db, id);
  if (!record) throw notFound();
  const verdict = evaluateFileModification(ctx, identity, record);
  if (!verdict.allowed || !verdict.policy || !identity.user) throw forbidden();
  const comment = commentOf(body);
  // The files unlocked are the edit draft's: there must be one.
  if (!findDraft(ctx.db, id)) throw notFound();
  const open = requestsWhere(ctx.db, 'topic', { recordIds: [id] }).some(
    (request) => request.type === FILE_MODIFICATION && request.status === 'submitted',
  );
  if (open) throw badRequest('A file modification request for this record already exists.');
  const title = typeof record.doc.metadata.title === 'string' ? record.doc.metadata.title : '';
  const submitted = newRequestDoc(ctx.db, {
    type: FILE_MODIFICATION,
    title: `File modification request for "${title}"`,
    status: 'submitted',
    created_by: { user: identity.user.id },
    receiver: {},
    topic: { record: id },
    payload: { policy_id: verdict.policy.id, ...(comment ? { comment } : {}) },
  });
  const accepted = withStatus(submitted, 'accepted');
  ctx.db.transaction(() => {
    unlockDraftFiles(ctx.db, id);
    saveAccepted(ctx.db, accepted);
  })();
  return accepted;
};

/**
 * As invenio-rdm-records' files component at publish: unlocked files of a published record are
 * published only within `RDM_FILE_MODIFICATION_PERIOD` of its publication, unless the user may
 * change files anyway (an administrator).
 */
export const refuseLateFileChanges = (ctx: ServerContext, identity: Identity, id: string) => {
  if (!fileModificationOn(ctx.options) || !filesUnlocked(ctx.db, id)) return;
  const record = findRecord(ctx.db, id);
  if (!record || isAdministrator(ctx.db, identity.user?.id)) return;
  if (daysSince(record.created) > periodsOf(ctx.options).publish) {
    throw badRequest(MODIFICATION_PERIOD_PASSED);
  }
};

/**
 * What a deposit page says of an edit draft's files: locked or not and, where the server has
 * file modification, the verdict. Nothing for a draft never published.
 */
export const draftFilesLockConfig = (
  ctx: ServerContext,
  identity: Identity,
  draftId: string,
): { filesLocked?: boolean; fileModification?: ReturnType<typeof fileModificationConfig> } => {
  const record = findRecord(ctx.db, draftId);
  if (!record) return {};
  return {
    filesLocked: !filesUnlocked(ctx.db, draftId),
    ...(fileModificationOn(ctx.options)
      ? { fileModification: fileModificationConfig(ctx, identity, record) }
      : {}),
  };
};
