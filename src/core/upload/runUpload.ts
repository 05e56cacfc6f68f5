import { toApiError } from '../api/errors';
import type { FilesApi } from '../api/files';
import { createProgressThrottle } from './progressThrottle';
import type { ProgressThrottle } from './progressThrottle';
import type { MultipartUpload } from './multipartPlan';
import { cutOf, transferFor } from './multipartPlan';
import type { UploadProgressNotifier } from './progressNotifier';
import type { ResumeKeeper } from './resumeKeeper';
import { acknowledgedPercent, NOT_THE_PAUSED_FILE_MESSAGE, resumeFrom } from './resumeParts';
import type { PartsState } from './resumeParts';
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
  /** Its parts so far, once its content goes in parts; cleared when it is committed. */
  parts?: PartsState;
  /** Why it is paused: going offline pauses it, coming back resumes it, not the user's pause. */
  pausedBy?: 'user' | 'offline';
}

export interface UploadContext {
  filesApi: FilesApi;
  store: UploadStore;
  policy: RetryPolicy;
  /** Undefined when multipart uploads are off. */
  multipart: MultipartUpload | undefined;
  progressIntervalMs: number;
  resume: ResumeKeeper;
  log: (message: string, error: unknown) => void;
  notify: (call: (notifier: UploadProgressNotifier) => void) => void;
  isOnline: () => boolean;
  /** Registers a waker called when the browser is back online; answers its removal. */
  onceOnline: (wake: () => void) => () => void;
  isCurrent: (job: UploadJob, run: number) => boolean;
  cancel: (name: string) => void;
}

type Step = 'resume' | 'init' | 'content' | 'parts' | 'commit';

/**
 * One file through initialise, upload content (in one request or in parts) and commit
 * (docs/behaviour.md#uploads); a file paused in parts goes on from the parts the server has.
 * Transient failures are tried again from the failed step on; a network error while offline
 * waits for the network without using up a try. Parts are tried again one by one as they
 * fail, so a failure of the parts is final. A run cancelled, removed or disposed leaves the
 * state alone: whoever stopped it has set it.
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
  let resumed = false;
  let throttle: ProgressThrottle | undefined;

  store.update(name, { status: 'uploading' });
  notify((n) => n.onUploadStarted(file, () => context.cancel(name)));

  for (;;) {
    let step: Step = 'init';
    try {
      let links = store.entry(name)?.links ?? {};
      if (job.parts && !resumed) {
        step = 'resume';
        const resumption = await resumeFrom(context, { ...job, file, parts: job.parts }, signal);
        if (!current()) return;
        job.parts = resumption.parts;
        links = resumption.links;
        resumed = true;
        store.update(name, {
          links,
          ...(resumption.anotherFile && { notice: NOT_THE_PAUSED_FILE_MESSAGE }),
        });
      }
      if (!hasUploadLinks(links)) {
        step = 'init';
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
        const parts = step === 'parts' ? partsOf(context, job, file, uploadLinks) : undefined;
        store.update(name, { progressPercentage: acknowledgedPercent(parts, file.size) });
        throttle = createProgressThrottle(context.progressIntervalMs, (percent) => {
          if (!current()) return;
          store.update(name, { progressPercentage: percent });
          notify((n) => n.onUploadProgress(file, percent));
        });
        await sendContent(context, {
          name,
          file,
          links: uploadLinks,
          parts,
          filesLink: job.filesLink,
          signal,
          onProgress: throttle.report,
          onRetry: countRetry,
          onPartAcknowledged: (part) => {
            if (parts && current()) {
              parts.acknowledged.add(part.part);
              if (parts.fileLink) context.resume.acknowledge(parts.fileLink, part.part);
            }
            notify((n) => n.onUploadPartAcknowledged(file, part));
          },
        });
        throttle.flush();
        contentSent = true;
      }
      step = 'commit';
      const committed = await filesApi.commit(uploadLinks.commit, { signal });
      if (!current()) return;
      if (job.parts?.fileLink) context.resume.forget(job.parts.fileLink);
      job.parts = undefined;
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
      if (step !== 'init' && step !== 'resume')
        context.log(`Uploading the file '${name}' failed (${step}).`, apiError);
      const useRetry = () => {
        stepRetries += 1;
        countRetry();
      };
      if (
        step !== 'parts' &&
        (await waitToTryAgain(context, apiError, stepRetries, signal, useRetry))
      )
        continue;
      const cancelled = step !== 'init' && step !== 'resume' && apiError.isAbort;
      store.update(name, {
        status: cancelled ? 'cancelled' : 'failed',
        error: cancelled ? undefined : apiError.message,
      });
      notify((n) => (cancelled ? n.onUploadCancelled(file) : n.onUploadFailed(file, apiError)));
      return;
    }
  }
};

/**
 * The parts state of a file about to send its parts: the one it has (a resumed file), or a
 * new one, remembered so that a later visit can go on with it.
 */
const partsOf = (context: UploadContext, job: UploadJob, file: File, links: UploadLinks) => {
  if (job.parts) return job.parts;
  const parts: PartsState = {
    fileLink: links.self,
    transfer: cutOf(file.size, context.multipart),
    acknowledged: new Set(),
    source: file,
  };
  job.parts = parts;
  if (parts.fileLink)
    context.resume.remember(
      parts.fileLink,
      job.name,
      file,
      parts.transfer,
      () => parts.acknowledged,
    );
  return parts;
};
