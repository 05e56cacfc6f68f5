import { aPendingServerFile, aServerFile } from '../../factories/files';
import { serverError } from '../../support/upload/errors';
import { aFile, FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createUploadManager: remove', () => {
  it('deletes a finished file on the server and drops its entry', async () => {
    const { manager, api, entry } = managerWithFakes();
    await manager.add([aFile('a')]);
    await settle();
    const self = entry('a')?.links.self;
    await manager.remove('a');
    expect(api.callsOf('delete').map((call) => call.url)).toEqual([self]);
    expect(manager.getState().entries).toEqual([]);
    expect(api.server.has('a')).toBe(false);
  });

  it('counts a pending file whose server entry is already gone (404) as deleted', async () => {
    // The server has no such file: deleting it answers 404.
    const { manager, api } = managerWithFakes({ initialEntries: [aPendingServerFile('lost.csv')] });
    await manager.remove('lost.csv');
    expect(api.callsOf('delete')).toHaveLength(1);
    expect(manager.getState().entries).toEqual([]);
  });

  it('keeps the entry with the reason when the delete really fails', async () => {
    const api = new FakeFilesApi({ entries: [aServerFile('a')] });
    api.failNext('delete', serverError(403, 'Permission denied.'));
    const { manager, entry, log } = managerWithFakes({
      filesApi: api,
      initialEntries: [aServerFile('a')],
    });
    await manager.remove('a');
    expect(entry('a')).toEqual(
      expect.objectContaining({ status: 'finished', error: 'Permission denied.' }),
    );
    expect(log).toHaveBeenCalledWith("Could not delete the file 'a'.", expect.anything());

    await manager.remove('a');
    expect(manager.getState().entries).toEqual([]);
  });

  it('cancels a running upload before deleting it', async () => {
    const api = new FakeFilesApi({ auto: { content: false } });
    const { manager, notifier } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await settle();
    await manager.remove('a');
    expect(api.callsOf('content')[0]?.signal?.aborted).toBe(true);
    expect(notifier.events).toContain('cancelled a');
    expect(api.server.has('a')).toBe(false);
    expect(manager.getState().entries).toEqual([]);
  });

  it('drops a queued file that the server never heard of without calling it', async () => {
    const { manager, api, saveDraft } = managerWithFakes();
    saveDraft.mockReturnValueOnce(new Promise(() => undefined));
    void manager.add([aFile('a')]);
    await manager.remove('a');
    expect(api.calls).toEqual([]);
    expect(manager.getState().entries).toEqual([]);
  });

  it('finds and deletes a file whose announce was cancelled after reaching the server', async () => {
    const api = new FakeFilesApi({ auto: { init: false } });
    const { manager } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await settle();
    const announce = api.open('init')[0];
    // The server creates the file, but the answer comes after the cancel.
    announce?.succeed();
    await manager.remove('a');
    expect(api.calls.map(({ kind }) => kind)).toEqual(['init', 'list', 'delete']);
    expect(api.server.size).toBe(0);
    expect(manager.getState().entries).toEqual([]);
  });
});
