import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { deleteFileRows, fileState } from '../files/store';
import { removeUnusedContents } from '../files/unusedContents';
import { badRequest, forbidden, HttpError, type FieldError } from '../http/errors';
import { newRecordId } from '../ids';
import type { ParentDoc } from '../parentDoc';
import { saveParent } from '../parentStore';
import { deleteRequest, requestsWhere } from '../requests/store';
import { draftFor, reviewOf } from './access';
import { prepareDraft } from './input';
import { defaultDoc, type DraftRow } from './model';
import {
  deleteDraftRow,
  findDraft,
  findRecord,
  insertDraft,
  lastVersionIndex,
  updateDraft,
} from './store';

export interface SavedDraft {
  draft: DraftRow;
  errors: FieldError[];
}

const newParent = (ownerId: string): ParentDoc => ({
  id: newRecordId(),
  access: {
    owned_by: { user: ownerId },
    grants: [],
    settings: {
      allow_user_requests: false,
      allow_guest_requests: false,
      accept_conditions_text: null,
      secret_link_expiration: 0,
    },
  },
  communities: { ids: [] },
  review: null,
});

/**
 * POST /api/records: a new parent and its first draft, saved leniently. A `parent.review`
 * in the body is created at once by `createReview` (given by the caller: requests module).
 */
export const createDraft = (ctx: ServerContext, identity: Identity, body: unknown): SavedDraft => {
  const user = identity.user;
  if (!user) throw forbidden();
  const { doc, errors } = prepareDraft(
    ctx.db,
    body,
    defaultDoc(1),
    { count: 0, pending: 0 },
    ctx.options.apiVersion,
  );
  const parent = newParent(user.id);
  const id = newRecordId();
  ctx.db.transaction(() => {
    saveParent(ctx.db, parent);
    insertDraft(ctx.db, id, parent.id, doc);
  })();
  return { draft: findDraft(ctx.db, id) as DraftRow, errors };
};

/** If-Match: a stale revision is refused (412) instead of overwriting newer edits. */
export const checkRevision = (draft: DraftRow, ifMatch: string | undefined): void => {
  if (!ifMatch) return;
  if (ifMatch.replace(/^W\//, '').replace(/"/g, '') !== String(draft.revisionId)) {
    throw new HttpError(412, 'The draft was changed by someone else: reload it.');
  }
};

/** PUT /api/records/{id}/draft: full replace, saved leniently (review level). */
export const saveDraft = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
  ifMatch?: string,
): SavedDraft => {
  const { draft } = draftFor(ctx.db, identity, id, 'review');
  checkRevision(draft, ifMatch);
  const { doc, errors } = prepareDraft(
    ctx.db,
    body,
    draft.doc,
    fileState(ctx.db, id, 'draft'),
    ctx.options.apiVersion,
  );
  updateDraft(ctx.db, id, doc);
  return { draft: findDraft(ctx.db, id) as DraftRow, errors };
};

/** Deletes a never-published parent with nothing left: its links and closed requests too. */
const deleteEmptyParent = (db: Db, parentId: string, draftId: string): void => {
  // Deleted versions count: their tombstones keep the parent.
  if (lastVersionIndex(db, parentId) > 0) return;
  if (db.prepare('SELECT 1 FROM drafts WHERE parent_id = ?').get(parentId)) return;
  for (const request of requestsWhere(db, 'topic', { recordIds: [draftId] })) {
    deleteRequest(db, request.id);
  }
  db.prepare('DELETE FROM access_links WHERE parent_id = ?').run(parentId);
  db.prepare('DELETE FROM parents WHERE id = ?').run(parentId);
};

/**
 * DELETE /api/records/{id}/draft (curate level): an unpublished draft goes with its files
 * (and its parent when nothing else is left); an edit-draft only drops the edits.
 */
export const deleteDraft = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  ifMatch?: string,
): void => {
  const { draft, parent } = draftFor(ctx.db, identity, id, 'curate');
  checkRevision(draft, ifMatch);
  if (reviewOf(ctx.db, parent)?.status === 'submitted' && !findRecord(ctx.db, id)) {
    throw badRequest(
      'You cannot delete a draft with an open review. Please cancel the review first.',
    );
  }
  const paths = ctx.db.transaction(() => {
    const removed = deleteFileRows(ctx.db, id, 'draft');
    deleteDraftRow(ctx.db, id);
    if (!findRecord(ctx.db, id)) deleteEmptyParent(ctx.db, draft.parentId, id);
    return removed;
  })();
  void removeUnusedContents(ctx, paths);
};
