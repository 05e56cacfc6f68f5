import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { nowIso } from '../ids';
import { draftFor } from '../records/access';
import { findRecord, versionsOf } from '../records/store';
import { checkedFileKey } from './keys';
import {
  copyFileRows,
  deleteFileRows,
  fileRows,
  findFile,
  insertFile,
  isStorageUsed,
  updateFile,
  type FileRow,
} from './store';
import { mimetypeOf, removeContent, storeBufferSync, storeStream } from './storage';

export const LOCKED_FILES =
  'Files are locked: the record is published. Create a new version to change its files.';

const noFile = (id: string, key: string) => notFound(`Record '${id}' has no file '${key}'.`);

/** Removes contents no file row uses any more (call after the rows changed). */
export const removeUnusedContents = (ctx: ServerContext, storagePaths: string[]): void => {
  for (const path of new Set(storagePaths)) {
    if (!isStorageUsed(ctx.db, path)) removeContent(ctx.filesDir, path);
  }
};

/**
 * An edit-draft of a published record has a locked bucket
 * (docs/reference-server.md#how-it-answers).
 */
const refuseIfLocked = (db: Db, id: string): void => {
  if (findRecord(db, id)) throw badRequest(LOCKED_FILES);
};

/** The draft for a file call (review level, as updating the draft). */
const draftForFiles = (db: Db, identity: Identity, id: string) =>
  draftFor(db, identity, id, 'review');

export const initFiles = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): void => {
  const { draft } = draftForFiles(ctx.db, identity, id);
  if (!Array.isArray(body) || body.length === 0) {
    throw badRequest('Expected a non-empty list of files, e.g. [{"key": "data.csv"}].');
  }
  if (!draft.doc.files.enabled) throw badRequest('Files support must be enabled.');
  refuseIfLocked(ctx.db, id);
  const keys = body.map((item: unknown) =>
    checkedFileKey(
      typeof item === 'object' && item !== null ? (item as { key?: unknown }).key : item,
    ),
  );
  ctx.db.transaction(() => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key) || findFile(ctx.db, id, 'draft', key)) {
        throw badRequest(`File with key ${key} already exists.`);
      }
      seen.add(key);
      const now = nowIso();
      insertFile(ctx.db, {
        record_id: id,
        bucket: 'draft',
        key,
        status: 'pending',
        size: null,
        checksum: null,
        mimetype: null,
        storage_path: null,
        created: now,
        updated: now,
      });
    }
  })();
};

/** A pending draft file the caller may change; refuses a committed one. */
const pendingFile = (db: Db, identity: Identity, id: string, key: string): FileRow => {
  draftForFiles(db, identity, id);
  const row = findFile(db, id, 'draft', key);
  if (!row) throw noFile(id, key);
  if (row.status === 'completed') {
    throw badRequest(`File ${key} is already committed: delete it to upload it again.`);
  }
  return row;
};

/**
 * Streams the content to disk. The row only points at the content once it is complete and
 * flushed; an aborted upload leaves the file pending and its earlier state untouched, and a
 * later PUT replaces whatever was there.
 */
export const putContent = async (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  key: string,
  body: AsyncIterable<Buffer | string>,
): Promise<FileRow> => {
  pendingFile(ctx.db, identity, id, key);
  const stored = await storeStream(ctx.filesDir, body).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.message === 'aborted') {
      throw badRequest('The upload was interrupted before the content was complete.');
    }
    throw error;
  });
  // Checked again: the file may have been deleted or committed while the bytes streamed.
  const row = findFile(ctx.db, id, 'draft', key);
  if (!row || row.status === 'completed') {
    removeContent(ctx.filesDir, stored.storagePath);
    throw row ? badRequest(`File ${key} is already committed.`) : noFile(id, key);
  }
  updateFile(ctx.db, row, {
    storage_path: stored.storagePath,
    size: stored.size,
    checksum: stored.checksum,
  });
  if (row.storage_path) removeUnusedContents(ctx, [row.storage_path]);
  return findFile(ctx.db, id, 'draft', key) as FileRow;
};

export const commitFile = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  key: string,
): FileRow => {
  const row = pendingFile(ctx.db, identity, id, key);
  if (!row.storage_path) throw badRequest(`The content of file ${key} has not been uploaded.`);
  updateFile(ctx.db, row, { status: 'completed', mimetype: mimetypeOf(key) });
  return findFile(ctx.db, id, 'draft', key) as FileRow;
};

export const deleteFile = (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  key: string,
): void => {
  draftForFiles(ctx.db, identity, id);
  if (!findFile(ctx.db, id, 'draft', key)) throw noFile(id, key);
  refuseIfLocked(ctx.db, id);
  removeUnusedContents(ctx, deleteFileRows(ctx.db, id, 'draft', key));
};

/** Copies all files of the previous published version into a new-version draft. */
export const importFiles = (ctx: ServerContext, identity: Identity, id: string): void => {
  const { draft } = draftForFiles(ctx.db, identity, id);
  if (findRecord(ctx.db, id)) throw badRequest(LOCKED_FILES);
  const previous = versionsOf(ctx.db, draft.parentId).find(
    (record) => record.versionIndex < draft.doc.versions.index,
  );
  if (!previous) throw badRequest('There is no previous version to import files from.');
  if (!draft.doc.files.enabled) throw badRequest('Files support must be enabled.');
  if (fileRows(ctx.db, id, 'draft').length > 0) throw badRequest('Please remove all files first.');
  if (fileRows(ctx.db, previous.id, 'record').length === 0) {
    throw badRequest('The record has no files.');
  }
  copyFileRows(
    ctx.db,
    { recordId: previous.id, bucket: 'record' },
    { recordId: id, bucket: 'draft' },
    { completedOnly: true },
  );
};

/** Adds a committed file from bytes in memory, synchronously (demo seeds only). */
export const addCommittedFileSync = (
  ctx: ServerContext,
  draftId: string,
  key: string,
  bytes: Buffer,
): void => {
  const stored = storeBufferSync(ctx.filesDir, bytes);
  const now = nowIso();
  insertFile(ctx.db, {
    record_id: draftId,
    bucket: 'draft',
    key: checkedFileKey(key),
    status: 'completed',
    size: stored.size,
    checksum: stored.checksum,
    mimetype: mimetypeOf(key),
    storage_path: stored.storagePath,
    created: now,
    updated: now,
  });
};
