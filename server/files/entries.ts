import type { ServerContext } from '../context';
import { findUpload } from './multipartStore';
import { fileEntryJson, fileUrlOf, type FileRow } from './store';

/**
 * A file entry as the files API answers it: a pending multipart file also gets its part links
 * and the parts received so far, which its storage knows (so this waits for it).
 */
export const entryJson = async (ctx: ServerContext, row: FileRow, filesUrl: string) => {
  const upload =
    row.bucket === 'draft' && row.status !== 'completed'
      ? findUpload(ctx.db, row.record_id, row.key)
      : null;
  if (!upload) return fileEntryJson(row, filesUrl);
  const [targets, received] = await Promise.all([
    ctx.multipart.partTargets(upload.upload_id, upload.parts, fileUrlOf(filesUrl, row.key)),
    ctx.multipart.receivedParts(upload.upload_id),
  ]);
  return fileEntryJson(row, filesUrl, { upload, targets, received });
};

export const entriesJson = (ctx: ServerContext, rows: FileRow[], filesUrl: string) =>
  Promise.all(rows.map((row) => entryJson(ctx, row, filesUrl)));
