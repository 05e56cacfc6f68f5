import { recordStatus } from '../../core/rules/recordStatus';
import type { StatusView } from '../../core/rules/statuses';
import { isRecordPublished } from '../../core/rules/statuses';

/**
 * What deleting means for this draft, in InvenioRDM's words: a first draft is deleted, a new
 * version's draft is discarded, an edit of a published record discards the changes.
 */
export type DeleteKind = 'delete-draft' | 'discard-version' | 'discard-changes';

export const deleteKindOf = (record: StatusView & { versions?: { index: number } }): DeleteKind => {
  if (isRecordPublished(record)) return 'discard-changes';
  if (recordStatus(record) === 'new_version_draft' || (record.versions?.index ?? 1) > 1) {
    return 'discard-version';
  }
  return 'delete-draft';
};

/** The button (and confirm) label of each kind. */
export const DELETE_LABELS: Record<DeleteKind, string> = {
  'delete-draft': 'Delete draft',
  'discard-version': 'Discard version',
  'discard-changes': 'Discard changes',
};
