/**
 * Deleting a published record (InvenioRDM v14's record deletion): what the repository lets
 * this user do, as its deposit page prints it (`deposits-record-deletion`).
 */

/** One way of deleting (at once, or by a request to the administrators) as its policies judge it. */
export interface DeletionPolicyState {
  /** The instance offers this way. */
  enabled?: boolean;
  /** This user is one it is offered to (the record's owner). */
  valid_user?: boolean;
  /** It applies to this record now (within the period after publication, say). */
  allowed?: boolean;
  /** The policy that applies; its description is shown in the dialog. */
  policy?: { id?: string; description?: string } | null;
}

/**
 * A question that may suggest a better way than deleting: answering Yes shows `message`, HTML
 * in the instance's words (with links), and holds the deletion back.
 */
export interface DeletionChecklistRow {
  label: string;
  message?: string;
}

/** The page's record deletion object; absent, or `enabled` false, offers nothing. */
export interface RecordDeletionConfig {
  enabled?: boolean;
  valid_user?: boolean;
  /** The record may be deleted, at once or by a request; false shows why it cannot. */
  allowed?: boolean;
  recordDeletion?: {
    immediate_deletion?: DeletionPolicyState;
    request_deletion?: DeletionPolicyState;
  };
  checklist?: DeletionChecklistRow[];
  /** What deleting takes away: the record's file count and whether the repository minted its DOI. */
  context?: { files?: number; internalDoi?: boolean };
  /** The page of the record's deletion request still open, if any. */
  existing_request?: string | null;
}
