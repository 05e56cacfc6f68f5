/** @jest-environment node */
// Node's environment: Web Crypto and Blob.arrayBuffer for the fingerprint, which jsdom lacks.
import type { ServerFileEntry } from '../../../src/core/model';
import { createMemoryResumeStore, type ResumeStore } from '../../../src/core/upload';
import { fingerprintOf } from '../../../src/core/upload/fileFingerprint';
import { serverError } from '../../support/upload/errors';
import { FakeFilesApi, fakeFileLinks } from '../../support/upload/fakeFilesApi';
import type { FakeCall } from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

/** Ten bytes cut every 4: parts '0123', '4567' and '89'. */
const TEN_BYTES = '0123456789';
const LAST_MODIFIED = 1_700_000_000_000;
const theFile = (content = TEN_BYTES, lastModified = LAST_MODIFIED) =>
  new File([content], 'big.bin', { lastModified });
const LINKS = fakeFileLinks('big.bin');

const partNumbers = (calls: FakeCall[]) => calls.map((call) => call.part);

/** Waits (real time: the fingerprint is hashed off the main thread) until `check` passes. */
const eventually = async (check: () => void | Promise<void>, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
};

/** The server's entry of big.bin announced in 3 parts of 4 bytes, holding `received`. */
const pendingEntry = (received?: number[]): ServerFileEntry => ({
  key: 'big.bin',
  size: 10,
  status: 'pending',
  transfer: {
    type: 'M',
    parts: 3,
    part_size: 4,
    ...(received && { received_parts: received }),
  },
  links: {
    ...LINKS,
    content: null,
    parts: [1, 2, 3].map((part) => ({ part, url: `${LINKS.self}/content/${part}` })),
  },
});

/**
 * The same entry as the draft printed in the page has it: the record's `files.entries` carry
 * neither the part links nor the parts received (the files API's listing does).
 */
const asPrintedInThePage = ({ transfer, links, ...entry }: ServerFileEntry): ServerFileEntry => ({
  ...entry,
  transfer: { type: 'M', parts: transfer?.parts, part_size: transfer?.part_size },
  links: { self: links.self, commit: links.commit, content: null },
});

/** A resume store that remembers big.bin as an earlier visit left it. */
const storeWithRecord = async (acknowledgedParts: number[], file = theFile()) => {
  const store = createMemoryResumeStore();
  await store.put({
    fileLink: LINKS.self,
    key: 'big.bin',
    file: {
      name: 'big.bin',
      size: 10,
      lastModified: LAST_MODIFIED,
      fingerprint: (await fingerprintOf(file)) as string,
    },
    transfer: { parts: 3, partSize: 4 },
    acknowledgedParts,
  });
  return store;
};

/** A new visit: a manager made from the draft's files, the server holding `held` parts. */
const afterReload = async ({
  received,
  held,
  resumeStore,
}: {
  received?: number[];
  held: number[];
  resumeStore: ResumeStore;
}) => {
  const entry = pendingEntry(received);
  const api = new FakeFilesApi({ entries: [entry] });
  api.parts.set('big.bin', new Map(held.map((part) => [part, new Blob(['x'])])));
  const fakes = managerWithFakes({
    filesApi: api,
    initialEntries: [asPrintedInThePage(entry)],
    multipartUpload: { partSize: 4 },
    progressIntervalMs: 0,
    resumeStore,
  });
  await eventually(() => expect(fakes.entry('big.bin')?.status).toBe('paused'));
  return { ...fakes, api };
};

