import type { Identity } from '../auth/identity';
import { blockingChecks } from '../communities/checks';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { removeUnusedContents } from '../files/unusedContents';
import { copyFileRows, deleteFileRows, fileState } from '../files/store';
import { badRequest, validationError } from '../http/errors';
import { newRecordId, nowIso } from '../ids';
import { v13Option } from '../options';
import { refuseLateFileChanges } from '../requests/fileModification';
import type { ParentDoc } from '../parentDoc';
import { loadParent, saveParent } from '../parentStore';
import { draftFor, recordFor, reviewOf } from './access';
import { draftCheckErrors } from './curation';
import { assertKnownCustomFieldIds, publishErrors } from './input';
import { without, type DraftRow, type RecordRow, type StoredDoc } from './model';
import { mintDoi } from './pids';
import {
  deleteDraftRow,
  draftsOf,
  findDraft,
  findRecord,
  insertDraft,
  lastVersionIndex,
  saveRecord,
  versionsOf,
} from './store';

/** InvenioRDM's answer (400) to a publish the community requirement refuses. */
export const COMMUNITY_REQUIRED = 'Cannot publish without selecting a community.';

export const OPEN_REVIEW =
  'You cannot publish a draft with an open review request. Please cancel the review request first.';

/**
 * Strict validation of a stored draft: 400 with the field errors when anything is wrong,
 * curation checks of severity `error` included (publish, submit and accept all pass here).
 */
export const assertPublishable = (db: Db, draft: DraftRow): void => {
  const errors = [
    ...publishErrors(draft.doc, fileState(db, draft.id, 'draft')),
    ...blockingChecks(draftCheckErrors(db, draft)),
  ];
  if (errors.length > 0) throw validationError(errors);
  assertKnownCustomFieldIds(db, draft.doc);
};

/**
 * Turns the draft into the published record: a DOI is minted when it has none (unless DOIs
 * are optional), with the concept DOI the first time; the draft's files become the record's,
 * the draft goes. Answers the storage paths that may have become
 * unused (remove them once the transaction is over). No permission or review checks here.
 */
export const publishNow = (
  db: Db,
  draft: DraftRow,
  { doiOptional = false }: { doiOptional?: boolean } = {},
): { record: RecordRow; unused: string[] } => {
  const existing = findRecord(db, draft.id);
  const noDoiToMint = Boolean(draft.doc.pids.doi) || doiOptional;
  const doc: StoredDoc = {
    ...draft.doc,
    pids: noDoiToMint ? draft.doc.pids : { ...draft.doc.pids, doi: mintDoi(db) },
    revision_id: (existing?.doc.revision_id ?? 0) + 1,
  };
  const unused = db.transaction(() => {
    mintConceptDoi(db, draft.parentId, doc.pids.doi);
    saveRecord(db, {
      id: draft.id,
      parentId: draft.parentId,
      versionIndex: existing?.versionIndex ?? draft.doc.versions.index,
      doc,
      created: existing?.created ?? nowIso(),
    });
    const replaced = deleteFileRows(db, draft.id, 'record');
    copyFileRows(
      db,
      { recordId: draft.id, bucket: 'draft' },
      { recordId: draft.id, bucket: 'record' },
    );
    const dropped = deleteFileRows(db, draft.id, 'draft');
    deleteDraftRow(db, draft.id);
    return [...replaced, ...dropped];
  })();
  return { record: findRecord(db, draft.id) as RecordRow, unused };
};

/**
 * The concept DOI, shared by every version, is minted with the first DOI the repository
 * registers (as InvenioRDM does with DataCite parent PIDs); a typed external DOI gets none.
 */
const mintConceptDoi = (db: Db, parentId: string, doi: { provider: string } | undefined) => {
  const parent = loadParent(db, parentId);
  if (!parent || parent.pids?.doi || !doi || doi.provider === 'external') return;
  const { identifier, provider } = mintDoi(db);
  saveParent(db, { ...parent, pids: { ...parent.pids, doi: { identifier, provider } } });
};

/** Whether the parent's review blocks a direct publish (created or submitted, first version). */
const hasOpenReview = (db: Db, parent: ParentDoc, draft: DraftRow): boolean => {
  if (draft.doc.versions.index !== 1 || findRecord(db, draft.id)) return false;
  const status = reviewOf(db, parent)?.status;
  return status === 'created' || status === 'submitted';
};

/** POST .../draft/actions/publish (review level); `system` for the demo data's own records. */
export const publishDraft = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  { system = false }: { system?: boolean } = {},
): RecordRow => {
  const { draft, parent } = draftFor(ctx.db, identity, id, 'review');
  if (hasOpenReview(ctx.db, parent, draft)) throw badRequest(OPEN_REVIEW);
  // As InvenioRDM's publish permission: a record must be in a community; the system may bypass.
  const outsideCommunities = parent.communities.ids.length === 0;
  if (v13Option(ctx.options, 'communityRequired') && outsideCommunities && !system) {
    throw badRequest(COMMUNITY_REQUIRED);
  }
  if (!system) refuseLateFileChanges(ctx, identity, id);
  assertPublishable(ctx.db, draft);
  const { record, unused } = publishNow(ctx.db, draft, ctx.options);
  void removeUnusedContents(ctx, unused);
  return record;
};

/** POST /api/records/{id}/draft: the edit-draft of a published record (curate level). */
export const editRecord = (ctx: ServerContext, identity: Identity, id: string): DraftRow => {
  const { record } = recordFor(ctx.db, identity, id, 'curate');
  const existing = findDraft(ctx.db, id);
  if (existing) return existing;
  ctx.db.transaction(() => {
    insertDraft(ctx.db, id, record.parentId, without(record.doc, 'revision_id'));
    copyFileRows(ctx.db, { recordId: id, bucket: 'record' }, { recordId: id, bucket: 'draft' });
  })();
  return findDraft(ctx.db, id) as DraftRow;
};

/**
 * POST /api/records/{id}/versions (curate level): the parent's new-version draft, made from
 * the latest version without publication date, version and DOI, and without files.
 */
export const createNewVersion = (ctx: ServerContext, identity: Identity, id: string): DraftRow => {
  const { record } = recordFor(ctx.db, identity, id, 'curate');
  const pending = draftsOf(ctx.db, record.parentId).find((draft) => !findRecord(ctx.db, draft.id));
  if (pending) return pending;
  const latest = versionsOf(ctx.db, record.parentId)[0] ?? record;
  const source = without(structuredClone(latest.doc), 'revision_id');
  const doc: StoredDoc = {
    ...source,
    metadata: without(source.metadata, 'publication_date', 'version'),
    pids: without(source.pids, 'doi'),
    files: { enabled: source.files.enabled, default_preview: null, order: [] },
    // After the index of a deleted latest version too: indexes are never given twice.
    versions: { index: lastVersionIndex(ctx.db, record.parentId) + 1 },
  };
  const newId = newRecordId();
  insertDraft(ctx.db, newId, record.parentId, doc);
  return findDraft(ctx.db, newId) as DraftRow;
};
