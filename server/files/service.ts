import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';
import { nowIso } from '../ids';
import { findRecord, versionsOf } from '../records/store';
import { draftForFiles, noFile, pendingFile } from './draftFiles';
import { fileInits } from './fileInits';
import { filesLocked } from './locks';
import { asInterruption } from './interruptions';
import { checkedFileKey } from './keys';
import { abortUpload, commitUpload } from './multipart';
import { checkedPlan, type MultipartPlan } from './multipartPlan';
import { findUpload, insertUpload } from './multipartStore';
import {
  checkRoomFor,
  draftFilesQuota,
  sizeLimit,
  sizeRefusal,
  usedBytes,
  withinLimit,
} from './quota';
import {
  copyFileRows,
  deleteFileRows,
  fileRows,
  findFile,
  insertFile,
  updateFile,
  type FileRow,
} from './store';
import type { StoredContent } from './contentStorage';
import { mimetypeOf } from './storage';
import { removeUnusedContents } from './unusedContents';

export const LOCKED_FILES =
  'Files are locked: the record is published. Create a new version to change its files.';

/**
 * An edit-draft of a published record has a locked bucket until a file modification request
 * unlocks it (docs/reference-server.md#how-it-answers).
 */
const refuseIfLocked = (db: Db, id: string): void => {
  if (filesLocked(db, id)) throw badRequest(LOCKED_FILES);
};

/**
 * A file to create: its key, its size if announced and, when it comes in parts, its plan and
 * announced checksum.
 */
interface NewFile {
  key: string;
  size?: number;
  multipart?: MultipartPlan & { checksum: string | null };
}

/**
 * `POST {draft}/files`: pending files, one request each ("L") or in parts ("M",
 * docs/reference-server.md#large-files). All are created or none: an upload the storage
 * started for a refused list is aborted. The draft's quota is checked before the storage
 * reserves anything, and again as the files are created.
 */
export const initFiles = async (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  body: unknown,
): Promise<void> => {
  const { draft } = draftForFiles(ctx.db, identity, id);
  const inits = fileInits(body, ctx.options.apiVersion ?? 'v13');
  if (!draft.doc.files.enabled) throw badRequest('Files support must be enabled.');
  refuseIfLocked(ctx.db, id);
  const files: NewFile[] = inits.map((init) => {
    const key = checkedFileKey(init.key);
    if (!init.multipart) return { key, size: init.size };
    const plan = checkedPlan(init.multipart);
    return { key, size: plan.size, multipart: { ...plan, checksum: init.multipart.checksum } };
  });
  const quota = draftFilesQuota(ctx.db, ctx.options, id);
  checkRoomFor(ctx.db, id, quota, files);
  const uploadIds = new Map<string, string>();
  for (const file of files) {
    if (file.multipart) uploadIds.set(file.key, await ctx.multipart.init(file.multipart.size));
  }
  try {
    ctx.db.transaction(() => {
      // Another start may have taken room while the storage reserved this one's.
      checkRoomFor(ctx.db, id, quota, files);
      insertNewFiles(ctx.db, id, files, uploadIds);
    })();
  } catch (error) {
    for (const uploadId of uploadIds.values()) await ctx.multipart.abort(uploadId);
    throw error;
  }
};

const insertNewFiles = (
  db: Db,
  id: string,
  files: NewFile[],
  uploadIds: Map<string, string>,
): void => {
  const seen = new Set<string>();
  for (const { key, multipart } of files) {
    if (seen.has(key) || findFile(db, id, 'draft', key)) {
      throw badRequest(`File with key ${key} already exists.`);
    }
    seen.add(key);
    const now = nowIso();
    insertFile(db, {
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
    const uploadId = uploadIds.get(key);
    if (multipart && uploadId) {
      insertUpload(db, {
        record_id: id,
        key,
        upload_id: uploadId,
        ...multipart,
        created: now,
        updated: now,
      });
    }
  }
};

/**
 * Streams the content to its storage. The row only points at the content once it is complete and
 * flushed; an aborted upload leaves the file pending and its earlier state untouched, and a
 * later PUT replaces whatever was there. A content over the draft's quota or the largest file
 * is refused as InvenioRDM refuses it: unread when its `Content-Length` says so, else as soon
 * as it goes over, and nothing of it is kept.
 */
export const putContent = async (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  key: string,
  body: AsyncIterable<Buffer | string>,
  contentLength?: number,
): Promise<FileRow> => {
  pendingFile(ctx.db, identity, id, key);
  if (findUpload(ctx.db, id, key)) {
    throw badRequest('Can not set content for multipart file, use the parts instead.');
  }
  const quota = draftFilesQuota(ctx.db, ctx.options, id);
  const limit = sizeLimit(quota, usedBytes(ctx.db, id, key));
  if (contentLength !== undefined && contentLength > limit.bytes) throw sizeRefusal(limit);
  const stored = await ctx.contents
    .store(withinLimit(body, limit))
    .catch((error: NodeJS.ErrnoException) => {
      throw asInterruption(error);
    });
  // Checked again: the file may have been deleted or committed while the bytes streamed, and
  // other uploads to the draft may have taken the room.
  const row = findFile(ctx.db, id, 'draft', key);
  const now = sizeLimit(quota, usedBytes(ctx.db, id, key));
  if (!row || row.status === 'completed' || stored.size > now.bytes) {
    await removeUnusedContents(ctx, [stored.storagePath]);
    if (!row) throw noFile(id, key);
    throw row.status === 'completed'
      ? badRequest(`File ${key} is already committed.`)
      : sizeRefusal(now);
  }
  updateFile(ctx.db, row, {
    storage_path: stored.storagePath,
    size: stored.size,
    checksum: stored.checksum,
  });
  if (row.storage_path) await removeUnusedContents(ctx, [row.storage_path]);
  return findFile(ctx.db, id, 'draft', key) as FileRow;
};

export const commitFile = async (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  key: string,
): Promise<FileRow> => {
  const row = pendingFile(ctx.db, identity, id, key);
  const upload = findUpload(ctx.db, id, key);
  if (upload) return commitUpload(ctx, identity, row, upload);
  if (!row.storage_path) throw badRequest(`The content of file ${key} has not been uploaded.`);
  updateFile(ctx.db, row, { status: 'completed', mimetype: mimetypeOf(key) });
  return findFile(ctx.db, id, 'draft', key) as FileRow;
};

/** `DELETE {file}`; a multipart upload in progress is aborted first. */
export const deleteFile = async (
  ctx: ServerContext,
  identity: Identity,
  id: string,
  key: string,
): Promise<void> => {
  draftForFiles(ctx.db, identity, id);
  if (!findFile(ctx.db, id, 'draft', key)) throw noFile(id, key);
  refuseIfLocked(ctx.db, id);
  const upload = findUpload(ctx.db, id, key);
  if (upload) await abortUpload(ctx, upload);
  await removeUnusedContents(ctx, deleteFileRows(ctx.db, id, 'draft', key));
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

/**
 * Adds a committed file whose content is stored already (demo seeds only: they store their
 * contents first, then make their rows in one transaction).
 */
export const addCommittedFile = (
  ctx: ServerContext,
  draftId: string,
  key: string,
  stored: StoredContent,
): void => {
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
