import { toApiError } from '../api/errors';
import type { FilesApi } from '../api/files';
import type { MultipartUploadConfig, ServerFileEntry } from '../model';
import { DEFAULT_FILE_UPLOAD_CONCURRENCY } from '../rules/constants';
import { findFileByName, serverFilesToEditorEntries } from '../serializer/fileEntries';
import { FLASH_TABLE } from '../serializer/flashMessages';
import { browserOnlineSignal } from './onlineSignal';
import { assertProgressNotifier, UploadProgressNotifier } from './progressNotifier';
import { resolveRetryPolicy } from './retryPolicy';
import { resolveMultipartUpload } from './multipartPlan';
import { createResumeKeeper, defaultResumeStore } from './resumeKeeper';
import { acknowledgedPercent, partsStateOfRecord, withServerParts } from './resumeParts';
import type { ResumeStore } from './resumeStore';
import { createTaskQueue } from './taskQueue';
import { runUpload } from './runUpload';
import type { UploadContext, UploadJob } from './runUpload';
import type { OnlineSignal, RetryPolicy, UploadEntry, UploadManager } from './types';
import {
  isUploadActive,
  isUploadPausable,
  isUploadRestartable,
  isUploadResumable,
} from './uploadStatus';
import { findOnServer } from './uploadSteps';
import { createUploadStore } from './uploadStore';

export const SAVE_BEFORE_UPLOAD_FAILED_MESSAGE = FLASH_TABLE.DRAFT_SAVE_BEFORE_UPLOAD_FAILED
  ?.message as string;

const DEFAULT_PROGRESS_INTERVAL_MS = 100;

export interface UploadManagerOptions {
  filesApi: FilesApi;
  /** Saves the draft before a batch; answers the draft, whose `links.files` takes the files. */
  saveDraft: () => Promise<{ links: { files?: string } }>;
  /** Told when that save failed (the deposit form shows its flash). */
  onSaveFailed?: (error: unknown) => void;
  /** The draft's files: committed ones are finished, the others pending. */
  initialEntries?: readonly ServerFileEntry[];
  concurrency?: number;
  /** Large files go in parts (config `multipartUpload`); every file in one request when absent. */
  multipartUpload?: MultipartUploadConfig;
  retry?: Partial<RetryPolicy>;
  online?: OnlineSignal;
  /**
   * Where files sent in parts are remembered, so that after a reload only their missing parts
   * are sent (default: IndexedDB where there is one, else memory for the page).
   */
  resumeStore?: ResumeStore;
  /** Progress reaches subscribers at most once per interval and file (default 100 ms). */
  progressIntervalMs?: number;
  notifier?: UploadProgressNotifier;
  /** Where failures are logged (default console.error). */
  log?: (message: string, error: unknown) => void;
}

/** The draft's files as the editor reads them (server order, committed = finished). */
const initialEntries = (server: readonly ServerFileEntry[]): UploadEntry[] =>
  serverFilesToEditorEntries(server).map(({ name, size, checksum, links, status }) => ({
    name,
    size,
    ...(checksum !== undefined && { checksum }),
    links,
    status: status === 'finished' ? 'finished' : 'pending',
    progressPercentage: status === 'finished' ? 100 : 0,
    retries: 0,
  }));

/**
 * The framework-free upload manager (docs/behaviour.md#uploads, with retries, offline pause and
 * throttled progress). Files whose name is already queued, uploading or finished are ignored by
 * add(): drop validation tells the user about them first.
 */
