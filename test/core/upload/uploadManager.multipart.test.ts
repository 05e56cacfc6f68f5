import type { FilePartLink } from '../../../src/core/model';
import { networkError, serverError } from '../../support/upload/errors';
import { FAKE_FILES_LINK, FakeFilesApi, fakeFileLinks } from '../../support/upload/fakeFilesApi';
import type { FakeCall } from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Ten bytes that say where they are: cut every 4 bytes, '0123', '4567' and '89'. */
const TEN_BYTES = '0123456789';
const aFileOf = (name: string, content: string) => new File([content], name);

const textOf = (blob: Blob | undefined): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob ?? new Blob());
  });

const partNumbers = (calls: FakeCall[]) => calls.map((call) => call.part);

/** Parts of 4 bytes (so a 10-byte file goes in 3), the part calls answered by the test. */
const uploadingInParts = async (options: Parameters<typeof managerWithFakes>[0] = {}) => {
  const api = new FakeFilesApi({ auto: { part: false } });
  const fakes = managerWithFakes({
    filesApi: api,
    multipartUpload: { partSize: 4, partConcurrency: 3 },
    ...options,
  });
  await fakes.manager.add([aFileOf('big.bin', TEN_BYTES)]);
  await settle();
  const openPart = (part: number) => {
    const call = api.open('part').find((item) => item.part === part);
    if (!call) throw new Error(`part ${part} is not under way`);
    return call;
  };
  return { ...fakes, api, openPart };
};

describe('createUploadManager: files sent in parts', () => {
  it('announces a large file with its size and parts, sends each slice and commits after the last', async () => {
    const { manager, api, entry, notifier } = managerWithFakes({
      multipartUpload: { partSize: 4 },
    });
    await manager.add([aFileOf('big.bin', TEN_BYTES)]);
    await settle();

    expect(api.callsOf('init')[0]?.announced).toEqual([
      { key: 'big.bin', size: 10, transfer: { type: 'M', parts: 3, part_size: 4 } },
    ]);
    expect(api.calls.map(({ kind, part }) => (part ? `${kind} ${part}` : kind))).toEqual([
      'init',
      'part 1',
      'part 2',
      'part 3',
      'commit',
    ]);
    const received = api.parts.get('big.bin');
    const contents = await Promise.all([1, 2, 3].map((part) => textOf(received?.get(part))));
    expect(contents).toEqual(['0123', '4567', '89']);
    expect(api.callsOf('part').map((call) => call.url)).toEqual(
      [1, 2, 3].map((part) => `${fakeFileLinks('big.bin').self}/content/${part}`),
    );
    // The files link tells the client which part URLs are the repository's own.
    expect(api.callsOf('part').map((call) => call.repositoryLink)).toEqual(
      [1, 2, 3].map(() => FAKE_FILES_LINK),
    );
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({ status: 'finished', size: 10, progressPercentage: 100 }),
    );
    expect(entry('big.bin')?.links.parts).toBeUndefined();
    expect(notifier.events.filter((event) => event.startsWith('part'))).toEqual([
      'part big.bin 1/3 of 4',
      'part big.bin 2/3 of 4',
      'part big.bin 3/3 of 4',
    ]);
  });

  it('commits only once every part is acknowledged, whatever their order', async () => {
    const { api, openPart, statuses } = await uploadingInParts();
    openPart(3).succeed();
    openPart(1).succeed();
    await settle();
    expect(api.callsOf('commit')).toEqual([]);
    openPart(2).succeed();
    await settle();
    expect(api.callsOf('commit')).toHaveLength(1);
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
  });

  it.each([
    ['at the part size, by default the threshold', { partSize: 10 }],
    ['at or below a threshold of its own', { partSize: 4, threshold: 10 }],
  ])('sends a file %s in one request', async (_case, multipartUpload) => {
    const { manager, api, statuses } = managerWithFakes({ multipartUpload });
    await manager.add([aFileOf('small.bin', TEN_BYTES)]);
    await settle();
    expect(api.callsOf('init')[0]?.announced).toEqual([{ key: 'small.bin' }]);
    expect(api.calls.map(({ kind }) => kind)).toEqual(['init', 'content', 'commit']);
    expect(statuses()).toEqual({ 'small.bin': 'finished' });
  });

  it('sends every file in one request while multipart uploads are off', async () => {
    const { manager, api } = managerWithFakes();
    await manager.add([aFileOf('big.bin', TEN_BYTES.repeat(1000))]);
    await settle();
    expect(api.callsOf('init')[0]?.announced).toEqual([{ key: 'big.bin' }]);
    expect(api.callsOf('part')).toEqual([]);
  });

  it('sends the file in one request when the answer has no part links (a server without multipart)', async () => {
    const api = new FakeFilesApi({ multipart: false });
    const { manager, statuses } = managerWithFakes({
      filesApi: api,
      multipartUpload: { partSize: 4 },
    });
    const file = aFileOf('big.bin', TEN_BYTES);
    await manager.add([file]);
    await settle();
    expect(api.callsOf('init')[0]?.announced?.[0]?.transfer).toEqual({
      type: 'M',
      parts: 3,
      part_size: 4,
    });
    expect(api.calls.map(({ kind }) => kind)).toEqual(['init', 'content', 'commit']);
    expect(api.callsOf('content')[0]?.file).toBe(file);
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
  });

  it('announces the file again without a transfer when the server refuses the key (InvenioRDM v12)', async () => {
    const api = new FakeFilesApi({ multipart: 'refused' });
    const { manager, statuses } = managerWithFakes({
      filesApi: api,
      multipartUpload: { partSize: 4 },
    });
    await manager.add([aFileOf('big.bin', TEN_BYTES)]);
    await settle();
    expect(api.callsOf('init').map((call) => call.announced)).toEqual([
      [{ key: 'big.bin', size: 10, transfer: { type: 'M', parts: 3, part_size: 4 } }],
      [{ key: 'big.bin' }],
    ]);
    expect(api.calls.map(({ kind }) => kind)).toEqual(['init', 'init', 'content', 'commit']);
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
  });

  it('never has more than partConcurrency parts under way, and starts them in order', async () => {
    const api = new FakeFilesApi({ auto: { part: false } });
    const { manager, statuses } = managerWithFakes({
      filesApi: api,
      multipartUpload: { partSize: 2, partConcurrency: 3 },
    });
    await manager.add([aFileOf('big.bin', '0123456789abcdef')]);
    await settle();

    let peak = 0;
    while (api.open('part').length > 0) {
      peak = Math.max(peak, api.open('part').length);
      api.open('part')[0]?.succeed();
      await settle();
    }
    expect(peak).toBe(3);
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
  });

  it('raises the part size so that no file needs more than 10,000 parts', async () => {
    const { manager, api, entry } = managerWithFakes({ multipartUpload: { partSize: 1 } });
    await manager.add([aFileOf('many.bin', 'x'.repeat(25_001))]);
    await jest.advanceTimersByTimeAsync(10);

    expect(api.callsOf('init')[0]?.announced?.[0]?.transfer).toEqual({
      type: 'M',
      parts: 8334,
      part_size: 3,
    });
    const sizes = [...(api.parts.get('many.bin')?.values() ?? [])].map((part) => part.size);
    expect(sizes).toHaveLength(8334);
    expect(new Set(sizes.slice(0, -1))).toEqual(new Set([3]));
    expect(sizes.at(-1)).toBe(2);
    expect(entry('many.bin')).toEqual(
      expect.objectContaining({ status: 'finished', size: 25_001 }),
    );
  });
});

