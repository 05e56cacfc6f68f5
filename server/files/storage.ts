import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { newUuid } from '../ids';

/** What storing a content produced. */
export interface StoredContent {
  storagePath: string;
  size: number;
  checksum: string;
}

const PART = '.part';
const GENERATED_NAME = /^[0-9a-f-]{36}$/;

/** Whether a name is one the server generated (a UUID), never one a client chose. */
export const isGeneratedName = (name: string): boolean => GENERATED_NAME.test(name);

/** Only names this module generated ever reach the file system. */
export const contentPath = (filesDir: string, storagePath: string): string => {
  if (!isGeneratedName(storagePath)) throw new Error(`Bad storage name: ${storagePath}`);
  return join(filesDir, storagePath);
};

/** Makes a rename durable: the directory entry is flushed too. */
export const syncDirectory = (dir: string): void => {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/**
 * Streams bytes to a new content file, computing its MD5 on the way (never holding the whole
 * file). Written to `<name>.part`, fsynced, then renamed: a content under its final name is
 * always complete. A failing or aborted stream leaves nothing behind.
 */
export const storeStream = async (
  filesDir: string,
  source: AsyncIterable<Buffer | string>,
): Promise<StoredContent> => {
  const storagePath = newUuid();
  const finalPath = contentPath(filesDir, storagePath);
  const partPath = finalPath + PART;
  const hash = createHash('md5');
  let size = 0;
  const handle = await open(partPath, 'wx');
  try {
    for await (const chunk of source) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(buffer);
      size += buffer.length;
      await handle.write(buffer);
    }
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(partPath, { force: true });
    throw error;
  }
  await rename(partPath, finalPath);
  syncDirectory(filesDir);
  return { storagePath, size, checksum: `md5:${hash.digest('hex')}` };
};

/** The synchronous form for seeds (they run inside a database transaction). */
export const storeBufferSync = (filesDir: string, bytes: Buffer): StoredContent => {
  const storagePath = newUuid();
  const finalPath = contentPath(filesDir, storagePath);
  const fd = openSync(finalPath + PART, 'wx');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(finalPath + PART, finalPath);
  syncDirectory(filesDir);
  const checksum = `md5:${createHash('md5').update(bytes).digest('hex')}`;
  return { storagePath, size: bytes.length, checksum };
};

export const removeContent = (filesDir: string, storagePath: string): void => {
  rmSync(contentPath(filesDir, storagePath), { force: true });
};

/** Leftovers of uploads cut short by a crash: never referenced, safe to remove at start. */
export const removePartialContents = (filesDir: string): void => {
  for (const name of readdirSync(filesDir)) {
    if (name.endsWith(PART)) rmSync(join(filesDir, name), { force: true });
  }
};

const MIMETYPES: Record<string, string> = {
  csv: 'text/csv',
  txt: 'text/plain',
  md: 'text/markdown',
  json: 'application/json',
  xml: 'application/xml',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  py: 'text/x-python',
  ipynb: 'application/x-ipynb+json',
  h5: 'application/x-hdf5',
  nc: 'application/x-netcdf',
};

export const mimetypeOf = (key: string): string =>
  MIMETYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