export const createUploadManager = (options: UploadManagerOptions): UploadManager => {
  const { filesApi, saveDraft, onSaveFailed } = options;
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const online = options.online ?? browserOnlineSignal();
  let notifier = options.notifier
    ? assertProgressNotifier(options.notifier)
    : new UploadProgressNotifier();
  const concurrency = options.concurrency ?? DEFAULT_FILE_UPLOAD_CONCURRENCY;
  const queue = createTaskQueue({ concurrency, paused: !online.isOnline() });
  const store = createUploadStore({
    entries: initialEntries(options.initialEntries ?? []),
    online: online.isOnline(),
    concurrency,
  });
  const jobs = new Map<string, UploadJob>(
    store.getState().entries.map(({ name }) => [name, { name, run: 0, maybeKnown: false }]),
  );
  const onlineWakers = new Set<() => void>();
  const resume = createResumeKeeper(options.resumeStore ?? defaultResumeStore(log), log);
  let disposed = false;

  const notify = (call: (current: UploadProgressNotifier) => void) => {
    // A faulty notifier must not stall the uploads.
    try {
      call(notifier);
    } catch (error) {
      log('The upload progress notifier failed.', error);
    }
  };

  const context: UploadContext = {
    filesApi,
    store,
    policy: resolveRetryPolicy(options.retry),
    multipart: resolveMultipartUpload(options.multipartUpload),
    progressIntervalMs: options.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS,
    resume,
    log,
    notify,
    isOnline: () => online.isOnline(),
    onceOnline: (wake: () => void) => {
      onlineWakers.add(wake);
      return () => onlineWakers.delete(wake);
    },
    isCurrent: (job: UploadJob, run: number) => !disposed && job.run === run,
    cancel: (name: string) => cancel(name),
  };

  const enqueue = (job: UploadJob, run: number) =>
    queue.enqueue(job.name, (signal) => runUpload(context, job, run, signal));

  const failBatch = (batch: readonly { job: UploadJob; run: number }[], error: unknown) => {
    onSaveFailed?.(error);
    const apiError = toApiError(error);
    for (const { job, run } of batch) {
      if (!context.isCurrent(job, run)) continue;
      store.update(job.name, { status: 'failed', error: SAVE_BEFORE_UPLOAD_FAILED_MESSAGE });
      notify((n) => job.file && n.onUploadFailed(job.file, apiError));
    }
  };

  /** Queues files again; the draft is saved first when asked, or when no files link is known. */
  const start = async (batchJobs: readonly UploadJob[], save: boolean) => {
    const batch = batchJobs.map((job) => {
      job.run += 1;
      job.pausedBy = undefined;
      store.update(job.name, {
        status: 'queued',
        progressPercentage: acknowledgedPercent(job.parts, job.file?.size ?? 0),
        retries: 0,
        error: undefined,
        notice: undefined,
      });
      return { job, run: job.run };
    });
    if (save || batch.some(({ job }) => job.filesLink === undefined)) {
      try {
        const draft = await saveDraft();
        batch.forEach(({ job }) => (job.filesLink = draft.links.files));
      } catch (error) {
        if (!disposed) failBatch(batch, error);
        return;
      }
    }
    // A file cancelled or removed while the draft was saved stays as it is.
    batch
      .filter(({ job, run }) => context.isCurrent(job, run))
      .forEach(({ job, run }) => enqueue(job, run));
  };

  const add = async (files: readonly File[]) => {
    if (disposed) return;
    const batch: UploadJob[] = [];
    for (const file of files) {
      const existing = findFileByName(store.getState().entries, file.name);
      if (existing && !isUploadRestartable(existing.status)) continue;
      const name = existing?.name ?? file.name;
      const job = jobs.get(name) ?? { name, run: 0, maybeKnown: false };
      if (job.removing) continue;
      job.file = file;
      jobs.set(name, job);
      store.put({
        name,
        size: file.size,
        links: existing?.links ?? {},
        status: 'queued',
        progressPercentage: acknowledgedPercent(job.parts, file.size),
        retries: 0,
      });
      notify((n) => n.onUploadAdded(file));
      batch.push(job);
    }
    if (batch.length > 0) await start(batch, true);
  };

  /** Its record goes: a file cancelled or deleted is not resumed. */
  const forgetParts = (job: UploadJob) => {
    if (job.parts?.fileLink) resume.forget(job.parts.fileLink);
    job.parts = undefined;
  };

  function cancel(name: string) {
    const job = jobs.get(name);
    const entry = store.entry(name);
    if (!job || !entry || !(isUploadActive(entry.status) || entry.status === 'paused')) return;
    job.run += 1;
    forgetParts(job);
    store.update(name, { status: 'cancelled', awaitsFile: undefined });
    notify((n) => job.file && n.onUploadCancelled(job.file));
    // Last: the freed slot starts the next file at once.
    queue.abort(name);
  }

  const pause = (name: string, by: 'user' | 'offline' = 'user') => {
    const job = jobs.get(name);
    const entry = store.entry(name);
    if (!job || !entry || !isUploadPausable(entry)) return;
    job.run += 1;
    job.pausedBy = by;
    const progressPercentage = acknowledgedPercent(job.parts, entry.size);
    store.update(name, { status: 'paused', progressPercentage });
    // Last: the freed slot starts the next file at once.
    queue.abort(name);
  };

  const resumeUpload = (name: string) => {
    const job = jobs.get(name);
    const entry = store.entry(name);
    if (disposed || !job?.file || job.removing || !entry || !isUploadResumable(entry)) return;
    void start([job], false);
  };

  const retry = (name: string) => {
    const job = jobs.get(name);
    const entry = store.entry(name);
    if (disposed || !job?.file || job.removing || !entry) return;
    if (entry.status !== 'failed' && entry.status !== 'cancelled') return;
    void start([job], false);
  };

  const remove = async (name: string) => {
    const job = jobs.get(name);
    const entry = store.entry(name);
    if (!job || !entry || job.removing) return;
    const pending = entry.status !== 'finished';
    cancel(name);
    job.removing = true;
    try {
      let self = entry.links.self;
      // A cancelled announce may have created the file without telling us its links.
      if (!self && job.maybeKnown && job.filesLink)
        self = (await findOnServer(filesApi, job.filesLink, name))?.links.self;
      if (self) await filesApi.delete(self, { pending });
      forgetParts(job);
      jobs.delete(name);
      store.remove(name);
    } catch (error) {
      job.removing = false;
      log(`Could not delete the file '${name}'.`, error);
      store.update(name, { error: toApiError(error).message });
    }
  };

  const unsubscribeOnline = online.subscribe((isOnline) => {
    if (disposed) return;
    store.set({ online: isOnline });
    if (isOnline) {
      [...onlineWakers].forEach((wake) => wake());
      const paused = [...jobs.values()].filter(
        (job) => job.pausedBy === 'offline' && store.entry(job.name)?.status === 'paused',
      );
      if (paused.length > 0) void start(paused, false);
    } else {
      // Parts under way would fail one by one: they stop, and those the server has are kept.
      const uploading = store.getState().entries.filter((entry) => entry.status === 'uploading');
      uploading.forEach(({ name }) => pause(name, 'offline'));
    }
    queue.setPaused(!isOnline);
  });

  /** Files sent in parts on an earlier visit that the resume store knows are paused. */
  const recallPaused = async (server: readonly ServerFileEntry[]) => {
    for (const serverEntry of server) {
      const { key, links } = serverEntry;
      const entry = store.entry(key);
      // The page's record lists no part links (the files API does): the store is asked alone.
      if (entry?.status !== 'pending' || !links.self) continue;
      const record = await resume.recall(links.self);
      const job = jobs.get(key);
      // The user may have chosen the file meanwhile; then it is uploaded as a pending one.
      if (!record || record.key !== key || !job || disposed) continue;
      if (store.entry(key)?.status !== 'pending') continue;
      const parts = withServerParts(partsStateOfRecord(record), serverEntry);
      if (!parts) continue;
      job.parts = parts;
      store.update(key, {
        status: 'paused',
        awaitsFile: true,
        size: record.file.size,
        progressPercentage: acknowledgedPercent(parts, record.file.size),
      });
    }
  };
  void recallPaused(options.initialEntries ?? []);

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    add,
    cancel,
    pause: (name) => pause(name),
    resume: resumeUpload,
    cancelAll() {
      // The queued ones first, so no slot freed by a running one starts another; the paused
      // ones too: every file not finished stops.
      const { entries } = store.getState();
      for (const status of ['queued', 'paused', 'uploading'])
        entries.filter((entry) => entry.status === status).forEach(({ name }) => cancel(name));
    },
    retry,
    remove,
    setConcurrency(next) {
      queue.setConcurrency(next);
      store.set({ concurrency: next });
    },
    setProgressNotifier(next) {
      notifier = assertProgressNotifier(next);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      queue.abortAll();
      unsubscribeOnline();
      onlineWakers.clear();
      store.dropListeners();
    },
  };
};
