import { useTranslation } from '../../ui/i18n/useTranslation';
import { Modal } from '../../ui/semantic/Modal';
import { ConfirmActions, ConfirmModal } from './ConfirmModal';
import { DELETE_LABELS, type DeleteKind } from './deleteKind';

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
