import type { DeletionChecklistRow, RecordDeletionConfig } from '../model/recordDeletion';

/**
 * Deleting a published record from its edit page (InvenioRDM v14's record deletion,
 * docs/behaviour.md#deleting-a-record).
 */

/**
 * What the deposit form offers: nothing; a disabled 'Delete record' and why; the open
 * request's page; or the dialog, which deletes at once (`immediate`) or asks the administrators.
 */
export type DeletionOffer =
  | { kind: 'none' }
  | { kind: 'not-allowed' }
  | { kind: 'request-open'; page: string }
  | { kind: 'dialog'; immediate: boolean };

const NONE: DeletionOffer = { kind: 'none' };

/**
 * The offer for a record as the repository describes it: only a published record's draft, only
 * where the instance turned deletion on, and the dialog only with the link it posts to.
 */
export const deletionOfferOf = (
  config: RecordDeletionConfig | undefined,
  published: boolean,
  link: string | undefined,
): DeletionOffer => {
  if (!published || config?.enabled !== true) return NONE;
  if (config.existing_request) return { kind: 'request-open', page: config.existing_request };
  if (config.allowed !== true) return { kind: 'not-allowed' };
  if (!link) return NONE;
  return { kind: 'dialog', immediate: config.recordDeletion?.immediate_deletion?.allowed === true };
};

/** The description of the policy that applies to the way offered, if the instance gave one. */
export const deletionPolicyText = (
  config: RecordDeletionConfig | undefined,
  immediate: boolean,
): string | undefined => {
  const ways = config?.recordDeletion;
  return (immediate ? ways?.immediate_deletion : ways?.request_deletion)?.policy?.description;
};

/** An answer to a checklist question; unanswered until the user picks one. */
export type ChecklistAnswer = 'yes' | 'no' | undefined;

/** A request's justification needs this many characters (invenio-rdm-records' payload rule). */
export const JUSTIFICATION_MIN_LENGTH = 25;

export interface DeletionChoices {
  /** The two statements the user acknowledges (the files go; the tombstone or the DOI). */
  acknowledged: readonly [boolean, boolean];
  /** One per checklist question, in its order. */
  answers: readonly ChecklistAnswer[];
}

/**
 * Deleting waits until both statements are ticked and every question is answered No: a Yes
 * means the user has a better way, which the dialog suggests.
 */
export const deletionHeldBack = (choices: DeletionChoices, questions: number): boolean =>
  choices.acknowledged.some((ticked) => !ticked) ||
  Array.from({ length: questions }, (_, index) => choices.answers[index]).some(
    (answer) => answer !== 'no',
  );

/** The suggestions of the questions answered Yes, in the checklist's order. */
export const checklistSuggestions = (
  rows: readonly DeletionChecklistRow[],
  answers: readonly ChecklistAnswer[],
): string[] =>
  rows.flatMap((row, index) => (answers[index] === 'yes' && row.message ? [row.message] : []));

export interface DeletionFormProblems {
  reason?: string;
  comment?: string;
}

/** InvenioRDM's messages for a reason not chosen and a justification missing or too short. */
export const deletionFormProblems = (
  reason: string,
  comment: string,
  immediate: boolean,
): DeletionFormProblems => {
  const problems: DeletionFormProblems = {};
  if (reason === '') problems.reason = 'Required';
  if (immediate) return problems;
  const justification = comment.trim();
  if (justification === '') problems.comment = 'Required';
  else if (justification.length < JUSTIFICATION_MIN_LENGTH) {
    problems.comment = 'Please write at least 25 characters';
  }
  return problems;
};
