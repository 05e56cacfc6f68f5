import { RECORD_STATUSES, type RecordStatus } from '../model';

/** The fields of a draft or record that the status rules read. */
export interface StatusView {
  status?: string;
  is_published?: boolean;
}

export const isRecordStatus = (value: unknown): value is RecordStatus =>
  (RECORD_STATUSES as readonly unknown[]).includes(value);

/** A record is published when the server says so; an edit-draft of one also reports it. */
export const isRecordPublished = (record: StatusView): boolean =>
  record.is_published === true || record.status === 'published';

/** The states where a community turned the submission down or let it lapse. */
export const isDeclinedOrExpired = (status: string | undefined): boolean =>
  status === 'declined' || status === 'expired';
