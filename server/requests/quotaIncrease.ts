import { isAdministrator } from '../auth/administrators';
import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import { badRequest, forbidden, validationError } from '../http/errors';
import { draftFilesQuota, setDraftQuota } from '../files/quota';
import type { ServerOptions } from '../options';
import { loadParentOf } from '../parentStore';
import { draftFor } from '../records/access';
import {
  newRequestDoc,
  type RequestDoc,
  requestsWhere,
  saveAccepted,
  saveRequest,
  withStatus,
} from './store';

/** invenio-rdm-records' request type (v14, 28.2): more room for one draft's files. */
export const QUOTA_INCREASE = 'quota-increase';

/** InvenioRDM counts the asked size in GB of 10⁹ bytes. */
const GB = 10 ** 9;

declare module 'fastify' {
  interface FastifyInstance {
    /** The server offers quota increases: drafts carry `links.quota_increase`. */
    quotaIncreaseOn: boolean;
  }
}

/** Whether the server offers quota increases: an option, and never in v12 mode. */
export const quotaIncreaseOn = (options: ServerOptions): boolean =>
  options.quotaIncrease === true && options.apiVersion !== 'v12';

export const isQuotaIncrease = (request: RequestDoc): boolean => request.type === QUOTA_INCREASE;

/** A draft's open quota increase request, if any. */
export const openQuotaIncrease = (ctx: ServerContext, id: string): RequestDoc | undefined =>
  requestsWhere(ctx.db, 'topic', { recordIds: [id] }).find(
    (request) => isQuotaIncrease(request) && request.status === 'submitted',
  );

/**
 * Who may ask for a draft (InvenioRDM's QuotaIncreasePolicy and QuotaIncreaseAdminPolicy):
 * its owner, or an administrator.
 */
export const mayAskForQuota = (ctx: ServerContext, identity: Identity, owner: string): boolean => {
  const userId = identity.user?.id;
  return !!userId && (userId === owner || isAdministrator(ctx.db, userId));
};

/**
 * What the deposit page says of quota increases (invenio-app-rdm's `quota.quotaIncrease`):
 * on, whether the caller may ask for this draft (anyone logged in on a new upload), and
 * whether asking is allowed now (the administrators decide how much).
 */
export const quotaIncreaseConfig = (ctx: ServerContext, identity: Identity, draftId?: string) => {
  if (!quotaIncreaseOn(ctx.options)) return { enabled: false, valid_user: false, allowed: false };
  const owner = draftId ? loadParentOf(ctx.db, draftId)?.access.owned_by.user : identity.user?.id;
  const validUser = !!owner && mayAskForQuota(ctx, identity, owner);
  return { enabled: true, valid_user: validUser, allowed: validUser };
};

/** The new total asked for, whole GB above the draft's quota now; else a field error. */
const askedSize = (body: unknown, currentBytes: number): string => {
  const size = (body as { quota_size?: unknown } | null)?.quota_size;
  const text = typeof size === 'number' ? String(size) : size;
  if (typeof text !== 'string' || !/^\d+$/.test(text) || Number(text) * GB <= currentBytes) {
    throw validationError([
      {
        field: 'quota_size',
        messages: [`A whole number of GB above the current ${currentBytes / GB} GB.`],
      },
    ]);
  }
  return String(Number(text));
};

/**
 * `POST /api/records/{id}/quota-increase` with `{quota_size}` (the new total, in GB): a
 * submitted `quota-increase` request about the draft, addressed to no one, for the
 * administrators to accept or decline. One open request per draft.
 */
export const askForQuota = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): RequestDoc => {
  const { draft, parent } = draftFor(ctx.db, identity, id, 'preview');
  if (!mayAskForQuota(ctx, identity, parent.access.owned_by.user)) throw forbidden();
  const quota = draftFilesQuota(ctx.db, ctx.options, id);
  const quotaSize = askedSize(body, quota.quotaSize);
  if (openQuotaIncrease(ctx, id)) {
    throw badRequest('A quota increase request for this draft is already open.');
  }
  const title = typeof draft.doc.metadata.title === 'string' ? draft.doc.metadata.title : '';
  const request = newRequestDoc(ctx.db, {
    type: QUOTA_INCREASE,
    title: title ? `Quota increase request for "${title}"` : 'Quota increase request',
    status: 'submitted',
    created_by: { user: identity.user?.id ?? parent.access.owned_by.user },
    receiver: {},
    topic: { record: id },
    payload: { quota_size: quotaSize },
  });
  saveRequest(ctx.db, request);
  return request;
};

/** Accepting gives the draft the asked total, in all and per file (InvenioRDM's AcceptAction). */
export const acceptQuotaIncrease = (ctx: ServerContext, request: RequestDoc): RequestDoc => {
  const accepted = withStatus(request, 'accepted');
  ctx.db.transaction(() => {
    setDraftQuota(ctx.db, request.topic.record, Number(request.payload?.quota_size) * GB);
    saveAccepted(ctx.db, accepted);
  })();
  return accepted;
};
