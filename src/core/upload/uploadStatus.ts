import type { UploadEntry, UploadStatus } from './types';

/** The one place that says which upload statuses mean what. */

/** A file on its way: waiting for a slot, or being sent. */
export const isUploadActive = (status: UploadStatus | undefined): boolean =>
  status === 'queued' || status === 'uploading';

/** A file that can be uploaded again (by hand, or by adding it again). */
export const isUploadRestartable = (status: UploadStatus | undefined): boolean =>
  status === 'failed' || status === 'cancelled' || status === 'pending' || status === 'paused';

/** A file on its way in parts, which can be paused. */
export const isUploadPausable = ({ status, links }: UploadEntry): boolean =>
  isUploadActive(status) && Boolean(links.parts?.length);

/** A paused file whose File is at hand (one paused on an earlier visit must be chosen again). */
export const isUploadResumable = ({ status, awaitsFile }: UploadEntry): boolean =>
  status === 'paused' && !awaitsFile;