describe('createUploadManager: resuming after a reload', () => {
  it('shows a file the resume store knows as paused, waiting for the file, with the parts acknowledged', async () => {
    const { entry } = await afterReload({
      received: [1, 3],
      held: [1, 3],
      resumeStore: await storeWithRecord([1]),
    });
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({
        status: 'paused',
        awaitsFile: true,
        size: 10,
        // Part 1, as the store remembers it (the page's entry lists none): 4 of 10 bytes.
        progressPercentage: 40,
      }),
    );
  });

  it('leaves a pending file the resume store does not know pending', async () => {
    const entry = pendingEntry([1]);
    const { entry: entryOf } = managerWithFakes({
      filesApi: new FakeFilesApi({ entries: [entry] }),
      initialEntries: [entry],
      resumeStore: createMemoryResumeStore(),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entryOf('big.bin')?.status).toBe('pending');
  });

  it('sends only the parts the server does not list once the same file is chosen again, then forgets it', async () => {
    const resumeStore = await storeWithRecord([1]);
    const { manager, api, entry } = await afterReload({
      received: [1, 3],
      held: [1, 3],
      resumeStore,
    });
    await manager.add([theFile()]);
    await eventually(() => expect(entry('big.bin')?.status).toBe('finished'));

    expect(api.callsOf('init')).toEqual([]);
    expect(partNumbers(api.callsOf('part'))).toEqual([2]);
    expect(api.callsOf('commit')).toHaveLength(1);
    expect(entry('big.bin')?.notice).toBeUndefined();
    await eventually(async () => expect(await resumeStore.get(LINKS.self)).toBeUndefined());
  });

  it('sends the parts its own record lacks when the server does not list the parts it holds', async () => {
    const { manager, api, entry } = await afterReload({
      held: [1, 2],
      resumeStore: await storeWithRecord([1, 2]),
    });
    expect(entry('big.bin')?.progressPercentage).toBe(80);
    await manager.add([theFile()]);
    await eventually(() => expect(entry('big.bin')?.status).toBe('finished'));
    expect(partNumbers(api.callsOf('part'))).toEqual([3]);
  });

  it('counts the acknowledged parts as done from the start', async () => {
    const { manager, entry } = await afterReload({
      received: [1, 2],
      held: [1, 2],
      resumeStore: await storeWithRecord([1, 2]),
    });
    const seen: number[] = [];
    manager.subscribe(() => seen.push(entry('big.bin')?.progressPercentage ?? -1));
    await manager.add([theFile()]);
    await eventually(() => expect(entry('big.bin')?.status).toBe('finished'));
    expect(seen[0]).toBe(80);
    expect(Math.min(...seen)).toBe(80);
  });

  it.each([
    ['other bytes', theFile('abcdefghij')],
    ['another modification time', theFile(TEN_BYTES, LAST_MODIFIED + 1)],
  ])(
    'uploads a file with %s from the start, deleting the pending entry first, and says why',
    async (_case, other) => {
      const resumeStore = await storeWithRecord([1]);
      const { manager, api, entry } = await afterReload({
        received: [1],
        held: [1],
        resumeStore,
      });
      await manager.add([other]);
      await eventually(() => expect(entry('big.bin')?.status).toBe('finished'));

      expect(api.calls.map(({ kind, part }) => (part ? `${kind} ${part}` : kind))).toEqual([
        'list',
        'delete',
        'init',
        'part 1',
        'part 2',
        'part 3',
        'commit',
      ]);
      expect(entry('big.bin')?.notice).toBe(
        'This is not the file that was paused: it is uploaded from the start.',
      );
      await eventually(async () => expect(await resumeStore.get(LINKS.self)).toBeUndefined());
    },
  );

  it('forgets a paused file that is cancelled, which stays on the server until deleted', async () => {
    const resumeStore = await storeWithRecord([1]);
    const { manager, api, entry } = await afterReload({ received: [1], held: [1], resumeStore });
    manager.cancel('big.bin');
    expect(entry('big.bin')?.status).toBe('cancelled');
    expect(api.calls).toEqual([]);
    await eventually(async () => expect(await resumeStore.get(LINKS.self)).toBeUndefined());
  });

  it('forgets a paused file that is deleted', async () => {
    const resumeStore = await storeWithRecord([1]);
    const { manager, api, entry } = await afterReload({ received: [1], held: [1], resumeStore });
    await manager.remove('big.bin');
    expect(entry('big.bin')).toBeUndefined();
    expect(api.callsOf('delete')).toHaveLength(1);
    await eventually(async () => expect(await resumeStore.get(LINKS.self)).toBeUndefined());
  });
});

