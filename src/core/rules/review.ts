import type { RecordStatus } from '../model';
import { recordStatus } from './recordStatus';

/** Which review actions each status allows (docs/behaviour.md#record-statuses). */

export const REVIEW_DELETABLE_STATUSES: readonly RecordStatus[] = [
  'draft_with_review',
  'new_version_draft_with_review',
  'declined',
  'expired',
];

export const REVIEW_UPDATABLE_STATUSES: readonly RecordStatus[] = [
  ...REVIEW_DELETABLE_STATUSES,
  'draft',
];

export const SUBMIT_REVIEW_DISALLOWED_STATUSES: readonly RecordStatus[] = [
  'published',
  'in_review',
  'new_version_draft',
];

const isIn = (statuses: readonly string[], status: string | undefined) =>
  status !== undefined && statuses.includes(status);

export const canDeleteReview = (status: string | undefined): boolean =>
  isIn(REVIEW_DELETABLE_STATUSES, status);

export const canUpdateReview = (status: string | undefined): boolean =>
  isIn(REVIEW_UPDATABLE_STATUSES, status);

export const isSubmitReviewDisallowed = (status: string | undefined): boolean =>
  isIn(SUBMIT_REVIEW_DISALLOWED_STATUSES, status);

/** The fields `isReviewPresent` reads; fits both the server record and the editor record. */
export interface ReviewView {
  status?: string;
  parent?: { review?: unknown };
}

const isEmptyReview = (review: unknown): boolean =>
  review === undefined ||
  review === null ||
  (typeof review === 'object' && Object.keys(review).length === 0);

/** A plain draft never counts as reviewed, even if a stale review object lingers. */
export const isReviewPresent = (record: ReviewView): boolean =>
  recordStatus(record) !== 'draft' && !isEmptyReview(record.parent?.review);
