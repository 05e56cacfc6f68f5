import type { Db } from '../db/database';
import { findRecord } from '../records/store';

/** The edit draft's files were unlocked (an accepted file modification request). */
export const filesUnlocked = (db: Db, id: string): boolean =>
  db.prepare('SELECT 1 FROM unlocked_drafts WHERE record_id = ?').get(id) !== undefined;

/** As InvenioRDM's `draft.files.unlock()`: the edit draft's files may change until it goes. */
export const unlockDraftFiles = (db: Db, id: string): void => {
  db.prepare('INSERT OR IGNORE INTO unlocked_drafts (record_id) VALUES (?)').run(id);
};

/** The edit draft of a published record keeps the record's files unless they were unlocked. */
export const filesLocked = (db: Db, id: string): boolean =>
  findRecord(db, id) !== null && !filesUnlocked(db, id);
