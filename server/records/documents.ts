import type { FastifyRequest } from 'fastify';
import { atLeast } from '../auth/permissions';
import type { ServerContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import { urlsFor } from '../http/urls';
import { loadParent } from '../parentStore';
import { canReadRecord, levelFor } from './access';
import { withCheckErrors } from './curation';
import { createNewVersion } from './publish';
import { renderDraft, renderRecord, type View } from './render';
import { recordGone } from './tombstone';
import { draftsOf, findDraft, findRecord, ownedParentIds, versionsOf } from './store';

const EXPAND_VALUES = new Set(['1', 'true']);

/** The view of a request; `expand` from `?expand=1|true` unless forced. */
export const viewOf = (request: FastifyRequest, expand?: boolean): View => {
  const query = request.query as Record<string, unknown> | undefined;
  return {
    urls: urlsFor(request),
    identity: request.identity,
    expand: expand ?? EXPAND_VALUES.has(String(query?.expand ?? '')),
    quotaIncrease: request.server.quotaIncreaseOn,
    recordDeletion: request.server.recordDeletionOn,
    fileModification: request.server.fileModificationOn,
  };
};

/**
 * The API JSON the caller may see for an id, expanded: its draft when one exists and the
 * caller may preview it, else the published record. 404/403 as the API answers.
 */
export const recordOrDraftJson = (ctx: ServerContext, request: FastifyRequest, id: string) => {
  const view = viewOf(request, true);
  const draft = findDraft(ctx.db, id);
  const record = findRecord(ctx.db, id);
  const parentId = draft?.parentId ?? record?.parentId;
  const parent = parentId ? loadParent(ctx.db, parentId) : null;
  if (!parent) throw notFound();
  const level = levelFor(ctx.db, view.identity, parent);
  if (draft && atLeast(level, 'preview')) {
    return renderDraft(ctx.db, view, draft, withCheckErrors(ctx.db, draft));
  }
  if (record && canReadRecord(record, level)) {
    if (record.tombstone) throw recordGone(record);
    return renderRecord(ctx.db, view, record);
  }
  throw forbidden();
};

/**
 * The caller's drafts and records for /me/uploads, newest first: every draft, and each
 * parent's latest published version unless it is being edited (its draft is listed).
 */
export const listUserRecords = (ctx: ServerContext, request: FastifyRequest) => {
  const view = viewOf(request, false);
  const user = view.identity.user;
  if (!user) throw forbidden();
  const items = ownedParentIds(ctx.db, user.id).flatMap((parentId) => {
    const drafts = draftsOf(ctx.db, parentId);
    const latest = versionsOf(ctx.db, parentId)[0];
    const latestEdited = latest && drafts.some((draft) => draft.id === latest.id);
    return [
      ...drafts.map((draft) => renderDraft(ctx.db, view, draft)),
      ...(latest && !latestEdited ? [renderRecord(ctx.db, view, latest)] : []),
    ];
  });
  return items.sort((a, b) => b.updated.localeCompare(a.updated));
};

/** The new-version draft of a record (created, or the existing one), expanded. */
export const newVersion = (ctx: ServerContext, request: FastifyRequest, recordId: string) => {
  const view = viewOf(request, true);
  return renderDraft(ctx.db, view, createNewVersion(ctx, view.identity, recordId));
};
