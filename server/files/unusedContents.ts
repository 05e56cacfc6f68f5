import type { ServerContext } from '../context';
import { isStorageUsed } from './store';

/**
 * Removes the contents no file row uses any more (call after the rows changed). Never fails: a
 * content that could not be removed is logged and stays, unused (it costs room, nothing else).
 * Synchronous callers (publishing, deleting a draft) leave it running; on the disk the
 * contents are gone when it returns all the same.
 */
export const removeUnusedContents = async (
  ctx: ServerContext,
  storagePaths: string[],
): Promise<void> => {
  const unused = [...new Set(storagePaths)].filter((path) => !isStorageUsed(ctx.db, path));
  await Promise.all(
    unused.map((path) =>
      ctx.contents
        .remove(path)
        .catch((error: unknown) =>
          ctx.log.warn({ err: error, path }, 'Removing a content failed.'),
        ),
    ),
  );
};
