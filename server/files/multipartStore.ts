import type { Db } from '../db/database';
import { nowIso } from '../ids';

/** A multipart upload of a draft file (the `multipart_uploads` table). */
export interface UploadRow {
  record_id: string;
  key: string;
  /** The storage's id for the upload. */
  upload_id: string;
  size: number;
  parts: number;
  part_size: number;
  checksum: string | null;
  created: string;
  updated: string;
}

export const insertUpload = (db: Db, row: UploadRow): void => {
  db.prepare(
    `INSERT INTO multipart_uploads (record_id, key, upload_id, size, parts, part_size, checksum,
       created, updated)
     VALUES (@record_id, @key, @upload_id, @size, @parts, @part_size, @checksum, @created,
       @updated)`,
  ).run(row);
};

export const findUpload = (db: Db, recordId: string, key: string): UploadRow | null =>
  (db
    .prepare('SELECT * FROM multipart_uploads WHERE record_id = ? AND key = ?')
    .get(recordId, key) as UploadRow | undefined) ?? null;

/** A draft's uploads by file key. */
export const uploadsOf = (db: Db, recordId: string): Map<string, UploadRow> =>
  new Map(
    (
      db.prepare('SELECT * FROM multipart_uploads WHERE record_id = ?').all(recordId) as UploadRow[]
    ).map((row) => [row.key, row]),
  );

/** Records that a part arrived: the upload is not idle. */
export const touchUpload = (db: Db, uploadId: string): void => {
  db.prepare('UPDATE multipart_uploads SET updated = ? WHERE upload_id = ?').run(
    nowIso(),
    uploadId,
  );
};

export const deleteUpload = (db: Db, uploadId: string): void => {
  db.prepare('DELETE FROM multipart_uploads WHERE upload_id = ?').run(uploadId);
};

/**
 * Uploads to abort: idle since before `idleSince`, or whose file is gone (its draft was
 * deleted).
 */
export const uploadsToAbort = (db: Db, idleSince: string): UploadRow[] =>
  db
    .prepare(
      `SELECT u.* FROM multipart_uploads u
       LEFT JOIN files f ON f.record_id = u.record_id AND f.bucket = 'draft' AND f.key = u.key
       WHERE u.updated < ? OR f.key IS NULL`,
    )
    .all(idleSince) as UploadRow[];
