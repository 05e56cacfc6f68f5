import { aPendingServerFile } from '../../factories/files';
import { networkError, serverError } from '../../support/upload/errors';
import { aFile, FakeFilesApi } from '../../support/upload/fakeFilesApi';
import type { FilesCallKind } from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The fake time (ms from the start) at which each call of a kind was made. */
const callTimes = (api: FakeFilesApi, kind: FilesCallKind, record: number[]) => {
  const start = Date.now();
  const original = api.uploadContent.bind(api);
  const originalCommit = api.commit.bind(api);
  if (kind === 'content')
    api.uploadContent = (...args) => (record.push(Date.now() - start), original(...args));
  else api.commit = (...args) => (record.push(Date.now() - start), originalCommit(...args));
};

describe('createUploadManager: automatic retries', () => {
  it('tries 3 times in all with exponential backoff (1 s, 2 s), then fails', async () => {
    const api = new FakeFilesApi();
    [1, 2, 3].forEach(() => api.failNext('content', serverError(503, 'Unavailable')));
    const times: number[] = [];
    callTimes(api, 'content', times);
    const { manager, entry } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await settle();
    expect(entry('a')).toEqual(expect.objectContaining({ status: 'uploading', retries: 1 }));

    await jest.advanceTimersByTimeAsync(999);
    expect(times).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(times).toEqual([0, 1000]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(times).toEqual([0, 1000, 3000]);
    await jest.advanceTimersByTimeAsync(60_000);

    expect(times).toHaveLength(3);
    expect(entry('a')).toEqual(
      expect.objectContaining({ status: 'failed', retries: 2, error: 'Unavailable' }),
    );
  });

  it('caps the backoff and follows a configured policy', async () => {
    const api = new FakeFilesApi();
    [1, 2, 3].forEach(() => api.failNext('content', networkError()));
    const times: number[] = [];
    callTimes(api, 'content', times);
    const { manager, statuses } = managerWithFakes({
      filesApi: api,
      retry: { tries: 5, baseDelayMs: 300, maxDelayMs: 500 },
    });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(times).toEqual([0, 300, 800, 1300]);
    expect(statuses()).toEqual({ a: 'finished' });
  });

  it('waits as long as a 429 Retry-After asks, not the backoff', async () => {
    const api = new FakeFilesApi().failNext('content', serverError(429, 'Slow down', 5000));
    const times: number[] = [];
    callTimes(api, 'content', times);
    const { manager, statuses } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(4999);
    expect(times).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(times).toEqual([0, 5000]);
    expect(statuses()).toEqual({ a: 'finished' });
  });

  it.each([408, 500, 502])('retries a %s', async (status) => {
    const api = new FakeFilesApi().failNext('content', serverError(status));
    const { manager, entry } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(entry('a')).toEqual(expect.objectContaining({ status: 'finished', retries: 1 }));
  });

  it.each([
    ['init', 400],
    ['init', 403],
    ['content', 403],
    ['content', 404],
    ['commit', 400],
    ['commit', 404],
  ] as const)('does not retry a %s failing with %s', async (kind, status) => {
    const api = new FakeFilesApi().failNext(kind, serverError(status));
    const { manager, entry } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.callsOf(kind)).toHaveLength(1);
    expect(entry('a')).toEqual(expect.objectContaining({ status: 'failed', retries: 0 }));
  });

  it('retries a failed commit without uploading the content again', async () => {
    const api = new FakeFilesApi().failNext('commit', serverError(500));
    const { manager, statuses } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(statuses()).toEqual({ a: 'finished' });
    expect(api.callsOf('content')).toHaveLength(1);
    expect(api.callsOf('commit')).toHaveLength(2);
  });

  it('does not announce a file twice when the first announce reached the server', async () => {
    const api = new FakeFilesApi({
      // The server created the file but its answer was lost.
      entries: [aPendingServerFile('a')],
    }).failNext('init', networkError());
    const { manager, statuses, log } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.calls.map(({ kind }) => kind)).toEqual(['init', 'list', 'content', 'commit']);
    expect(statuses()).toEqual({ a: 'finished' });
    expect(log).not.toHaveBeenCalled();
  });

  it('announces the file again when the lost announce never reached the server', async () => {
    const api = new FakeFilesApi().failNext('init', serverError(502));
    const { manager, statuses } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.calls.map(({ kind }) => kind)).toEqual([
      'init',
      'list',
      'init',
      'content',
      'commit',
    ]);
    expect(statuses()).toEqual({ a: 'finished' });
  });
});

describe('createUploadManager: retry by hand', () => {
  it('uploads a failed file again from its content, with a fresh retry count', async () => {
    const api = new FakeFilesApi();
    [1, 2, 3].forEach(() => api.failNext('content', serverError(500)));
    const { manager, entry, notifier, saveDraft } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(entry('a')?.status).toBe('failed');

    manager.retry('a');
    expect(entry('a')).toEqual(expect.objectContaining({ status: 'uploading', retries: 0 }));
    expect(entry('a')?.error).toBeUndefined();
    await settle();

    expect(entry('a')?.status).toBe('finished');
    expect(api.callsOf('init')).toHaveLength(1);
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(notifier.events.filter((event) => event === 'started a')).toHaveLength(2);
  });

  it('uploads a cancelled file again', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, statuses } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await settle();
    manager.cancel('a');
    manager.retry('a');
    await settle();
    api.open('content')[0]?.succeed();
    await settle();
    expect(statuses()).toEqual({ a: 'finished' });
    expect(api.callsOf('init')).toHaveLength(1);
  });

  it('does nothing for a file that is not failed or cancelled', async () => {
    const { manager, api } = managerWithFakes();
    await manager.add([aFile('a')]);
    await settle();
    manager.retry('a');
    manager.retry('missing');
    await settle();
    expect(api.callsOf('content')).toHaveLength(1);
  });
});
