import type { TFunction } from 'i18next';
import type { UploadStatus } from '../../core/upload/types';

/** What each upload status reads as in the file table. */
export const statusLabel = (t: TFunction, status: UploadStatus): string => {
  switch (status) {
    case 'queued':
      return t('Queued');
    case 'uploading':
      return t('Uploading');
    case 'finished':
      return t('Finished');
    case 'failed':
      return t('Failed');
    case 'cancelled':
      return t('Cancelled');
    case 'pending':
      return t('Pending');
  }
};