describe('createUploadManager: failed parts', () => {
  it('sends only the failed part again after a 500, while the others go on', async () => {
    const { api, openPart, entry, log, statuses } = await uploadingInParts();
    const error = serverError(500, 'Internal error');
    openPart(2).fail(error);
    openPart(1).succeed();
    openPart(3).succeed();
    await settle();
    expect(entry('big.bin')).toEqual(expect.objectContaining({ status: 'uploading', retries: 1 }));
    expect(log).toHaveBeenCalledWith("Uploading part 2 of the file 'big.bin' failed.", error);

    await jest.advanceTimersByTimeAsync(1000);
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3, 2]);
    openPart(2).succeed();
    await settle();
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
    expect(await textOf(api.parts.get('big.bin')?.get(2))).toBe('4567');
  });

  it('sends only the failed part again after a dropped connection', async () => {
    const { api, openPart, statuses } = await uploadingInParts();
    openPart(1).fail(networkError());
    openPart(2).succeed();
    await jest.advanceTimersByTimeAsync(1000);
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3, 1]);
    openPart(1).succeed();
    openPart(3).succeed();
    await settle();
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
  });

  it('pauses a file in parts when the browser goes offline and sends only the missing parts when it is back', async () => {
    const { api, online, openPart, entry } = await uploadingInParts({ retry: { tries: 1 } });
    openPart(1).succeed();
    await settle();
    const underWay = api.open('part');
    online.set(false);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(underWay.map((call) => call.signal?.aborted)).toEqual([true, true]);
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3]);
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({ status: 'paused', progressPercentage: 40, retries: 0 }),
    );

    online.set(true);
    await settle();
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3, 2, 3]);
    [2, 3].forEach((part) => openPart(part).succeed());
    await settle();
    expect(entry('big.bin')).toEqual(expect.objectContaining({ status: 'finished', retries: 0 }));
  });

  it('fails the file once a part has used up its tries, aborting the parts under way', async () => {
    const { api, openPart, entry, notifier } = await uploadingInParts();
    openPart(1).succeed();
    for (const wait of [1000, 2000]) {
      openPart(2).fail(serverError(503, 'Unavailable'));
      await jest.advanceTimersByTimeAsync(wait);
    }
    const underWay = openPart(3);
    openPart(2).fail(serverError(503, 'Unavailable'));
    await settle();

    expect(entry('big.bin')).toEqual(
      expect.objectContaining({ status: 'failed', error: 'Unavailable', retries: 2 }),
    );
    expect(underWay.signal?.aborted).toBe(true);
    expect(api.callsOf('commit')).toEqual([]);
    expect(notifier.events).toContain('failed big.bin Unavailable');
  });

  it('fails the file at once when a part is refused (a 4xx is not retried)', async () => {
    const { api, openPart, entry } = await uploadingInParts();
    openPart(1).fail(serverError(400, 'Size of this part must be equal to part_size.'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3]);
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({
        status: 'failed',
        error: 'Size of this part must be equal to part_size.',
      }),
    );
  });
});

