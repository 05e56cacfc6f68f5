import type { Db } from './db/database';
import type { ParentDoc } from './parentDoc';

/** The parent of a record or draft id (drafts first: a draft-only id has no record). */
export const parentIdOf = (db: Db, recordId: string): string | null => {
  const row = (db.prepare('SELECT parent_id FROM drafts WHERE id = ?').get(recordId) ??
    db.prepare('SELECT parent_id FROM records WHERE id = ?').get(recordId)) as
    { parent_id: string } | undefined;
  return row?.parent_id ?? null;
};

export const loadParent = (db: Db, parentId: string): ParentDoc | null => {
  const row = db.prepare('SELECT json FROM parents WHERE id = ?').get(parentId) as
    { json: string } | undefined;
  return row ? (JSON.parse(row.json) as ParentDoc) : null;
};

export const loadParentOf = (db: Db, recordId: string): ParentDoc | null => {
  const parentId = parentIdOf(db, recordId);
  return parentId ? loadParent(db, parentId) : null;
};

export const saveParent = (db: Db, parent: ParentDoc): void => {
  db.prepare(
    `INSERT INTO parents (id, owner_id, json) VALUES (?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET owner_id = excluded.owner_id, json = excluded.json`,
  ).run(parent.id, parent.access.owned_by.user, JSON.stringify(parent));
};
