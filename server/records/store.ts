import type { Db } from '../db/database';
import { nowIso } from '../ids';
import type { DraftRow, RecordRow, StoredDoc, Tombstone } from './model';

interface DraftDbRow {
  id: string;
  parent_id: string;
  json: string;
  revision_id: number;
  created: string;
  updated: string;
}

interface RecordDbRow {
  id: string;
  parent_id: string;
  version_index: number;
  json: string;
  created: string;
  updated: string;
  /** The tombstone's JSON, joined in by {@link findRecord}. */
  tombstone?: string | null;
}

const toDraft = (row: DraftDbRow): DraftRow => ({
  id: row.id,
  parentId: row.parent_id,
  doc: JSON.parse(row.json) as StoredDoc,
  revisionId: row.revision_id,
  created: row.created,
  updated: row.updated,
});

const toRecord = (row: RecordDbRow): RecordRow => ({
  id: row.id,
  parentId: row.parent_id,
  versionIndex: row.version_index,
  doc: JSON.parse(row.json) as StoredDoc,
  created: row.created,
  updated: row.updated,
  ...(row.tombstone ? { tombstone: JSON.parse(row.tombstone) as Tombstone } : {}),
});

/** Published, not deleted: what searches and version lists see. */
const PUBLISHED = 'id NOT IN (SELECT record_id FROM tombstones)';

export const findDraft = (db: Db, id: string): DraftRow | null => {
  const row = db.prepare('SELECT * FROM drafts WHERE id = ?').get(id) as DraftDbRow | undefined;
  return row ? toDraft(row) : null;
};

/** The record, deleted or not (a deleted one has its tombstone). */
export const findRecord = (db: Db, id: string): RecordRow | null => {
  const row = db
    .prepare(
      `SELECT records.*, tombstones.json AS tombstone FROM records
       LEFT JOIN tombstones ON tombstones.record_id = records.id WHERE records.id = ?`,
    )
    .get(id) as RecordDbRow | undefined;
  return row ? toRecord(row) : null;
};

export const insertDraft = (db: Db, id: string, parentId: string, doc: StoredDoc): void => {
  const now = nowIso();
  db.prepare(
    'INSERT INTO drafts (id, parent_id, json, revision_id, created, updated) VALUES (?, ?, ?, 1, ?, ?)',
  ).run(id, parentId, JSON.stringify(doc), now, now);
};

/** Replaces the stored draft and bumps its revision. */
export const updateDraft = (db: Db, id: string, doc: StoredDoc): void => {
  db.prepare(
    'UPDATE drafts SET json = ?, revision_id = revision_id + 1, updated = ? WHERE id = ?',
  ).run(JSON.stringify(doc), nowIso(), id);
};

export const deleteDraftRow = (db: Db, id: string): void => {
  db.prepare('DELETE FROM drafts WHERE id = ?').run(id);
  // The next edit draft starts with its files locked again.
  db.prepare('DELETE FROM unlocked_drafts WHERE record_id = ?').run(id);
};

export const saveRecord = (db: Db, row: Omit<RecordRow, 'updated'>): void => {
  db.prepare(
    `INSERT INTO records (id, parent_id, version_index, json, created, updated)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET json = excluded.json, updated = excluded.updated`,
  ).run(row.id, row.parentId, row.versionIndex, JSON.stringify(row.doc), row.created, nowIso());
};

/** Published versions of a parent, newest (highest index) first; deleted ones left out. */
export const versionsOf = (db: Db, parentId: string): RecordRow[] =>
  (
    db
      .prepare(
        `SELECT * FROM records WHERE parent_id = ? AND ${PUBLISHED} ORDER BY version_index DESC`,
      )
      .all(parentId) as RecordDbRow[]
  ).map(toRecord);

/** The highest version index a parent gave, deleted versions included (0 for none). */
export const lastVersionIndex = (db: Db, parentId: string): number =>
  (
    db
      .prepare('SELECT MAX(version_index) AS last FROM records WHERE parent_id = ?')
      .get(parentId) as { last: number | null }
  ).last ?? 0;

/** Marks the record deleted, leaving its tombstone. */
export const saveTombstone = (db: Db, id: string, tombstone: Tombstone): void => {
  db.prepare('INSERT INTO tombstones (record_id, json) VALUES (?, ?)').run(
    id,
    JSON.stringify(tombstone),
  );
};

/** Moves a record's creation back (the demo's record past the deletion period). */
export const setRecordCreated = (db: Db, id: string, created: string): void => {
  db.prepare('UPDATE records SET created = ? WHERE id = ?').run(created, id);
};

export const draftsOf = (db: Db, parentId: string): DraftRow[] =>
  (db.prepare('SELECT * FROM drafts WHERE parent_id = ?').all(parentId) as DraftDbRow[]).map(
    toDraft,
  );

/**
 * Every published record, newest first, deleted ones left out (search filters them in memory:
 * demo sizes).
 */
export const allRecords = (db: Db): RecordRow[] =>
  (
    db
      .prepare(`SELECT * FROM records WHERE ${PUBLISHED} ORDER BY created DESC`)
      .all() as RecordDbRow[]
  ).map(toRecord);

/** Parents the user owns, oldest first. */
export const ownedParentIds = (db: Db, userId: string): string[] =>
  (
    db.prepare('SELECT id FROM parents WHERE owner_id = ? ORDER BY rowid').all(userId) as {
      id: string;
    }[]
  ).map((row) => row.id);
