import type { UploadStatus } from './types';

/** The one place that says which upload statuses mean what. */

/** A file on its way: waiting for a slot, or being sent. */
export const isUploadActive = (status: UploadStatus | undefined): boolean =>
  status === 'queued' || status === 'uploading';

/** A file that can be uploaded again (by hand, or by adding it again). */
export const isUploadRestartable = (status: UploadStatus | undefined): boolean =>
  status === 'failed' || status === 'cancelled' || status === 'pending';
