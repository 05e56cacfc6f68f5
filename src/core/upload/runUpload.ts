import { toApiError } from '../api/errors';
import type { FilesApi } from '../api/files';
import { createProgressThrottle } from './progressThrottle';
import type { ProgressThrottle } from './progressThrottle';
import type { UploadProgressNotifier } from './progressNotifier';
import { retryDelayMs } from './retryPolicy';
import type { RetryPolicy } from './types';
import { hasUploadLinks, initialiseFile } from './uploadSteps';
import type { UploadLinks } from './uploadSteps';
import type { UploadStore } from './uploadStore';
import { sleep, waitFor } from './waits';

/** What the manager remembers of one file beyond its entry. */
export interface UploadJob {
  name: string;
  /** The local file; absent for files found on the server. */
  file?: File;
  filesLink?: string;
  /** An announce was sent whose answer never came: the server may know the file. */
  maybeKnown: boolean;
  /** Counts the runs; a run that is no longer the current one changes nothing. */
  run: number;
  removing?: boolean;
}

export interface UploadContext {
  filesApi: FilesApi;
  store: UploadStore;
  policy: RetryPolicy;
  progressIntervalMs: number;
  log: (message: string, error: unknown) => void;
  notify: (call: (notifier: UploadProgressNotifier) => void) => void;
  isOnline: () => boolean;
  /** Registers a waker called when the browser is back online; answers its removal. */
  onceOnline: (wake: () => void) => () => void;
  isCurrent: (job: UploadJob, run: number) => boolean;
  cancel: (name: string) => void;
}

type Step = 'init' | 'content' | 'commit';

/**
 * One file through initialise, upload content and commit (docs/behaviour.md#uploads). Transient
 * failures are tried again from the failed step on; a network error while offline waits for the
 * network without using up a try. A run cancelled, removed or disposed leaves the state alone:
 * whoever stopped it has set it.
 */
export const runUpload = async (
  context: UploadContext,
  job: UploadJob,
  run: number,
  signal: AbortSignal,
): Promise<void> => {
  const { filesApi, store, notify } = context;
  const { name } = job;
  const file = job.file as File;
  const current = () => context.isCurrent(job, run);
  let retries = 0;
  let contentSent = false;
  let throttle: ProgressThrottle | undefined;

  store.update(name, { status: 'uploading' });
  notify((n) => n.onUploadStarted(file, () => context.cancel(name)));

  for (;;) {
    let step: Step = 'init';
    try {
      let links = store.entry(name)?.links ?? {};
      if (!hasUploadLinks(links)) {
        const maybeKnown = job.maybeKnown;
        job.maybeKnown = true;
        links = await initialiseFile(filesApi, job.filesLink, name, maybeKnown, signal);
        job.maybeKnown = false;
        if (!current()) return;
        store.update(name, { links });
      }
      const uploadLinks = links as UploadLinks;
      if (!contentSent) {
        step = 'content';
        store.update(name, { progressPercentage: 0 });
        throttle = createProgressThrottle(context.progressIntervalMs, (percent) => {
          if (!current()) return;
          store.update(name, { progressPercentage: percent });
          notify((n) => n.onUploadProgress(file, percent));
        });
        await filesApi.uploadContent(uploadLinks.content, file, {
          signal,
          onProgress: throttle.report,
        });
        throttle.flush();
        contentSent = true;
      }
      step = 'commit';
      const committed = await filesApi.commit(uploadLinks.commit, { signal });
      if (!current()) return;
      store.update(name, {
        status: 'finished',
        progressPercentage: 100,
        size: committed.size ?? file.size,
        ...(committed.checksum !== undefined && { checksum: committed.checksum }),
        links: { ...uploadLinks, ...committed.links },
      });
      notify((n) => n.onUploadCompleted(file, committed));
      return;
    } catch (error) {
      throttle?.cancel();
      if (!current()) return;
      const apiError = toApiError(error);
      if (step !== 'init') context.log(`Uploading the file '${name}' failed (${step}).`, apiError);
      if (apiError.isNetworkError && !context.isOnline()) {
        await waitFor(context.onceOnline, signal);
        continue;
      }
      const delay = retryDelayMs(context.policy, retries, apiError);
      if (delay !== undefined) {
        retries += 1;
        store.update(name, { retries });
        await sleep(delay, signal);
        continue;
      }
      const cancelled = step !== 'init' && apiError.isAbort;
      store.update(name, {
        status: cancelled ? 'cancelled' : 'failed',
        error: cancelled ? undefined : apiError.message,
      });
      notify((n) => (cancelled ? n.onUploadCancelled(file) : n.onUploadFailed(file, apiError)));
      return;
    }
  }
};
