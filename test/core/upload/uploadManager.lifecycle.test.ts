import { networkError } from '../../support/upload/errors';
import { aFile, FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createUploadManager: progress', () => {
  const uploading = async (progressIntervalMs?: number) => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const fakes = managerWithFakes({ filesApi: api, progressIntervalMs });
    const seen = [0];
    const seenAt: number[] = [];
    fakes.manager.subscribe(() => {
      const percent = fakes.entry('a')?.progressPercentage ?? 0;
      if (percent === seen[seen.length - 1]) return;
      seen.push(percent);
      seenAt.push(Date.now());
    });
    await fakes.manager.add([aFile('a')]);
    await settle();
    const call = api.open('content')[0];
    if (!call) throw new Error('no content upload');
    return { ...fakes, call, seen, seenAt };
  };

  it('reaches subscribers at most 10 times a second, the last value always delivered', async () => {
    const { call, seen, seenAt, notifier } = await uploading();
    // 99 progress events within one second.
    for (let percent = 1; percent <= 99; percent += 1) {
      call.progress(percent);
      await jest.advanceTimersByTimeAsync(10);
    }
    await jest.advanceTimersByTimeAsync(100);
    const gaps = seenAt.slice(1).map((at, index) => at - (seenAt[index] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(100);
    expect(seenAt.length).toBeLessThanOrEqual(11);
    expect(seen[seen.length - 1]).toBe(99);
    const told = notifier.events.filter((event) => event.startsWith('progress'));
    expect(told.length).toBeLessThanOrEqual(11);
    expect(told[told.length - 1]).toBe('progress a 99');
  });

  it('delivers the progress of files uploading together at the same moments', async () => {
    // A clock off the 100 ms grid, so only grid-aligned deliveries land on its multiples.
    jest.setSystemTime(1_800_000_000_037);
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, entry } = managerWithFakes({ filesApi: api });
    const deliveredAt: Record<string, number[]> = { a: [], b: [] };
    const last: Record<string, number> = { a: 0, b: 0 };
    manager.subscribe(() => {
      for (const name of ['a', 'b']) {
        const percent = entry(name)?.progressPercentage ?? 0;
        if (percent !== last[name]) deliveredAt[name]?.push(Date.now());
        last[name] = percent;
      }
    });
    await manager.add([aFile('a'), aFile('b')]);
    await settle();
    const [a, b] = api.open('content');
    if (!a || !b) throw new Error('expected two content uploads');
    for (let step = 1; step <= 10; step += 1) {
      a.progress(step * 5);
      await jest.advanceTimersByTimeAsync(37);
      b.progress(step * 5);
      await jest.advanceTimersByTimeAsync(23);
    }
    await jest.advanceTimersByTimeAsync(100);
    // One page update per moment instead of one per file: every delivery of either file
    // falls on the shared 100 ms grid.
    expect(deliveredAt.b?.length).toBeGreaterThan(3);
    const moments = [...(deliveredAt.a ?? []), ...(deliveredAt.b ?? [])];
    expect(moments.filter((at) => at % 100 !== 0)).toEqual([]);
  });

  it('never goes back within an attempt', async () => {
    const { call, seen } = await uploading(0);
    [10, 40, 30, 35, 50].forEach((percent) => call.progress(percent));
    await settle();
    expect(seen).toEqual([0, 10, 40, 50]);
  });

  it('ends at 100 when the file is committed', async () => {
    const { call, entry } = await uploading();
    call.progress(60);
    call.succeed();
    await settle();
    expect(entry('a')).toEqual(
      expect.objectContaining({ status: 'finished', progressPercentage: 100 }),
    );
  });
});

describe('createUploadManager: offline', () => {
  it('starts nothing while offline and starts the queue when back online', async () => {
    const { manager, api, online, statuses } = managerWithFakes();
    online.set(false);
    expect(manager.getState().online).toBe(false);
    await manager.add([aFile('a')]);
    await settle();
    expect(api.calls).toEqual([]);
    expect(statuses()).toEqual({ a: 'queued' });

    online.set(true);
    await settle();
    expect(manager.getState().online).toBe(true);
    expect(statuses()).toEqual({ a: 'finished' });
  });

  it('lets an upload cut off by going offline wait and try again without using up a try', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, online, entry } = managerWithFakes({ filesApi: api, retry: { tries: 1 } });
    await manager.add([aFile('a')]);
    await settle();
    online.set(false);
    api.open('content')[0]?.fail(networkError());
    await jest.advanceTimersByTimeAsync(60_000);
    expect(entry('a')).toEqual(expect.objectContaining({ status: 'uploading', retries: 0 }));
    expect(api.callsOf('content')).toHaveLength(1);

    online.set(true);
    await settle();
    api.open('content')[0]?.succeed();
    await settle();
    expect(entry('a')).toEqual(expect.objectContaining({ status: 'finished', retries: 0 }));
  });

  it('uses the browser signal by default', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const api = new FakeFilesApi();
    const { manager } = managerWithFakes({ filesApi: api, online: undefined });
    expect(manager.getState().online).toBe(false);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(manager.getState().online).toBe(true);
    manager.dispose();
    onLine.mockRestore();
  });
});

describe('createUploadManager: dispose', () => {
  it('aborts every upload, stops hearing the network and drops its subscribers', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, online, log } = managerWithFakes({ filesApi: api, concurrency: 1 });
    await manager.add([aFile('a'), aFile('b')]);
    await settle();
    const listener = jest.fn();
    manager.subscribe(listener);
    const before = manager.getState();

    manager.dispose();
    await settle();
    online.set(false);
    await manager.add([aFile('c')]);
    await jest.advanceTimersByTimeAsync(60_000);

    expect(api.callsOf('content')[0]?.signal?.aborted).toBe(true);
    expect(api.callsOf('content')).toHaveLength(1);
    expect(online.listenerCount).toBe(0);
    expect(listener).not.toHaveBeenCalled();
    expect(manager.getState()).toBe(before);
    expect(log).not.toHaveBeenCalled();
  });
});
