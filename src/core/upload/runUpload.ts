import { toApiError } from '../api/errors';
import type { FilesApi } from '../api/files';
import { createProgressThrottle } from './progressThrottle';
import type { ProgressThrottle } from './progressThrottle';
import type { MultipartUpload } from './multipartPlan';
import { transferFor } from './multipartPlan';
import type { UploadProgressNotifier } from './progressNotifier';
import { contentStepOf, sendContent } from './sendContent';
import { waitToTryAgain } from './tryAgain';
import type { RetryPolicy } from './types';
import { hasUploadLinks, initialiseFile } from './uploadSteps';
import type { UploadLinks } from './uploadSteps';
import type { UploadStore } from './uploadStore';

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
  /** Undefined when multipart uploads are off. */
  multipart: MultipartUpload | undefined;
  progressIntervalMs: number;
  log: (message: string, error: unknown) => void;
  notify: (call: (notifier: UploadProgressNotifier) => void) => void;
  isOnline: () => boolean;
  /** Registers a waker called when the browser is back online; answers its removal. */
  onceOnline: (wake: () => void) => () => void;
  isCurrent: (job: UploadJob, run: number) => boolean;
  cancel: (name: string) => void;
}

type Step = 'init' | 'content' | 'parts' | 'commit';

/**
 * One file through initialise, upload content (in one request or in parts) and commit
 * (docs/behaviour.md#uploads). Transient failures are tried again from the failed step on; a
 * network error while offline waits for the network without using up a try. Parts are tried
 * again one by one as they fail, so a failure of the parts is final. A run cancelled, removed or
 * disposed leaves the state alone: whoever stopped it has set it.
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
  // The steps share the policy's tries; the entry counts the parts' retries as well.
  let stepRetries = 0;
  let retries = 0;
  const countRetry = () => {
    retries += 1;
    store.update(name, { retries });
  };
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
        const transfer = transferFor(file.size, context.multipart);
        const announce = transfer ? { key: name, size: file.size, transfer } : { key: name };
        links = await initialiseFile(filesApi, job.filesLink, announce, maybeKnown, signal);
        job.maybeKnown = false;
        if (!current()) return;
        store.update(name, { links });
      }
      const uploadLinks = links as UploadLinks;
      if (!contentSent) {
        step = contentStepOf(uploadLinks);
        store.update(name, { progressPercentage: 0 });
        throttle = createProgressThrottle(context.progressIntervalMs, (percent) => {
          if (!current()) return;
          store.update(name, { progressPercentage: percent });
          notify((n) => n.onUploadProgress(file, percent));
        });
        await sendContent(context, {
          name,
          file,
          links: uploadLinks,
          filesLink: job.filesLink,
          signal,
          onProgress: throttle.report,
          onRetry: countRetry,
          onPartAcknowledged: (part) => notify((n) => n.onUploadPartAcknowledged(file, part)),
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
        // The part links served their turn.
        links: { ...uploadLinks, parts: undefined, ...committed.links },
      });
      notify((n) => n.onUploadCompleted(file, committed));
      return;
    } catch (error) {
      throttle?.cancel();
      if (!current()) return;
      const apiError = toApiError(error);
      if (step !== 'init') context.log(`Uploading the file '${name}' failed (${step}).`, apiError);
      const useRetry = () => {
        stepRetries += 1;
        countRetry();
      };
      if (
        step !== 'parts' &&
        (await waitToTryAgain(context, apiError, stepRetries, signal, useRetry))
      )
        continue;
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
