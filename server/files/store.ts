import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { nowIso } from '../ids';
import type { PartTarget } from './multipartStorage';
import type { UploadRow } from './multipartStore';
import { mimetypeOf } from './storage';

export type Bucket = 'draft' | 'record';

export interface FileRow {
  record_id: string;
  bucket: Bucket;
  key: string;
  status: 'pending' | 'completed' | 'failed';
  size: number | null;
  checksum: string | null;
  mimetype: string | null;
  /** Generated name of the content in the files dir; null until content was uploaded. */
  storage_path: string | null;
  created: string;
  updated: string;
}

export const fileRows = (db: Db, recordId: string, bucket: Bucket): FileRow[] =>
  db
    .prepare('SELECT * FROM files WHERE record_id = ? AND bucket = ? ORDER BY created, rowid')
    .all(recordId, bucket) as FileRow[];

export const findFile = (db: Db, recordId: string, bucket: Bucket, key: string): FileRow | null =>
  (db
    .prepare('SELECT * FROM files WHERE record_id = ? AND bucket = ? AND key = ?')
    .get(recordId, bucket, key) as FileRow | undefined) ?? null;

export const insertFile = (db: Db, row: FileRow): void => {
  db.prepare(
    `INSERT INTO files (record_id, bucket, key, status, size, checksum, mimetype, storage_path,
       created, updated)
     VALUES (@record_id, @bucket, @key, @status, @size, @checksum, @mimetype, @storage_path,
       @created, @updated)`,
  ).run(row);
};

export const updateFile = (
  db: Db,
  row: Pick<FileRow, 'record_id' | 'bucket' | 'key'>,
  changes: Partial<Pick<FileRow, 'status' | 'size' | 'checksum' | 'mimetype' | 'storage_path'>>,
): void => {
  const current = findFile(db, row.record_id, row.bucket, row.key);
  if (!current) return;
  insertOrReplace(db, { ...current, ...changes, updated: nowIso() });
};

const insertOrReplace = (db: Db, row: FileRow): void => {
  db.prepare(
    `INSERT OR REPLACE INTO files (record_id, bucket, key, status, size, checksum, mimetype,
       storage_path, created, updated)
     VALUES (@record_id, @bucket, @key, @status, @size, @checksum, @mimetype, @storage_path,
       @created, @updated)`,
  ).run(row);
};

/** Deletes rows; answers the storage paths they used (removed from disk if now unused). */
export const deleteFileRows = (
  db: Db,
  recordId: string,
  bucket: Bucket,
  key?: string,
): string[] => {
  const rows = key
    ? [findFile(db, recordId, bucket, key)].filter((row): row is FileRow => row !== null)
    : fileRows(db, recordId, bucket);
  const stmt = db.prepare('DELETE FROM files WHERE record_id = ? AND bucket = ? AND key = ?');
  for (const row of rows) stmt.run(recordId, bucket, row.key);
  return rows.flatMap((row) => (row.storage_path ? [row.storage_path] : []));
};

/**
 * Copies all rows of one bucket to another (publish, edit, import). Contents are shared
 * between rows: a content is removed only when no row uses it any more.
 */
export const copyFileRows = (
  db: Db,
  from: { recordId: string; bucket: Bucket },
  to: { recordId: string; bucket: Bucket },
  { completedOnly = false } = {},
): void => {
  for (const row of fileRows(db, from.recordId, from.bucket)) {
    if (completedOnly && row.status !== 'completed') continue;
    insertOrReplace(db, { ...row, record_id: to.recordId, bucket: to.bucket });
  }
};

export const isStorageUsed = (db: Db, storagePath: string): boolean =>
  db.prepare('SELECT 1 FROM files WHERE storage_path = ? LIMIT 1').get(storagePath) !== undefined;

/** A stable UUID-shaped id for the API's `file_id`/`version_id`/`bucket_id`. */
const uuidOf = (...parts: string[]): string => {
  const hex = createHash('md5').update(parts.join('\0')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** A file's own URL in the files list at `filesUrl`. */
export const fileUrlOf = (filesUrl: string, key: string): string =>
  `${filesUrl}/${encodeURIComponent(key)}`;

/** What a pending multipart file's entry shows besides its row. */
export interface MultipartEntryFacts {
  upload: UploadRow;
  /** Where each part goes (`links.parts`); the files API's answers have them. */
  targets?: PartTarget[];
  /** The parts received so far (`transfer.received_parts`, the reference server's own). */
  received?: number[];
}

/** The fields of a file with a content; a multipart file has them from its start. */
const contentFields = (
  row: FileRow,
  content: { checksum: string | null | undefined; size: number; mimetype: string },
) => ({
  ...content,
  file_id: uuidOf('file', row.storage_path ?? row.key),
  version_id: uuidOf('version', row.record_id, row.bucket, row.key),
  bucket_id: uuidOf('bucket', row.record_id, row.bucket),
  storage_class: 'L',
});

/**
 * The file entry as the API answers it; `filesUrl` is the list's own URL. A pending multipart
 * file shows its transfer, its announced size and checksum and no `content` link
 * (docs/reference-server.md#large-files); committed, it is a local file like any other.
 */
export const fileEntryJson = (row: FileRow, filesUrl: string, multipart?: MultipartEntryFacts) => {
  const self = fileUrlOf(filesUrl, row.key);
  const completed = row.status === 'completed';
  const upload = completed ? undefined : multipart?.upload;
  const content = completed
    ? {
        checksum: row.checksum ?? undefined,
        size: row.size ?? 0,
        mimetype: row.mimetype ?? 'application/octet-stream',
      }
    : upload && { checksum: upload.checksum, size: upload.size, mimetype: mimetypeOf(row.key) };
  return {
    key: row.key,
    status: row.status,
    created: row.created,
    updated: row.updated,
    metadata: null,
    ...(content ? contentFields(row, content) : {}),
    transfer: upload
      ? {
          type: 'M',
          parts: upload.parts,
          part_size: upload.part_size,
          ...(multipart?.received ? { received_parts: multipart.received } : {}),
        }
      : { type: 'L' },
    access: { hidden: false },
    links: {
      self,
      ...(!upload ? { content: `${self}/content` } : {}),
      ...(upload && multipart?.targets ? { parts: multipart.targets } : {}),
      ...(row.bucket === 'draft' ? { commit: `${self}/commit` } : {}),
    },
  };
};

export type FileEntryJson = ReturnType<typeof fileEntryJson>;

/** Count and pending count, for validation (files.enabled rules). */
export const fileState = (db: Db, recordId: string, bucket: Bucket) => {
  const rows = fileRows(db, recordId, bucket);
  return { count: rows.length, pending: rows.filter((row) => row.status !== 'completed').length };
};
