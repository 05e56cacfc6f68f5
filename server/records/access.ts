import type { Identity } from '../auth/identity';
import { atLeast, levelOn, type Level } from '../auth/permissions';
import type { Db } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import type { ParentDoc } from '../parentDoc';
import { loadParent } from '../parentStore';
import { findRequest, type RequestDoc } from '../requests/store';
import type { DraftRow, RecordRow, StoredDoc } from './model';
import { findDraft, findRecord } from './store';
import { recordGone } from './tombstone';

export const NOT_REGISTERED = 'The persistent identifier is not registered.';

/** The parent's review request (community submission of a first version), if any. */
export const reviewOf = (db: Db, parent: ParentDoc): RequestDoc | null =>
  parent.review ? findRequest(db, parent.review.id) : null;

/** The community a draft is submitted to (its curators may review it), if under review. */
const reviewingCommunity = (db: Db, parent: ParentDoc): string | null => {
  const review = reviewOf(db, parent);
  return review?.status === 'submitted' ? (review.receiver.community ?? null) : null;
};

export const levelFor = (db: Db, identity: Identity, parent: ParentDoc): Level | null =>
  levelOn(db, identity, parent, { reviewCommunityId: reviewingCommunity(db, parent) });

const parentOrFail = (db: Db, parentId: string): ParentDoc => {
  const parent = loadParent(db, parentId);
  if (!parent) throw notFound();
  return parent;
};

export interface DraftAccess {
  draft: DraftRow;
  parent: ParentDoc;
  level: Level | null;
}

/** The draft with the caller's level, refused (404/403) when it is unknown or not allowed. */
export const draftFor = (db: Db, identity: Identity, id: string, required: Level): DraftAccess => {
  const draft = findDraft(db, id);
  if (!draft) throw notFound();
  const parent = parentOrFail(db, draft.parentId);
  const level = levelFor(db, identity, parent);
  if (!atLeast(level, required)) throw forbidden();
  return { draft, parent, level };
};

export interface RecordAccess {
  record: RecordRow;
  parent: ParentDoc;
  level: Level | null;
}

/** Whether the caller may read a published record's metadata. */
export const canReadRecord = (record: RecordRow, level: Level | null): boolean =>
  record.doc.access.record === 'public' || atLeast(level, 'view');

/**
 * Whether the caller may read a record's or draft's files (InvenioRDM's `read_files`): the
 * listing, the content, and the file details in its JSON. Open files (public, no active
 * embargo) are everyone's who may read the record; restricted ones need `view`.
 */
export const canReadFiles = (access: StoredDoc['access'], level: Level | null): boolean =>
  (access.files === 'public' && !access.embargo?.active) || atLeast(level, 'view');

/**
 * The published record with the caller's level. Unknown → 404; a never-published draft →
 * 404 "not registered"; `required` (default: read access) not met → 403; deleted → 410 with
 * its tombstone (after the permission check, as InvenioRDM's read).
 */
export const recordFor = (
  db: Db,
  identity: Identity,
  id: string,
  required?: Level,
): RecordAccess => {
  const record = findRecord(db, id);
  if (!record) throw findDraft(db, id) ? notFound(NOT_REGISTERED) : notFound();
  const parent = parentOrFail(db, record.parentId);
  const level = levelFor(db, identity, parent);
  const allowed = required ? atLeast(level, required) : canReadRecord(record, level);
  if (!allowed) throw forbidden();
  if (record.tombstone) throw recordGone(record);
  return { record, parent, level };
};
