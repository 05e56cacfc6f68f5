import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import type { FilesQuota, ServerOptions } from '../options';
import { uploadsOf } from './multipartStore';
import { fileRows } from './store';

/**
 * The demo's limits: 40 files (the deposit page says so, and an e2e folder has 30), 10 GB in
 * all and per file. InvenioRDM's defaults are 100 files, 10 GB and 10 GB.
 */
const DEMO_FILES_QUOTA: FilesQuota = {
  maxFiles: 40,
  quotaSize: 10 ** 10,
  maxFileSize: 10 ** 10,
};

export const filesQuotaOf = (options: ServerOptions): FilesQuota =>
  options.filesQuota ?? DEMO_FILES_QUOTA;

/** A draft's limits: the server's, with the bytes an accepted quota increase gave it. */
export const draftFilesQuota = (db: Db, options: ServerOptions, id: string): FilesQuota => {
  const row = db
    .prepare('SELECT quota_size, max_file_size FROM draft_quotas WHERE record_id = ?')
    .get(id) as { quota_size: number; max_file_size: number } | undefined;
  const quota = filesQuotaOf(options);
  return row ? { ...quota, quotaSize: row.quota_size, maxFileSize: row.max_file_size } : quota;
};

/** As InvenioRDM's `set_quota`: the draft's files may take `bytes` in all and per file. */
export const setDraftQuota = (db: Db, id: string, bytes: number): void => {
  db.prepare(
    `INSERT INTO draft_quotas (record_id, quota_size, max_file_size) VALUES (?, ?, ?)
     ON CONFLICT(record_id) DO UPDATE SET quota_size = excluded.quota_size,
       max_file_size = excluded.max_file_size`,
  ).run(id, bytes, bytes);
};

/** invenio-records-resources' answer to FilesCountExceededException. */
const TOO_MANY_FILES =
  'Uploading selected files will result in exceeding the max amount per record.';
/** invenio-files-rest's two file size limiters. */
const QUOTA_EXCEEDED = 'Bucket quota exceeded.';
const FILE_TOO_LARGE = 'Maximum file size exceeded.';

/** The most bytes one content may have now, and why not more (invenio-files-rest's size_limit). */
export interface SizeLimit {
  bytes: number;
  reason: string;
}

/**
 * The bytes a draft's files take: stored contents, and the announced size of multipart files
 * (their storage is reserved at the start). `exceptKey`'s are left out: its content is the one
 * being replaced.
 */
export const usedBytes = (db: Db, id: string, exceptKey?: string): number => {
  const uploads = uploadsOf(db, id);
  return fileRows(db, id, 'draft')
    .filter((row) => row.key !== exceptKey)
    .reduce((sum, row) => sum + (row.size ?? uploads.get(row.key)?.size ?? 0), 0);
};

/** The smaller of the quota left and the largest file, as the bucket's `size_limit`. */
export const sizeLimit = (quota: FilesQuota, used: number): SizeLimit => {
  const left = Math.max(quota.quotaSize - used, 0);
  return left <= quota.maxFileSize
    ? { bytes: left, reason: QUOTA_EXCEEDED }
    : { bytes: quota.maxFileSize, reason: FILE_TOO_LARGE };
};

/** InvenioRDM's FileSizeError: 400 with the limit's reason. */
export const sizeRefusal = (limit: SizeLimit) => badRequest(limit.reason);

/**
 * Refuses files to start (400) that would make the draft hold more than `maxFiles` files or,
 * by their announced sizes, more than its quota.
 */
export const checkRoomFor = (
  db: Db,
  id: string,
  quota: FilesQuota,
  files: { size?: number }[],
): void => {
  if (fileRows(db, id, 'draft').length + files.length > quota.maxFiles) {
    throw badRequest(TOO_MANY_FILES);
  }
  if (files.some(({ size }) => size !== undefined && size > quota.maxFileSize)) {
    throw badRequest(FILE_TOO_LARGE);
  }
  const announced = files.reduce((sum, { size }) => sum + (size ?? 0), 0);
  if (usedBytes(db, id) + announced > quota.quotaSize) throw badRequest(QUOTA_EXCEEDED);
};

/**
 * The body, refused (400, the limit's reason) as soon as it goes past `limit.bytes`: the
 * storage drops what it had written and the rest is not read (the connection is cut). Only a
 * chunked body gets there: one with a `Content-Length` over the limit is refused unread.
 */
export async function* withinLimit(
  body: AsyncIterable<Buffer | string>,
  limit: SizeLimit,
): AsyncGenerator<Buffer> {
  let count = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    count += buffer.length;
    if (count > limit.bytes) throw sizeRefusal(limit);
    yield buffer;
  }
}
