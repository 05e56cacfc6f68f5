/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import {
  createIndexedDbResumeStore,
  createMemoryResumeStore,
  DEFAULT_RESUME_MAX_AGE_MS,
  type NewResumeRecord,
  type ResumeStore,
} from '../../../src/core/upload';
import { fingerprintOf } from '../../../src/core/upload/fileFingerprint';
import { defaultResumeStore } from '../../../src/core/upload/resumeKeeper';

const FILE_LINK = 'https://files.test/api/records/abc12-34567/draft/files/big.bin';
const DAY = 24 * 60 * 60 * 1000;

const aRecord = (overrides: Partial<NewResumeRecord> = {}): NewResumeRecord => ({
  fileLink: FILE_LINK,
  key: 'big.bin',
  file: { name: 'big.bin', size: 10, lastModified: 1_700_000_000_000, fingerprint: 'ab12' },
  transfer: { parts: 3, partSize: 4 },
  acknowledgedParts: [1],
  ...overrides,
});

/** A database of its own for each test: fake-indexeddb keeps them for the whole file. */
const freshIndexedDb = () => new IDBFactory();

const clock = (start = 1_800_000_000_000) => {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe.each([
  [
    'IndexedDB',
    (now: () => number) =>
      createIndexedDbResumeStore({ indexedDB: freshIndexedDb(), now, log: jest.fn() }),
  ],
  ['memory', (now: () => number) => createMemoryResumeStore(now)],
] as const)('the %s resume store', (_kind, create: (now: () => number) => ResumeStore) => {
  it('keeps a record by file link, stamped with the time it changed', async () => {
    const { now } = clock();
    const store = create(now);
    await store.put(aRecord());
    expect(await store.get(FILE_LINK)).toEqual({ ...aRecord(), updatedAt: now() });
    expect(await store.get(`${FILE_LINK}-other`)).toBeUndefined();
  });

  it('adds acknowledged parts made at once, each once, and restamps the record', async () => {
    const time = clock();
    const store = create(time.now);
    await store.put(aRecord());
    time.advance(1000);
    await Promise.all([2, 3, 3].map((part) => store.acknowledge(FILE_LINK, part)));
    const record = await store.get(FILE_LINK);
    expect(record?.acknowledgedParts.sort()).toEqual([1, 2, 3]);
    expect(record?.updatedAt).toBe(time.now());
  });

  it('acknowledges nothing for a file it does not know, and forgets a deleted one', async () => {
    const store = create(clock().now);
    await store.acknowledge(FILE_LINK, 2);
    expect(await store.get(FILE_LINK)).toBeUndefined();
    await store.put(aRecord());
    await store.delete(FILE_LINK);
    expect(await store.get(FILE_LINK)).toBeUndefined();
  });

  it('hands out copies: changing one read changes nothing stored', async () => {
    const store = create(clock().now);
    await store.put(aRecord());
    const read = await store.get(FILE_LINK);
    read?.acknowledgedParts.push(3);
    expect((await store.get(FILE_LINK))?.acknowledgedParts).toEqual([1]);
  });
});

describe('the IndexedDB resume store across visits', () => {
  it('finds on a later visit what an earlier one stored', async () => {
    const indexedDB = freshIndexedDb();
    const { now } = clock();
    const first = createIndexedDbResumeStore({ indexedDB, now, log: jest.fn() });
    await first.put(aRecord());
    await first.acknowledge(FILE_LINK, 3);
    const later = createIndexedDbResumeStore({ indexedDB, now, log: jest.fn() });
    expect((await later.get(FILE_LINK))?.acknowledgedParts).toEqual([1, 3]);
  });

  it('drops records untouched for longer than the max age (7 days by default) when it opens', async () => {
    const indexedDB = freshIndexedDb();
    const time = clock();
    const first = createIndexedDbResumeStore({ indexedDB, now: time.now, log: jest.fn() });
    await first.put(aRecord({ fileLink: 'old' }));
    time.advance(DAY);
    await first.put(aRecord({ fileLink: 'recent' }));
    time.advance(DEFAULT_RESUME_MAX_AGE_MS - DAY + 1);

    const later = createIndexedDbResumeStore({ indexedDB, now: time.now, log: jest.fn() });
    expect(await later.get('old')).toBeUndefined();
    expect(await later.get('recent')).toEqual(expect.objectContaining({ key: 'big.bin' }));
  });

  it('keeps its records in memory for the page when the database cannot be opened', async () => {
    const log = jest.fn();
    const error = new Error('The operation is insecure.');
    const broken = {
      open: () => {
        throw error;
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbResumeStore({ indexedDB: broken, log });
    await store.put(aRecord());
    await store.acknowledge(FILE_LINK, 2);
    expect((await store.get(FILE_LINK))?.acknowledgedParts).toEqual([1, 2]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'The upload resume database could not be opened; uploads resume on this page only.',
      error,
    );
  });
});

describe("the upload manager's default resume store", () => {
  it("is the page's IndexedDB: what one page stores, the next finds", async () => {
    const first = defaultResumeStore(jest.fn());
    await first.put(aRecord({ fileLink: 'kept across visits' }));
    await first.acknowledge('kept across visits', 2);
    const later = defaultResumeStore(jest.fn());
    expect((await later.get('kept across visits'))?.acknowledgedParts).toEqual([1, 2]);
    await later.delete('kept across visits');
    expect(await defaultResumeStore(jest.fn()).get('kept across visits')).toBeUndefined();
  });

  it('is memory for the page where there is no IndexedDB', async () => {
    const { indexedDB } = globalThis;
    // @ts-expect-error: a runtime without IndexedDB (Node, a worker without it).
    delete globalThis.indexedDB;
    try {
      const store = defaultResumeStore(jest.fn());
      await store.put(aRecord({ fileLink: 'this page only' }));
      expect(await store.get('this page only')).toEqual(
        expect.objectContaining({ key: 'big.bin' }),
      );
      expect(await defaultResumeStore(jest.fn()).get('this page only')).toBeUndefined();
    } finally {
      globalThis.indexedDB = indexedDB;
    }
  });
});

describe('fingerprintOf', () => {
  const MIB = 1024 * 1024;
  const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);

  it('is the SHA-256 of a small file, in hex', async () => {
    expect(await fingerprintOf(new Blob(['abc']))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('reads only the first and the last MiB of a large file', async () => {
    const head = bytes(MIB, 1);
    const tail = bytes(MIB, 3);
    const a = new Blob([head, bytes(MIB, 2), tail]);
    const b = new Blob([head, bytes(MIB, 9), tail]);
    const c = new Blob([head, bytes(MIB, 2), bytes(MIB, 4)]);
    expect(await fingerprintOf(a)).toBe(await fingerprintOf(b));
    expect(await fingerprintOf(a)).not.toBe(await fingerprintOf(c));
  });

  it('is undefined without Web Crypto (a page served over plain HTTP)', async () => {
    const noCrypto = jest.replaceProperty(globalThis, 'crypto', undefined as unknown as Crypto);
    expect(await fingerprintOf(new Blob(['abc']))).toBeUndefined();
    noCrypto.restore();
  });
});
