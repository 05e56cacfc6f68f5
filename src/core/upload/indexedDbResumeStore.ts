import { createMemoryResumeStore } from './memoryResumeStore';
import { DEFAULT_RESUME_MAX_AGE_MS } from './resumeStore';
import type { ResumeStore } from './resumeStore';

export interface IndexedDbResumeStoreOptions {
  indexedDB: IDBFactory;
  /** Records untouched for longer are dropped when the database opens (default 7 days). */
  maxAgeMs?: number;
  now?: () => number;
  /** Told when the database cannot be opened (the store then keeps records in memory). */
  log: (message: string, error: unknown) => void;
}

/**
 * The resume store in the browser's IndexedDB (database `rdm-widgets-uploads`, one object
 * store keyed by the file's link). Opened on first use, when old records are dropped; a
 * database that cannot be opened (a private mode) leaves the records in memory for the page.
 */
export const createIndexedDbResumeStore = ({
  indexedDB,
  maxAgeMs = DEFAULT_RESUME_MAX_AGE_MS,
  now = Date.now,
  log,
}: IndexedDbResumeStoreOptions): ResumeStore => {
  let backing: Promise<ResumeStore> | undefined;
  const ready = () =>
    (backing ??= (async () => {
      // Its code loads on first use: only files sent in parts are remembered.
      const { openResumeDatabase } = await import('./resumeDatabase');
      return openResumeDatabase(indexedDB, { now, before: now() - maxAgeMs });
    })().catch((error: unknown) => {
      log(
        'The upload resume database could not be opened; uploads resume on this page only.',
        error,
      );
      return createMemoryResumeStore(now);
    }));
  return {
    get: async (fileLink) => (await ready()).get(fileLink),
    put: async (record) => (await ready()).put(record),
    acknowledge: async (fileLink, part) => (await ready()).acknowledge(fileLink, part),
    delete: async (fileLink) => (await ready()).delete(fileLink),
  };
};
