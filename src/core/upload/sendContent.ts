import { requireLink } from '../api/links';
import type { MultipartTransfer } from '../model';
import { DEFAULT_UPLOAD_PART_CONCURRENCY } from '../rules/constants';
import type { MultipartUpload } from './multipartPlan';
import { cutOf } from './multipartPlan';
import type { AcknowledgedPart } from './progressNotifier';
import type { PartsContext } from './sendParts';
import type { UploadLinks } from './uploadSteps';

export interface ContentContext extends PartsContext {
  /** Undefined when multipart uploads are off. */
  multipart: MultipartUpload | undefined;
}

export interface ContentUpload {
  name: string;
  file: File;
  links: UploadLinks;
  /**
   * For part links: how the file was cut, and the parts the server has (default: the
   * config's cut, none).
   */
  parts?: { transfer: MultipartTransfer; acknowledged: ReadonlySet<number> };
  filesLink?: string;
  signal: AbortSignal;
  /** Whole percents of the file, never going back within an attempt. */
  onProgress: (percent: number) => void;
  onRetry: () => void;
  onPartAcknowledged: (part: AcknowledgedPart) => void;
}

/** The content goes in parts when the server gave part links, else in one request. */
export const contentStepOf = (links: UploadLinks): 'parts' | 'content' =>
  links.parts?.length ? 'parts' : 'content';

/** Sends a file's content the way its links ask for (docs/behaviour.md#uploads). */
export const sendContent = async (
  context: ContentContext,
  upload: ContentUpload,
): Promise<void> => {
  const { file, links, signal, onProgress } = upload;
  if (contentStepOf(links) === 'content') {
    const contentLink = requireLink(links.content ?? undefined, 'content', 'file');
    await context.filesApi.uploadContent(contentLink, file, { signal, onProgress });
    return;
  }
  // Most files go whole: the parts' sender loads with the first file that goes in parts.
  const { sendParts } = await import('./sendParts');
  // Cut as it was announced, from the same size and settings.
  const parts = upload.parts ?? {
    transfer: cutOf(file.size, context.multipart),
    acknowledged: new Set(),
  };
  await sendParts(context, {
    name: upload.name,
    file,
    transfer: parts.transfer,
    partLinks: links.parts ?? [],
    acknowledgedParts: parts.acknowledged,
    partConcurrency: context.multipart?.partConcurrency ?? DEFAULT_UPLOAD_PART_CONCURRENCY,
    repositoryLink: upload.filesLink,
    signal,
    onProgress,
    onRetry: upload.onRetry,
    onPartAcknowledged: upload.onPartAcknowledged,
  });
};
