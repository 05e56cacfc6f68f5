import type { ApiError } from '../api/errors';
import type { DraftRecord } from '../model';
import type { FailedEventType } from './reducer';

/** What the controller reads from the server's answers: failures, review, links and PIDs. */

/** An action's failure, and its partial-validation failure (a draft with field errors). */
export type FailurePair = readonly [FailedEventType, FailedEventType];
export const PUBLISH_FAILURES: FailurePair = [
  'DRAFT_PUBLISH_FAILED',
  'DRAFT_PUBLISH_FAILED_WITH_VALIDATION_ERRORS',
];
export const SUBMIT_FAILURES: FailurePair = [
  'DRAFT_SUBMIT_REVIEW_FAILED',
  'DRAFT_SUBMIT_REVIEW_FAILED_WITH_VALIDATION_ERRORS',
];

/** What the flash and the fields get from a failure: the server's answer when there was one. */
export const errorData = (error: ApiError): unknown => {
  // A server fault's message tells the user nothing they can act on: the table's own
  // headline ('... Please try again ...') does.
  if (error.status !== undefined && error.status >= 500) return { errors: error.fieldErrors };
  if (error.data !== undefined && error.data !== '') return error.data;
  if (error.status !== undefined) return { message: error.message, errors: error.fieldErrors };
  return error.fieldErrors.length > 0 ? { errors: error.fieldErrors } : undefined;
};

export const receiverOf = (draft: DraftRecord): string | undefined =>
  draft.parent?.review?.receiver?.community;

/** The record's page in preview mode (docs/reference-server.md#how-it-answers). */
export const previewLink = (links: DraftRecord['links']): string | undefined => {
  if (links.preview_html) return links.preview_html;
  const page = links.record_html ?? links.self_html;
  if (!page) return undefined;
  return `${page}${page.includes('?') ? '&' : '?'}preview=1`;
};

/** A discard may answer no body: the PID is then simply gone. */
export const withoutPid = (pids: DraftRecord['pids'] | undefined, pidType: string) =>
  Object.fromEntries(Object.entries(pids ?? {}).filter(([type]) => type !== pidType));
