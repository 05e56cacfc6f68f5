import { useTranslation } from 'react-i18next';
import { recordStatus } from '../../core/rules/recordStatus';
import type { StatusView } from '../../core/rules/statuses';
import { isRecordPublished } from '../../core/rules/statuses';
import { Modal } from '../../ui/semantic/Modal';
import { ConfirmActions, ConfirmModal } from './ConfirmModal';

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

const QUESTIONS: Record<DeleteKind, string> = {
  'delete-draft': 'Delete this draft?',
  'discard-version': 'Discard this new version?',
  'discard-changes': 'Discard your changes?',
};

const CONSEQUENCES: Record<DeleteKind, string> = {
  'delete-draft': 'The draft and its files will be deleted. This cannot be undone.',
  'discard-version':
    'The new version and its files will be discarded. The published versions stay as they are.',
  'discard-changes':
    'Your unpublished changes will be discarded. The published record stays as it is.',
};

export interface DeleteModalProps {
  open: boolean;
  kind: DeleteKind;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting the draft (or discarding a version or changes). */
export const DeleteModal = ({ open, kind, submitting, onConfirm, onClose }: DeleteModalProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmModal open={open} title={t(QUESTIONS[kind])} submitting={submitting} onClose={onClose}>
      <Modal.Content>
        <p>{t(CONSEQUENCES[kind])}</p>
      </Modal.Content>
      <ConfirmActions
        submitting={submitting}
        onCancel={onClose}
        confirmLabel={t(DELETE_LABELS[kind])}
        onConfirm={onConfirm}
        negative
      />
    </ConfirmModal>
  );
};
