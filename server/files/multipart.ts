import type { Identity } from '../auth/identity';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import type { StoredContent } from './contentStorage';
import { draftFile, noFile, pendingFile } from './draftFiles';
import { asInterruption } from './interruptions';
import { missingParts, partLength } from './multipartPlan';
import { deleteUpload, findUpload, touchUpload, type UploadRow } from './multipartStore';
import { mimetypeOf } from './storage';
import { deleteFileRows, findFile, updateFile, type FileRow } from './store';
import { removeUnusedContents } from './unusedContents';

/**
 * A part InvenioRDM's multipart transfer does not take (its TransferException). InvenioRDM
 * answers such a part with 200, the file entry and `errors: "File upload transfer failed."`;
 * the reason (this message) only goes to its log.
 */
export class PartRefused extends Error {}

export const PART_FAILED = 'File upload transfer failed.';

/**
 * The body, refused at its end unless it is exactly `length` bytes. Bytes past `length` are
 * read and dropped, never handed on: the part after this one stays whole, and the client
 * still gets its answer.
 */
async function* exactly(
  body: AsyncIterable<Buffer | string>,
  length: number,
  refusal: string,
): AsyncGenerator<Buffer> {
  let count = 0;
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    count += buffer.length;
    if (count <= length) yield buffer;
  }
  if (count !== length) throw new PartRefused(refusal);
}

/** The size rule of a part: InvenioRDM's for all but the last, the reference server's for it. */
const sizeRefusal = (upload: UploadRow, part: number): string =>
  part < upload.parts
    ? 'Size of this part must be equal to part_size sent in multipart initialization.'
    : `Size of the last part must be ${partLength(upload, part)} bytes: the file size sent in ` +
      'multipart initialization less the other parts.';

/**
 * `PUT {file}/content/{part}`: stores one part at its place, replacing an earlier copy. The
 * size is checked before reading when the client says it (`Content-Length`), and counted
 * anyway.
 */
export const receivePart = async (
  ctx: ServerContext,
  identity: Identity,
  { id, key, part }: { id: string; key: string; part: number },
  body: AsyncIterable<Buffer | string>,
  contentLength: number | undefined,
): Promise<FileRow> => {
  draftFile(ctx.db, identity, id, key);
  const upload = findUpload(ctx.db, id, key);
  if (!upload) throw badRequest(`Transfer type "L" does not support multipart uploads.`);
  const { multipart } = ctx;
  // As invenio-s3, which never takes a part itself: the parts go to their pre-signed links.
  if (!multipart.receivePart) {
    throw badRequest('The parts of this file go straight to the storage: use links.parts.');
  }
  if (part > upload.parts) {
    throw new PartRefused(
      'Part number is higher than total parts sent in multipart initialization.',
    );
  }
  if (part < 1) throw new PartRefused('Part numbers start at 1.');
  const length = partLength(upload, part);
  const refusal = sizeRefusal(upload, part);
  if (contentLength !== undefined && contentLength !== length) throw new PartRefused(refusal);
  const span = { part, offset: (part - 1) * upload.part_size, length };
  const failure = await multipart
    .receivePart(upload.upload_id, span, exactly(body, length, refusal))
    .then(
      () => null,
      (error: NodeJS.ErrnoException) => error,
    );
  // Checked again: the file may have been deleted (so aborted) or committed meanwhile.
  if (findUpload(ctx.db, id, key)?.upload_id !== upload.upload_id) {
    pendingFile(ctx.db, identity, id, key);
    throw badRequest(`File ${key} was started again while this part was sent.`);
  }
  if (failure) throw failure instanceof PartRefused ? failure : asInterruption(failure);
  touchUpload(ctx.db, upload.upload_id);
  return findFile(ctx.db, id, 'draft', key) as FileRow;
};

/** At most this many missing parts are named in the commit's refusal. */
const NAMED_PARTS = 20;

const missingMessage = (key: string, missing: number[]) => {
  const named = missing.slice(0, NAMED_PARTS).join(', ');
  const more = missing.length > NAMED_PARTS ? ` and ${missing.length - NAMED_PARTS} more` : '';
  return `File ${key} is missing parts ${named}${more}: send them before committing.`;
};

/**
 * Parts sent straight to S3 are not counted on the way, so what they made is checked once
 * complete: a file of another size than announced (the size its quota was checked for) is
 * removed, content and all, and refused.
 */
const refuseOtherSize = async (
  ctx: ServerContext,
  row: FileRow,
  upload: UploadRow,
  stored: StoredContent,
): Promise<never> => {
  const { record_id: id, key } = row;
  ctx.db.transaction(() => {
    if (findUpload(ctx.db, id, key)?.upload_id !== upload.upload_id) return;
    deleteUpload(ctx.db, upload.upload_id);
    deleteFileRows(ctx.db, id, 'draft', key);
  })();
  await removeUnusedContents(ctx, [stored.storagePath]);
  throw badRequest(
    `The parts of file ${key} make ${stored.size} bytes, not the ${upload.size} announced: ` +
      'the file was removed, start it again.',
  );
};

/**
 * `POST {file}/commit` of a multipart file: refused (400) while parts are missing, which
 * InvenioRDM does not check on its local storage; else the parts become the file's content,
 * its MD5 computed as for a one-request upload.
 */
export const commitUpload = async (
  ctx: ServerContext,
  identity: Identity,
  row: FileRow,
  upload: UploadRow,
): Promise<FileRow> => {
  const { record_id: id, key } = row;
  const missing = missingParts(upload, await ctx.multipart.receivedParts(upload.upload_id));
  if (missing.length > 0) throw badRequest(missingMessage(key, missing));
  const stored = await ctx.multipart.complete(upload.upload_id).catch((error: unknown) => {
    // A commit or a delete that came first answers as it would have after it.
    pendingFile(ctx.db, identity, id, key);
    throw error;
  });
  if (stored.size !== upload.size) return refuseOtherSize(ctx, row, upload, stored);
  const committed = ctx.db.transaction(() => {
    if (findUpload(ctx.db, id, key)?.upload_id !== upload.upload_id) return false;
    deleteUpload(ctx.db, upload.upload_id);
    updateFile(ctx.db, row, {
      status: 'completed',
      storage_path: stored.storagePath,
      size: stored.size,
      checksum: stored.checksum,
      mimetype: mimetypeOf(key),
    });
    return true;
  })();
  if (!committed) {
    await removeUnusedContents(ctx, [stored.storagePath]);
    throw noFile(id, key);
  }
  return findFile(ctx.db, id, 'draft', key) as FileRow;
};

/** Drops an upload and what it received (its file row is the caller's). */
export const abortUpload = async (ctx: ServerContext, upload: UploadRow): Promise<void> => {
  await ctx.multipart.abort(upload.upload_id);
  deleteUpload(ctx.db, upload.upload_id);
};
