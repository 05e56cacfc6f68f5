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

/** What a status is derived from when the server gave none (answers older than InvenioRDM v12). */
export interface StatusSource {
  is_published?: unknown;
  is_draft?: unknown;
  versions?: unknown;
  parent?: unknown;
}

/** A review request's status to the draft's, for a first version and for a new one. */
const REVIEW_TO_STATUS: Record<string, [RecordStatus, RecordStatus]> = {
  created: ['draft_with_review', 'new_version_draft_with_review'],
  submitted: ['in_review', 'in_review'],
  declined: ['declined', 'declined'],
  expired: ['expired', 'expired'],
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The status InvenioRDM computes: published if this version is; else by the pending review
 * request, else a first or a new-version draft. Undefined when the JSON says nothing either way
 * (a new upload).
 */
export const deriveStatus = (record: StatusSource): RecordStatus | undefined => {
  if (record.is_published === true) return 'published';
  if (record.is_draft !== true && record.is_published !== false) return undefined;
  const index = field(record.versions, 'index');
  const isFirst = typeof index !== 'number' || index <= 1;
  const reviewStatus = field(field(record.parent, 'review'), 'status');
  const fromReview = typeof reviewStatus === 'string' ? REVIEW_TO_STATUS[reviewStatus] : undefined;
  if (fromReview) return isFirst ? fromReview[0] : fromReview[1];
  return isFirst ? 'draft' : 'new_version_draft';
};
