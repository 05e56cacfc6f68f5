import { assertProgressNotifier, type UploadProgressNotifier } from '../../../src/core/upload';
import type {
  UploadEntry,
  UploadManager,
  UploadManagerState,
  UploadStatus,
} from '../../../src/core/upload/types';

const FILES = 'https://repo.test/api/records/abc12-34567/draft/files';

/** An entry in any state; a finished file by default. */
export const anUploadEntry = (
  name = 'data.csv',
  overrides: Partial<UploadEntry> = {},
): UploadEntry => {
  const self = `${FILES}/${encodeURIComponent(name)}`;
  return {
    name,
    size: 124,
    checksum: 'md5:55ec1e2c7c7b6b5b7c0e9a1b2f3d4e5f',
    links: { self, content: `${self}/content`, commit: `${self}/commit` },
    status: 'finished',
    progressPercentage: 100,
    retries: 0,
    ...overrides,
  };
};

/** What the widget asked the fake to do, in order. */
export interface FakeCalls {
  added: File[][];
  cancelled: string[];
  paused: string[];
  resumed: string[];
  retried: string[];
  removed: string[];
  concurrency: number[];
  notifiers: UploadProgressNotifier[];
  disposed: number;
}

export interface FakeUploadManager extends UploadManager {
  readonly calls: FakeCalls;
  setEntries(entries: readonly UploadEntry[]): void;
  setEntry(name: string, patch: Partial<UploadEntry>): void;
  setOnline(online: boolean): void;
  /** From now on remove() keeps the file and reports `error` the way the real manager does. */
  failRemove(error: string): void;
  /** From now on remove() rejects. */
  rejectRemove(error: Error): void;
  listenerCount(): number;
}

export interface FakeOptions {
  entries?: readonly UploadEntry[];
  online?: boolean;
  concurrency?: number;
}

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading']);

/**
 * A scenario fake of the upload manager: it records every action and changes state only as
 * told (added files are queued, cancel/pause/resume/retry/remove act at once), so tests and stories can
 * show any state without a server.
 */
export const createFakeUploadManager = ({
  entries = [],
  online = true,
  concurrency = 3,
}: FakeOptions = {}): FakeUploadManager => {
  let state: UploadManagerState = { entries, online, concurrency };
  let removeOutcome: { error: string } | { reject: Error } | undefined;
  const listeners = new Set<() => void>();
  const calls: FakeCalls = {
    added: [],
    cancelled: [],
    paused: [],
    resumed: [],
    retried: [],
    removed: [],
    concurrency: [],
    notifiers: [],
    disposed: 0,
  };

  const replace = (next: UploadManagerState) => {
    state = next;
    [...listeners].forEach((listener) => listener());
  };
  const setEntries = (next: readonly UploadEntry[]) => replace({ ...state, entries: next });
  const find = (name: string) => state.entries.find((entry) => entry.name === name);
  const setEntry = (name: string, patch: Partial<UploadEntry>) =>
    setEntries(
      state.entries.map((entry) => (entry.name === name ? { ...entry, ...patch } : entry)),
    );
  const cancel = (name: string) => {
    calls.cancelled.push(name);
    const entry = find(name);
    if (entry && (ACTIVE.has(entry.status) || entry.status === 'paused'))
      setEntry(name, { status: 'cancelled' });
  };

  return {
    calls,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async add(files) {
      calls.added.push([...files]);
      const queued = files.map((file) =>
        anUploadEntry(file.name, {
          size: file.size,
          checksum: undefined,
          links: {},
          status: 'queued',
          progressPercentage: 0,
        }),
      );
      const names = new Set(queued.map((entry) => entry.name));
      setEntries([...state.entries.filter((entry) => !names.has(entry.name)), ...queued]);
    },
    cancel,
    cancelAll() {
      state.entries.forEach((entry) => cancel(entry.name));
    },
    pause(name) {
      calls.paused.push(name);
      setEntry(name, { status: 'paused' });
    },
    resume(name) {
      calls.resumed.push(name);
      setEntry(name, { status: 'queued' });
    },
    retry(name) {
      calls.retried.push(name);
      setEntry(name, { status: 'queued', progressPercentage: 0, error: undefined });
    },
    async remove(name) {
      calls.removed.push(name);
      if (removeOutcome && 'reject' in removeOutcome) throw removeOutcome.reject;
      if (removeOutcome) setEntry(name, { error: removeOutcome.error });
      else setEntries(state.entries.filter((entry) => entry.name !== name));
    },
    setConcurrency(next) {
      calls.concurrency.push(next);
      replace({ ...state, concurrency: next });
    },
    setProgressNotifier(notifier) {
      calls.notifiers.push(assertProgressNotifier(notifier));
    },
    dispose() {
      calls.disposed += 1;
      listeners.clear();
    },
    setEntries,
    setEntry,
    setOnline: (next) => replace({ ...state, online: next }),
    failRemove(error) {
      removeOutcome = { error };
    },
    rejectRemove(error) {
      removeOutcome = { reject: error };
    },
    listenerCount: () => listeners.size,
  };
};
