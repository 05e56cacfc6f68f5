import { ApiError, toApiError } from '../api/errors';
import type { FilesApi } from '../api/files';
import type { FilePartLink, MultipartTransfer } from '../model';
import { bytesOfParts } from './multipartPlan';
import { createPartsProgress } from './partsProgress';
import type { AcknowledgedPart } from './progressNotifier';
import { waitToTryAgain } from './tryAgain';
import type { TryAgainContext } from './tryAgain';

export interface PartsContext extends TryAgainContext {
  filesApi: FilesApi;
  log: (message: string, error: unknown) => void;
}

export interface PartsUpload {
  /** The file's key, for messages. */
  name: string;
  file: Blob;
  /** How the file is cut; the server's part links must be its parts 1 to N. */
  transfer: MultipartTransfer;
  partLinks: readonly FilePartLink[];
  /** Parts the server has already (a resumed file): not sent again, counted as sent. */
  acknowledgedParts?: ReadonlySet<number>;
  partConcurrency: number;
  /** The draft's files link: part URLs on its origin are the repository's own. */
  repositoryLink?: string;
  signal: AbortSignal;
  /** Whole percents of the file: the acknowledged parts' bytes and those of parts under way. */
  onProgress: (percent: number) => void;
  /** A failed part is tried again: one try used up. */
  onRetry: () => void;
  onPartAcknowledged: (part: AcknowledgedPart) => void;
}

/** The part links in order, refused unless they are exactly the parts the file is cut into. */
const orderedPartLinks = ({ name, transfer, partLinks }: PartsUpload): FilePartLink[] => {
  const ordered = [...partLinks].sort((a, b) => a.part - b.part);
  if (ordered.length !== transfer.parts || ordered.some((link, index) => link.part !== index + 1))
    throw new ApiError({
      message: `The server gave ${ordered.length} part links for '${name}', which has ${transfer.parts} parts.`,
    });
  return ordered;
};

/**
 * Sends a file's parts, `partConcurrency` at once, each a slice of the file (no copy). A failed
 * part is tried again on its own, with the retry policy and the offline wait of whole files,
 * while the others go on; once a part can be tried no more, the parts under way are aborted and
 * its error rejects. Resolves when the server has acknowledged every part; those it had
 * before are not sent.
 */
export const sendParts = async (context: PartsContext, upload: PartsUpload): Promise<void> => {
  const { name, file, transfer, signal } = upload;
  const done = upload.acknowledgedParts ?? new Set<number>();
  const links = orderedPartLinks(upload).filter(({ part }) => !done.has(part));
  const progress = createPartsProgress(
    file.size,
    upload.onProgress,
    bytesOfParts(transfer, file.size, done),
  );

  const sendPart = async ({ part, url }: FilePartLink, partSignal: AbortSignal) => {
    const start = (part - 1) * transfer.part_size;
    const bytes = file.slice(start, Math.min(start + transfer.part_size, file.size));
    let retries = 0;
    for (;;) {
      try {
        await context.filesApi.uploadPart(url, bytes, {
          repositoryLink: upload.repositoryLink,
          signal: partSignal,
          onProgress: (sent) => progress.sending(part, sent),
        });
        progress.acknowledged(part, bytes.size);
        upload.onPartAcknowledged({ part, parts: transfer.parts, partSize: transfer.part_size });
        return;
      } catch (error) {
        progress.failed(part);
        const apiError = toApiError(error);
        if (partSignal.aborted) throw apiError;
        context.log(`Uploading part ${part} of the file '${name}' failed.`, apiError);
        const again = await waitToTryAgain(context, apiError, retries, partSignal, () => {
          retries += 1;
          upload.onRetry();
        });
        if (!again) throw apiError;
      }
    }
  };

  // Aborted by the upload's signal, or when one part fails for good.
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort, { once: true });
  if (signal.aborted) abort();
  let next = 0;
  const worker = async () => {
    while (next < links.length) await sendPart(links[next++] as FilePartLink, stop.signal);
  };
  try {
    const workers = Math.min(upload.partConcurrency, links.length);
    await Promise.all(Array.from({ length: workers }, worker));
  } catch (error) {
    abort();
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
  }
};
