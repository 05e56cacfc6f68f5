import { createReadStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { newUuid } from '../ids';
import type { ContentStorage, StoredContent } from './contentStorage';
import { digesting } from './digest';
import { contentPath, syncDirectory } from './storage';

const PART = '.part';

/** Leftovers of uploads cut short by a crash: never referenced, safe to remove at start. */
const removePartialContents = (filesDir: string): void => {
  for (const name of readdirSync(filesDir)) {
    if (name.endsWith(PART)) rmSync(join(filesDir, name), { force: true });
  }
};

/**
 * Streams bytes to a new content file, computing its MD5 on the way. Written to
 * `<name>.part`, fsynced, then renamed: a content under its final name is always complete.
 */
const storeStream = async (
  filesDir: string,
  source: AsyncIterable<Buffer | string>,
): Promise<StoredContent> => {
  const storagePath = newUuid();
  const finalPath = contentPath(filesDir, storagePath);
  const partPath = finalPath + PART;
  const tap = digesting(source);
  const handle = await open(partPath, 'wx');
  try {
    for await (const buffer of tap.chunks) await handle.write(buffer);
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(partPath, { force: true });
    throw error;
  }
  await rename(partPath, finalPath);
  syncDirectory(filesDir);
  return { storagePath, ...tap.digest() };
};

/**
 * Contents as files of the data dir's `files/`, named by UUID (docs/reference-server.md#storage).
 * The server streams downloads itself. Partial files a crash left are removed at start.
 */
export const localContentStorage = (filesDir: string): ContentStorage => {
  mkdirSync(filesDir, { recursive: true });
  removePartialContents(filesDir);
  return {
    store: (source) => storeStream(filesDir, source),
    // Opening errors (a content gone) come as the stream's error, as reading errors do.
    read: async (storagePath) => createReadStream(contentPath(filesDir, storagePath)),
    async remove(storagePath) {
      // Synchronous on purpose: the content is gone when the call returns.
      rmSync(contentPath(filesDir, storagePath), { force: true });
    },
    downloadUrl: async () => null,
  };
};
