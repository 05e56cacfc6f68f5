import type { ApiError } from '../api/errors';
import type { ServerFileEntry } from '../model';

/** A cancel function handed out when an upload starts. */
export type CancelUpload = () => void;

/** A part the server has of a file sent in parts: `part` (1-based) of `parts`, cut every `partSize` bytes. */
export interface AcknowledgedPart {
  part: number;
  parts: number;
  partSize: number;
}

/**
 * Hears each step of every upload (docs/behaviour.md#uploads). The methods do nothing: extend the
 * class and override the ones you need.
 */
export class UploadProgressNotifier {
  /** Queued. */
  onUploadAdded(_file: File): void {}
  /** Running; `cancel` stops it. */
  onUploadStarted(_file: File, _cancel: CancelUpload): void {}
  /** Whole percents, never going back within an attempt, at most about 10 a second. */
  onUploadProgress(_file: File, _percent: number): void {}
  /** A part of a file sent in parts reached the server: it need not be sent again. */
  onUploadPartAcknowledged(_file: File, _part: AcknowledgedPart): void {}
  /** Committed on the server: key, size, checksum and links. */
  onUploadCompleted(_file: File, _entry: ServerFileEntry): void {}
  onUploadCancelled(_file: File): void {}
  onUploadFailed(_file: File, _error: ApiError): void {}
}

export const NOTIFIER_TYPE_ERROR =
  'Progress notifier must be an instance of `UploadProgressNotifier`';

export const assertProgressNotifier = (notifier: unknown): UploadProgressNotifier => {
  if (!(notifier instanceof UploadProgressNotifier)) throw new Error(NOTIFIER_TYPE_ERROR);
  return notifier;
};