describe('createUploadManager: progress of parts', () => {
  it('counts the acknowledged parts and those under way, never going back, up to the whole file', async () => {
    const { api, openPart, entry, manager } = await uploadingInParts({ progressIntervalMs: 0 });
    const seen = [0];
    manager.subscribe(() => {
      const percent = entry('big.bin')?.progressPercentage ?? 0;
      if (percent !== seen.at(-1)) seen.push(percent);
    });

    openPart(1).progress(2); // 2 of 10 bytes
    openPart(2).progress(3); // 5
    openPart(2).succeed(); // 4 acknowledged + 2 under way
    await settle();
    openPart(3).progress(2); // 8
    openPart(1).fail(serverError(500)); // its 2 bytes will be sent again: 6
    openPart(3).succeed(); // 6 acknowledged
    await jest.advanceTimersByTimeAsync(1000);
    openPart(1).progress(4); // 10
    await settle();
    expect(api.callsOf('commit')).toEqual([]);
    openPart(1).succeed();
    await settle();

    expect(seen).toEqual([0, 20, 50, 60, 80, 100]);
    expect(entry('big.bin')?.status).toBe('finished');
  });
});

describe('createUploadManager: stopping a file sent in parts', () => {
  it.each(['cancel', 'remove'] as const)(
    'aborts the parts under way on %s, and sends no more',
    async (action) => {
      const { api, openPart, manager, statuses } = await uploadingInParts({
        multipartUpload: { partSize: 4, partConcurrency: 2 },
      });
      openPart(1).succeed();
      await settle();
      const underWay = api.open('part');
      expect(partNumbers(underWay)).toEqual([2, 3]);

      await manager[action]('big.bin');
      await jest.advanceTimersByTimeAsync(60_000);

      expect(underWay.map((call) => call.signal?.aborted)).toEqual([true, true]);
      expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3]);
      expect(api.callsOf('commit')).toEqual([]);
      if (action === 'cancel') expect(statuses()).toEqual({ 'big.bin': 'cancelled' });
      else expect(statuses()).toEqual({});
    },
  );
});

describe('createUploadManager: part links from an earlier visit', () => {
  const pendingInParts = (parts: number) => {
    const links = fakeFileLinks('big.bin');
    const partLinks: FilePartLink[] = Array.from({ length: parts }, (_, index) => ({
      part: index + 1,
      url: `${links.self}/content/${index + 1}`,
    }));
    return { key: 'big.bin', status: 'pending' as const, links: { ...links, parts: partLinks } };
  };

  it('sends a pending file in the parts the server gave, without announcing it again', async () => {
    const pending = pendingInParts(3);
    const api = new FakeFilesApi({ entries: [pending] });
    const { manager, statuses } = managerWithFakes({
      filesApi: api,
      initialEntries: [pending],
      multipartUpload: { partSize: 4 },
    });
    await manager.add([aFileOf('big.bin', TEN_BYTES)]);
    await settle();
    expect(api.callsOf('init')).toEqual([]);
    expect(partNumbers(api.callsOf('part'))).toEqual([1, 2, 3]);
    expect(statuses()).toEqual({ 'big.bin': 'finished' });
  });

  it('fails a file whose part links are not the parts it is cut into', async () => {
    const pending = pendingInParts(2);
    const api = new FakeFilesApi({ entries: [pending] });
    const { manager, entry } = managerWithFakes({
      filesApi: api,
      initialEntries: [pending],
      multipartUpload: { partSize: 4 },
    });
    await manager.add([aFileOf('big.bin', TEN_BYTES)]);
    await settle();
    expect(api.callsOf('part')).toEqual([]);
    expect(entry('big.bin')).toEqual(
      expect.objectContaining({
        status: 'failed',
        error: "The server gave 2 part links for 'big.bin', which has 3 parts.",
      }),
    );
  });
});
