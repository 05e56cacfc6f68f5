import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isoWithOffset, newUuid } from '../ids';
import { digestOf } from './digest';
import type { MultipartStorage } from './multipartStorage';
import { contentPath, isGeneratedName, syncDirectory } from './storage';

/** InvenioRDM's part links of local uploads expire after 14 days. */
const PART_LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const CONTENT = 'content';
const RECEIVED = /^part-(\d+)$/;

const receivedMarker = (part: number) => `part-${part}`;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Multipart uploads on the local disk, as InvenioRDM's generic storage does them: one file of
 * the announced size, each part written in place at its offset, so the parts never take more
 * room than the file. An upload is a directory `<uploadsDir>/<id>/`: `content` holds the bytes
 * and an empty `part-<n>` says part n is there whole (made after its bytes are flushed,
 * removed before they are written again). Completing moves `content` into the files dir.
 */
export const localMultipartStorage = (uploadsDir: string, filesDir: string): MultipartStorage => {
  mkdirSync(uploadsDir, { recursive: true });
  const uploadDir = (uploadId: string) => {
    if (!isGeneratedName(uploadId)) throw new Error(`Bad upload id: ${uploadId}`);
    return join(uploadsDir, uploadId);
  };

  return {
    async init(size) {
      const uploadId = newUuid();
      await mkdir(uploadDir(uploadId));
      const handle = await open(join(uploadDir(uploadId), CONTENT), 'wx');
      try {
        await handle.truncate(size);
      } finally {
        await handle.close();
      }
      return uploadId;
    },

    async partTargets(_uploadId, parts, fileUrl) {
      const expiration = isoWithOffset(new Date(Date.now() + PART_LINK_LIFETIME_MS));
      return Array.from({ length: parts }, (_, index) => ({
        part: index + 1,
        url: `${fileUrl}/content/${index + 1}`,
        expiration,
      }));
    },

    async receivePart(uploadId, { part, offset }, body) {
      const dir = uploadDir(uploadId);
      await rm(join(dir, receivedMarker(part)), { force: true });
      const handle = await open(join(dir, CONTENT), 'r+');
      try {
        let position = offset;
        for await (const chunk of body) {
          const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          await handle.write(buffer, 0, buffer.length, position);
          position += buffer.length;
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
      await (await open(join(dir, receivedMarker(part)), 'w')).close();
      syncDirectory(dir);
    },

    async receivedParts(uploadId) {
      const names = await readdir(uploadDir(uploadId)).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return names
        .map((name) => RECEIVED.exec(name)?.[1])
        .filter((part): part is string => part !== undefined)
        .map(Number)
        .sort((a, b) => a - b);
    },

    async complete(uploadId) {
      const dir = uploadDir(uploadId);
      const digest = await digestOf(createReadStream(join(dir, CONTENT)));
      const storagePath = newUuid();
      await rename(join(dir, CONTENT), contentPath(filesDir, storagePath));
      syncDirectory(filesDir);
      await rm(dir, { recursive: true, force: true });
      return { storagePath, ...digest };
    },

    async abort(uploadId) {
      // Retried: a part still being written may add its marker while the directory goes.
      await rm(uploadDir(uploadId), { recursive: true, force: true, maxRetries: 3 });
    },
  };
};
