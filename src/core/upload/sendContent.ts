import { requireLink } from '../api/links';
import { DEFAULT_UPLOAD_PART_CONCURRENCY, DEFAULT_UPLOAD_PART_SIZE } from '../rules/constants';
import type { MultipartUpload } from './multipartPlan';
import { partsOf } from './multipartPlan';
import type { AcknowledgedPart } from './progressNotifier';
import { sendParts } from './sendParts';
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
  // Cut as it was announced, from the same size and settings (the defaults when part links
  // come while multipart uploads are off: a file announced so on an earlier visit).
  const { multipart } = context;
  await sendParts(context, {
    name: upload.name,
    file,
    transfer: partsOf(file.size, multipart?.partSize ?? DEFAULT_UPLOAD_PART_SIZE),
    partLinks: links.parts ?? [],
    partConcurrency: multipart?.partConcurrency ?? DEFAULT_UPLOAD_PART_CONCURRENCY,
    repositoryLink: upload.filesLink,
    signal,
    onProgress,
    onRetry: upload.onRetry,
    onPartAcknowledged: upload.onPartAcknowledged,
  });
};
