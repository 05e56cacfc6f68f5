import { ApiError } from '../../../src/core/api';
import { SAVE_BEFORE_UPLOAD_FAILED_MESSAGE } from '../../../src/core/upload';
import { abortError, serverError } from '../../support/upload/errors';
import { aFile, FakeFilesApi } from '../../support/upload/fakeFilesApi';
import { managerWithFakes } from '../../support/upload/managerSetup';

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createUploadManager: failures', () => {
  it('fails every file of the batch when the draft save fails, and says so once', async () => {
    const onSaveFailed = jest.fn();
    const { manager, api, saveDraft, notifier, entry } = managerWithFakes({ onSaveFailed });
    const saveError = new ApiError({ message: 'Server error', status: 500 });
    saveDraft.mockRejectedValueOnce(saveError);

    await manager.add([aFile('a'), aFile('b')]);
    await settle();

    expect(SAVE_BEFORE_UPLOAD_FAILED_MESSAGE).toBe(
      'Draft save failed before file upload. Please try again. If the problem persists, contact user support.',
    );
    expect(entry('a')).toEqual(
      expect.objectContaining({ status: 'failed', error: SAVE_BEFORE_UPLOAD_FAILED_MESSAGE }),
    );
    expect(entry('b')?.status).toBe('failed');
    expect(onSaveFailed).toHaveBeenCalledTimes(1);
    expect(onSaveFailed).toHaveBeenCalledWith(saveError);
    expect(api.calls).toEqual([]);
    expect(notifier.events).toContain('failed b Server error');
  });

  it('saves the draft again when a file failed by the save is retried by hand', async () => {
    const { manager, saveDraft, statuses } = managerWithFakes();
    saveDraft.mockRejectedValueOnce(new Error('offline'));
    await manager.add([aFile('a')]);
    manager.retry('a');
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(statuses()).toEqual({ a: 'finished' });
  });

  it('marks a file failed when initialising fails, without logging, and starts the next', async () => {
    const api = new FakeFilesApi().failNext('init', serverError(403, 'Permission denied.'), 'a');
    const { manager, entry, statuses, log, notifier } = managerWithFakes({
      filesApi: api,
      concurrency: 1,
    });
    await manager.add([aFile('a'), aFile('b')]);
    await settle();

    expect(entry('a')).toEqual(
      expect.objectContaining({ status: 'failed', error: 'Permission denied.' }),
    );
    expect(statuses()).toEqual({ a: 'failed', b: 'finished' });
    expect(api.callsOf('init', 'a')).toHaveLength(1);
    expect(log).not.toHaveBeenCalled();
    expect(notifier.events).toContain('failed a Permission denied.');
  });

  it('marks a file failed when the draft has no files link', async () => {
    const { manager, entry, saveDraft } = managerWithFakes();
    saveDraft.mockResolvedValueOnce({ links: {} });
    await manager.add([aFile('a')]);
    await settle();
    expect(entry('a')).toEqual(
      expect.objectContaining({ status: 'failed', error: "The draft has no 'files' link." }),
    );
  });

  it.each([
    ['content', serverError(400, 'Bad request.')],
    ['commit', serverError(400, 'Checksum mismatch.')],
  ] as const)(
    'logs a %s failure, marks the file failed and advances the queue',
    async (kind, error) => {
      const api = new FakeFilesApi().failNext(kind, error, 'a');
      const { manager, entry, statuses, log } = managerWithFakes({ filesApi: api, concurrency: 1 });
      await manager.add([aFile('a'), aFile('b')]);
      await settle();

      expect(entry('a')).toEqual(
        expect.objectContaining({ status: 'failed', error: error.message }),
      );
      expect(statuses().b).toBe('finished');
      expect(log).toHaveBeenCalledWith(`Uploading the file 'a' failed (${kind}).`, error);
    },
  );

  it.each(['content', 'commit'] as const)(
    'logs a cancellation reported by the %s call and marks the file cancelled, not failed',
    async (kind) => {
      const error = abortError();
      const api = new FakeFilesApi().failNext(kind, error, 'a');
      const { manager, entry, statuses, log, notifier } = managerWithFakes({
        filesApi: api,
        concurrency: 1,
      });
      await manager.add([aFile('a'), aFile('b')]);
      await settle();

      expect(entry('a')?.status).toBe('cancelled');
      expect(entry('a')?.error).toBeUndefined();
      expect(statuses().b).toBe('finished');
      expect(log).toHaveBeenCalledWith(`Uploading the file 'a' failed (${kind}).`, error);
      expect(notifier.events).toContain('cancelled a');
    },
  );

  it('marks a file failed, not cancelled, when a cancellation is reported while initialising', async () => {
    const api = new FakeFilesApi().failNext('init', abortError(), 'a');
    const { manager, statuses } = managerWithFakes({ filesApi: api });
    await manager.add([aFile('a')]);
    await settle();
    expect(statuses()).toEqual({ a: 'failed' });
  });
});
