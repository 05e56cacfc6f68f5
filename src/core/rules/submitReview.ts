import type { Community, RecordAccess } from '../model';

/**
 * The submit-review (and direct publish) confirmation (docs/behaviour.md#communities-and-reviews).
 */

export const MUST_ACCEPT_MESSAGE = 'You must accept this.';
export const RESTRICTED_COMMUNITY_SUBMISSION_MESSAGE =
  'Submission to this community is only allowed if the record is restricted.';

export interface SubmitReviewValues {
  acceptAccessToRecord: boolean;
  acceptAfterPublishRecord: boolean;
  reviewComment?: string;
}

export type SubmitReviewErrors = Partial<
  Record<'acceptAccessToRecord' | 'acceptAfterPublishRecord', string>
>;

/**
 * Field name to message; an empty object means the form may be sent. The after-publish
 * consent matters only while no version of the record is published yet.
 */
export const validateSubmitReview = (
  values: SubmitReviewValues,
  { recordPublished }: { recordPublished: boolean },
): SubmitReviewErrors => {
  const errors: SubmitReviewErrors = {};
  if (values.acceptAccessToRecord !== true) errors.acceptAccessToRecord = MUST_ACCEPT_MESSAGE;
  if (!recordPublished && values.acceptAfterPublishRecord !== true) {
    errors.acceptAfterPublishRecord = MUST_ACCEPT_MESSAGE;
  }
  return errors;
};

/** A direct publish has no curator to read a comment. */
export const isReviewCommentShown = (directPublish: boolean): boolean => !directPublish;

/** Null when the record may go to the community, else the message explaining why not. */
export const communitySubmissionError = (
  access: Pick<RecordAccess, 'record'>,
  community: Pick<Community, 'access'>,
): string | null =>
  access.record === 'public' && community.access.visibility === 'restricted'
    ? RESTRICTED_COMMUNITY_SUBMISSION_MESSAGE
    : null;
