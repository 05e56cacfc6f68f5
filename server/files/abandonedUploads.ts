import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isoWithOffset } from '../ids';
import { abortUpload } from './multipart';
import { uploadsToAbort } from './multipartStore';
import { deleteFileRows, findFile } from './store';

const HOUR_MS = 60 * 60 * 1000;

/** How long a multipart upload may go without a part before it is aborted, by default. */
export const DEFAULT_ABANDON_AFTER_MS = 24 * HOUR_MS;

/**
 * Aborts the multipart uploads no part arrived for in `abandonAfterMs`, and those whose draft
 * was deleted; an abandoned upload's pending file goes too, as if the client had deleted it.
 */
export const abortAbandonedUploads = async (
  ctx: ServerContext,
  abandonAfterMs: number,
): Promise<void> => {
  const idleSince = isoWithOffset(new Date(Date.now() - abandonAfterMs));
  for (const upload of uploadsToAbort(ctx.db, idleSince)) {
    await abortUpload(ctx, upload);
    const row = findFile(ctx.db, upload.record_id, 'draft', upload.key);
    if (row?.status === 'pending') deleteFileRows(ctx.db, upload.record_id, 'draft', upload.key);
  }
};

/**
 * Runs {@link abortAbandonedUploads} every `abandonAfterMs` (at most hourly) while the app
 * runs (`multipartAbandonAfterMs`, docs/reference-server.md#large-files). Closing the app
 * stops it, after the sweep under way.
 */
export const registerAbandonedUploadsSweep = (app: FastifyInstance, ctx: ServerContext): void => {
  const abandonAfterMs = ctx.options.multipartAbandonAfterMs ?? DEFAULT_ABANDON_AFTER_MS;
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(
    () => {
      sweeping = sweeping
        .then(() => abortAbandonedUploads(ctx, abandonAfterMs))
        .catch((error: unknown) => app.log.error(error, 'Aborting abandoned uploads failed.'));
    },
    Math.min(abandonAfterMs, HOUR_MS),
  );
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
};