describe('createUploadManager: remembering files sent in parts', () => {
  it('remembers the file, its cut and each part the server acknowledges', async () => {
    const resumeStore = createMemoryResumeStore();
    const api = new FakeFilesApi({ auto: { part: false } });
    const { manager } = managerWithFakes({
      filesApi: api,
      multipartUpload: { partSize: 4, partConcurrency: 3 },
      resumeStore,
    });
    const file = theFile();
    await manager.add([file]);
    await eventually(() => expect(api.open('part')).toHaveLength(3));
    api
      .open('part')
      .find((call) => call.part === 2)
      ?.succeed();

    await eventually(async () =>
      expect(await resumeStore.get(LINKS.self)).toEqual(
        expect.objectContaining({
          key: 'big.bin',
          file: {
            name: 'big.bin',
            size: 10,
            lastModified: LAST_MODIFIED,
            fingerprint: await fingerprintOf(file),
          },
          transfer: { parts: 3, partSize: 4 },
          acknowledgedParts: [2],
        }),
      ),
    );
  });

  it('goes on uploading when the resume store fails, and logs it', async () => {
    const failure = new Error('QuotaExceededError');
    const broken: ResumeStore = {
      get: () => Promise.reject(failure),
      put: () => Promise.reject(failure),
      acknowledge: () => Promise.reject(failure),
      delete: () => Promise.reject(failure),
    };
    const { manager, entry, log } = managerWithFakes({
      multipartUpload: { partSize: 4 },
      resumeStore: broken,
    });
    await manager.add([theFile()]);
    await eventually(() => expect(entry('big.bin')?.status).toBe('finished'));
    await eventually(() =>
      expect(log).toHaveBeenCalledWith('The upload resume store failed.', failure),
    );
  });
});

describe('createUploadManager: pause and resume', () => {
  const uploadingInParts = async () => {
    const api = new FakeFilesApi({ auto: { part: false } });
    const fakes = managerWithFakes({
      filesApi: api,
      multipartUpload: { partSize: 4, partConcurrency: 3 },
      progressIntervalMs: 0,
      resumeStore: createMemoryResumeStore(),
    });
    await fakes.manager.add([theFile()]);
    await eventually(() => expect(api.open('part')).toHaveLength(3));
    const openPart = (part: number) => {
      const call = api.open('part').find((item) => item.part === part);
      if (!call) throw new Error(`part ${part} is not under way`);
      return call;
    };
    return { ...fakes, api, openPart };
  };

  it('aborts the parts under way on pause, keeps those acknowledged, and sends only the others on resume', async () => {
    const { manager, api, openPart, entry } = await uploadingInParts();
    openPart(1).succeed();
    await eventually(() => expect(entry('big.bin')?.progressPercentage).toBe(40));
    const underWay = api.open('part');

    manager.pause('big.bin');
    expect(underWay.map((call) => call.signal?.aborted)).toEqual([true, true]);
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({ status: 'paused', progressPercentage: 40 }),
    );
    expect(entry('big.bin')?.awaitsFile).toBeUndefined();

    manager.resume('big.bin');
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({ status: 'uploading', progressPercentage: 40 }),
    );
    await eventually(() => expect(api.open('part')).toHaveLength(2));
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3, 2, 3]);
    [2, 3].forEach((part) => openPart(part).succeed());
    await eventually(() => expect(entry('big.bin')?.status).toBe('finished'));
  });

  it('cancels a paused file with cancelAll, as every unfinished one', async () => {
    const { manager, entry } = await uploadingInParts();
    manager.pause('big.bin');
    manager.cancelAll();
    expect(entry('big.bin')?.status).toBe('cancelled');
  });

  it('frees the queue slot of a paused file for the next one', async () => {
    const api = new FakeFilesApi({ auto: { part: false } });
    const { manager, statuses } = managerWithFakes({
      filesApi: api,
      concurrency: 1,
      multipartUpload: { partSize: 4 },
    });
    await manager.add([theFile(), new File(['x'], 'small.txt')]);
    await eventually(() => expect(api.open('part')).not.toHaveLength(0));
    manager.pause('big.bin');
    await eventually(() =>
      expect(statuses()).toEqual({ 'big.bin': 'paused', 'small.txt': 'finished' }),
    );
  });

  it('does not resume on coming back online a file the user paused', async () => {
    const { manager, api, online, entry } = await uploadingInParts();
    manager.pause('big.bin');
    online.set(false);
    online.set(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entry('big.bin')?.status).toBe('paused');
    expect(api.callsOf('part')).toHaveLength(3);
  });

  it('fails a resumed file whose server entry cannot be read, like any failed step', async () => {
    const { manager, api, entry } = await uploadingInParts();
    manager.pause('big.bin');
    api.failNext('list', serverError(403, 'Forbidden'));
    manager.resume('big.bin');
    await eventually(() =>
      expect(entry('big.bin')).toEqual(
        expect.objectContaining({ status: 'failed', error: 'Forbidden' }),
      ),
    );
  });
});
