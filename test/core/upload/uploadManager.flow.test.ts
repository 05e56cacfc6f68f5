import { NOTIFIER_TYPE_ERROR, UploadProgressNotifier } from '../../../src/core/upload';
import { aPendingServerFile, aServerFile } from '../../factories/files';
import {
  aFile,
  FAKE_FILES_LINK,
  FakeFilesApi,
  fakeFileLinks,
} from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createUploadManager: the upload flow', () => {
  it('saves the draft once, then initialises, uploads and commits each file', async () => {
    const { api, manager, saveDraft, notifier } = managerWithFakes();
    await manager.add([aFile('a.txt', 5), aFile('b.txt', 7)]);
    await settle();

    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(api.calls.map(({ kind, key }) => `${kind} ${key}`)).toEqual([
      'init a.txt',
      'init b.txt',
      'content a.txt',
      'content b.txt',
      'commit a.txt',
      'commit b.txt',
    ]);
    expect(api.callsOf('init')[0]?.url).toBe(FAKE_FILES_LINK);
    expect(manager.getState().entries).toEqual([
      {
        name: 'a.txt',
        size: 5,
        checksum: 'md5:fake-a.txt',
        links: fakeFileLinks('a.txt'),
        status: 'finished',
        progressPercentage: 100,
        retries: 0,
      },
      expect.objectContaining({ name: 'b.txt', size: 7, status: 'finished' }),
    ]);
    expect(notifier.events.filter((event) => event.includes('a.txt'))).toEqual([
      'added a.txt',
      'started a.txt',
      'progress a.txt 100',
      'completed a.txt a.txt 5 md5:fake-a.txt',
    ]);
  });

  it('shows the added files as queued before the draft is saved', async () => {
    const { manager, statuses, saveDraft } = managerWithFakes();
    saveDraft.mockReturnValueOnce(new Promise(() => undefined));
    void manager.add([aFile('a.txt')]);
    expect(statuses()).toEqual({ 'a.txt': 'queued' });
  });

  it('lists the draft files first: committed ones finished, the others pending', () => {
    const { manager } = managerWithFakes({
      initialEntries: [aServerFile('done.csv', { size: 0 }), aPendingServerFile('half.csv')],
    });
    expect(manager.getState().entries).toEqual([
      expect.objectContaining({
        name: 'done.csv',
        size: 0,
        status: 'finished',
        progressPercentage: 100,
      }),
      expect.objectContaining({ name: 'half.csv', status: 'pending', progressPercentage: 0 }),
    ]);
  });

  it('never runs more content uploads than the concurrency, and starts them in FIFO order', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, statuses } = managerWithFakes({ filesApi: api });
    const names = ['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => `f${n}.bin`);
    await manager.add(names.map((name) => aFile(name)));
    await settle();

    let peak = 0;
    while (api.open('content').length > 0) {
      peak = Math.max(peak, api.open('content').length);
      api.open('content')[0]?.succeed();
      await settle();
    }
    expect(peak).toBe(3);
    expect(api.callsOf('content').map((call) => call.key)).toEqual(names);
    expect(Object.values(statuses())).toEqual(names.map(() => 'finished'));
  });

  it('starts more uploads at once when the concurrency is raised while running', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager } = managerWithFakes({ filesApi: api, concurrency: 1 });
    await manager.add(['a', 'b', 'c', 'd'].map((name) => aFile(name)));
    await settle();
    expect(api.open('content')).toHaveLength(1);

    manager.setConcurrency(3);
    await settle();
    expect(api.open('content').map((call) => call.key)).toEqual(['a', 'b', 'c']);
    expect(manager.getState().concurrency).toBe(3);
  });

  it('cancels a running upload at once (told apart from a failure) and starts the next', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, statuses, notifier, log } = managerWithFakes({
      filesApi: api,
      concurrency: 1,
    });
    await manager.add([aFile('a'), aFile('b'), aFile('c')]);
    await settle();

    notifier.cancels.get('a')?.();
    expect(statuses()).toEqual({ a: 'cancelled', b: 'uploading', c: 'queued' });
    expect(api.callsOf('content', 'a')[0]?.signal?.aborted).toBe(true);
    manager.cancel('c');
    await settle();

    expect(statuses()).toEqual({ a: 'cancelled', b: 'uploading', c: 'cancelled' });
    expect(api.callsOf('init', 'c')).toEqual([]);
    expect(notifier.events).toContain('cancelled a');
    expect(notifier.events).toContain('cancelled c');
    expect(notifier.events.some((event) => event.startsWith('failed'))).toBe(false);
    // A cancel by the user is no error to log.
    expect(log).not.toHaveBeenCalled();
  });

  it('cancels every queued and running upload with cancelAll', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, statuses } = managerWithFakes({ filesApi: api, concurrency: 1 });
    await manager.add([aFile('a'), aFile('b')]);
    await settle();
    manager.cancelAll();
    await settle();
    expect(statuses()).toEqual({ a: 'cancelled', b: 'cancelled' });
    expect(api.callsOf('init')).toHaveLength(1);
  });

  it('ignores an added file whose name is already uploaded or on its way (NFC names)', async () => {
    const { manager, api } = managerWithFakes({ initialEntries: [aServerFile('café.txt')] });
    await manager.add([aFile('cafe\u0301.txt')]);
    await settle();
    expect(api.calls).toEqual([]);
    expect(manager.getState().entries).toHaveLength(1);
  });

  it('uploads a pending file again, added anew, without announcing it twice', async () => {
    const api = new FakeFilesApi({ entries: [aPendingServerFile('half.csv')] });
    const { manager, entry } = managerWithFakes({
      filesApi: api,
      initialEntries: [aPendingServerFile('half.csv')],
    });
    await manager.add([aFile('half.csv', 4)]);
    await settle();
    expect(api.callsOf('init')).toEqual([]);
    expect(entry('half.csv')).toEqual(expect.objectContaining({ status: 'finished', size: 4 }));
  });

  it('tells its subscribers of each change until they unsubscribe', async () => {
    const { manager } = managerWithFakes();
    const listener = jest.fn();
    const unsubscribe = manager.subscribe(listener);
    const before = manager.getState();
    await manager.add([aFile('a')]);
    await settle();
    expect(listener).toHaveBeenCalled();
    expect(manager.getState()).not.toBe(before);
    const calls = listener.mock.calls.length;
    unsubscribe();
    manager.cancel('a');
    await manager.add([aFile('b')]);
    expect(listener).toHaveBeenCalledTimes(calls);
  });
});

describe('createUploadManager: the progress notifier', () => {
  it('refuses a notifier of the wrong kind, in options or later', () => {
    const fake = { onUploadAdded: () => undefined } as unknown as UploadProgressNotifier;
    expect(() => managerWithFakes({ notifier: fake })).toThrow(NOTIFIER_TYPE_ERROR);
    const { manager } = managerWithFakes();
    expect(() => manager.setProgressNotifier(fake)).toThrow(
      'Progress notifier must be an instance of `UploadProgressNotifier`',
    );
  });

  it('uses a notifier set later, and keeps uploading when a notifier throws', async () => {
    const { manager, log, statuses } = managerWithFakes();
    class Faulty extends UploadProgressNotifier {
      override onUploadStarted(): void {
        throw new Error('notifier bug');
      }
    }
    manager.setProgressNotifier(new Faulty());
    await manager.add([aFile('a')]);
    await settle();
    expect(statuses()).toEqual({ a: 'finished' });
    expect(log).toHaveBeenCalledWith('The upload progress notifier failed.', expect.any(Error));
  });
});
