import type { MultipartTransfer } from '../model';
import { fingerprintOf } from './fileFingerprint';
import { createIndexedDbResumeStore } from './indexedDbResumeStore';
import { createMemoryResumeStore } from './memoryResumeStore';
import type { ResumeRecord, ResumeStore } from './resumeStore';

/**
 * The resume store as the manager uses it: writes for one file are made in order, and nothing
 * rejects (a failure is logged) or holds up an upload, which only waits to read.
 */
export interface ResumeKeeper {
  /** The file's record; undefined when there is none or the store failed. */
  recall(fileLink: string): Promise<ResumeRecord | undefined>;
  /**
   * Remembers a file whose parts are being sent, with the parts acknowledged by then; not
   * when no fingerprint can be made.
   */
  remember(
    fileLink: string,
    key: string,
    file: File,
    transfer: MultipartTransfer,
    acknowledged: () => Iterable<number>,
  ): void;
  acknowledge(fileLink: string, part: number): void;
  forget(fileLink: string): void;
}

/** IndexedDB where the environment has it, else memory (Node, tests). */
export const defaultResumeStore = (log: (message: string, error: unknown) => void): ResumeStore =>
  typeof indexedDB === 'undefined'
    ? createMemoryResumeStore()
    : createIndexedDbResumeStore({ indexedDB, log });

export const createResumeKeeper = (
  store: ResumeStore,
  log: (message: string, error: unknown) => void,
): ResumeKeeper => {
  const queues = new Map<string, Promise<void>>();
  const inOrder = (fileLink: string, write: () => Promise<void>) => {
    const next = (queues.get(fileLink) ?? Promise.resolve())
      .then(write)
      .catch((error: unknown) => log('The upload resume store failed.', error))
      .finally(() => {
        if (queues.get(fileLink) === next) queues.delete(fileLink);
      });
    queues.set(fileLink, next);
  };

  return {
    async recall(fileLink) {
      try {
        await queues.get(fileLink);
        return await store.get(fileLink);
      } catch (error) {
        log('The upload resume store failed.', error);
        return undefined;
      }
    },
    remember(fileLink, key, file, transfer, acknowledged) {
      inOrder(fileLink, async () => {
        const fingerprint = await fingerprintOf(file);
        if (fingerprint === undefined) return;
        await store.put({
          fileLink,
          key,
          file: { name: file.name, size: file.size, lastModified: file.lastModified, fingerprint },
          transfer: { parts: transfer.parts, partSize: transfer.part_size },
          acknowledgedParts: [...acknowledged()],
        });
      });
    },
    acknowledge(fileLink, part) {
      inOrder(fileLink, () => store.acknowledge(fileLink, part));
    },
    forget(fileLink) {
      inOrder(fileLink, () => store.delete(fileLink));
    },
  };
};
