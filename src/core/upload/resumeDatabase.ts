import type { ResumeRecord, ResumeStore } from './resumeStore';

// The IndexedDB resume store's database (indexedDbResumeStore.ts loads it on first use).
const RESUME_DB_NAME = 'rdm-widgets-uploads';
const RECORDS = 'multipart';
const BY_AGE = 'updatedAt';

const resultOf = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const doneOf = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });

const open = (factory: IDBFactory): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    // Some private modes throw here rather than fail the request.
    const request = factory.open(RESUME_DB_NAME, 1);
    request.onupgradeneeded = () => {
      const records = request.result.createObjectStore(RECORDS, { keyPath: 'fileLink' });
      records.createIndex(BY_AGE, BY_AGE);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the database must not wait for this one.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error(`The database ${RESUME_DB_NAME} is blocked.`));
  });

/** Deletes the records last changed before `before`. */
const dropOlderThan = async (db: IDBDatabase, before: number) => {
  const transaction = db.transaction(RECORDS, 'readwrite');
  const cursor = transaction
    .objectStore(RECORDS)
    .index(BY_AGE)
    .openCursor(IDBKeyRange.upperBound(before, true));
  cursor.onsuccess = () => {
    if (!cursor.result) return;
    cursor.result.delete();
    cursor.result.continue();
  };
  await doneOf(transaction);
};

const overDb = (db: IDBDatabase, now: () => number): ResumeStore => {
  const write = async (change: (records: IDBObjectStore) => void) => {
    const transaction = db.transaction(RECORDS, 'readwrite');
    change(transaction.objectStore(RECORDS));
    await doneOf(transaction);
  };
  return {
    get: async (fileLink) =>
      resultOf<ResumeRecord | undefined>(
        db.transaction(RECORDS).objectStore(RECORDS).get(fileLink),
      ),
    put: (record) => write((records) => records.put({ ...record, updatedAt: now() })),
    acknowledge: (fileLink, part) =>
      // Read and written in one transaction: parts acknowledged together all stay.
      write((records) => {
        const request = records.get(fileLink);
        request.onsuccess = () => {
          const record = request.result as ResumeRecord | undefined;
          if (!record) return;
          const acknowledgedParts = record.acknowledgedParts.includes(part)
            ? record.acknowledgedParts
            : [...record.acknowledgedParts, part];
          records.put({ ...record, acknowledgedParts, updatedAt: now() });
        };
      }),
    delete: (fileLink) => write((records) => records.delete(fileLink)),
  };
};

/** The database opened (created the first time), its records older than `before` dropped. */
export const openResumeDatabase = async (
  indexedDB: IDBFactory,
  { now, before }: { now: () => number; before: number },
): Promise<ResumeStore> => {
  const db = await open(indexedDB);
  await dropOlderThan(db, before);
  return overDb(db, now);
};
