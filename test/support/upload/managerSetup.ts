import { createUploadManager } from '../../../src/core/upload';
import type { UploadManagerOptions } from '../../../src/core/upload';
import { FAKE_FILES_LINK, FakeFilesApi } from './fakeFilesApi';
import { fakeOnline } from './fakeOnline';
import { RecordingNotifier } from './recordingNotifier';

/**
 * An upload manager over scenario fakes: a FakeFilesApi, a switchable network, a recording
 * notifier, a draft save that succeeds and a log the test can read. Override any option.
 */
export const managerWithFakes = (
  overrides: Partial<UploadManagerOptions> & { filesApi?: FakeFilesApi } = {},
) => {
  const api = overrides.filesApi ?? new FakeFilesApi();
  const online = fakeOnline();
  const notifier = new RecordingNotifier();
  const log = jest.fn();
  const saveDraft = jest.fn<ReturnType<UploadManagerOptions['saveDraft']>, []>(async () => ({
    links: { files: FAKE_FILES_LINK },
  }));
  const manager = createUploadManager({
    saveDraft,
    online,
    notifier,
    log,
    ...overrides,
    filesApi: api,
  });
  const entry = (name: string) => manager.getState().entries.find((item) => item.name === name);
  const statuses = () =>
    Object.fromEntries(manager.getState().entries.map(({ name, status }) => [name, status]));
  return { api, online, notifier, log, saveDraft, manager, entry, statuses };
};
