import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/semantic/Button';
import { Modal } from '../../ui/semantic/Modal';
import { useDialogFocus } from './useDialogFocus';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The action runs: the dialog stays until it answers. */
  submitting: boolean;
  onClose: () => void;
  /** The content and the actions (ConfirmActions), inside a form when the dialog asks things. */
  children: ReactNode;
}

/** The shell of the deposit form's confirm dialogs: named by its title, focus managed. */
export const ConfirmModal = ({ open, title, submitting, onClose, children }: ConfirmModalProps) => {
  const titleId = useId();
  useDialogFocus(open, titleId);
  return (
    <Modal
      open={open}
      size="small"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      closeOnEscape={!submitting}
      closeOnDimmerClick={!submitting}
      onClose={onClose}
    >
      <Modal.Header id={titleId}>{title}</Modal.Header>
      {children}
    </Modal>
  );
};

export interface ConfirmActionsProps {
  submitting: boolean;
  onCancel: () => void;
  confirmLabel: string;
  /** Absent when the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** A destructive action (delete, discard). */
  negative?: boolean;
}

/** Cancel and the confirm button, both waiting while the action runs. */
export const ConfirmActions = ({
  submitting,
  onCancel,
  confirmLabel,
  onConfirm,
  negative = false,
}: ConfirmActionsProps) => {
  const { t } = useTranslation();
  return (
    <Modal.Actions>
      <Button type="button" content={t('Cancel')} disabled={submitting} onClick={onCancel} />
      <Button
        type={onConfirm ? 'button' : 'submit'}
        negative={negative}
        basic={negative}
        content={confirmLabel}
        loading={submitting}
        disabled={submitting}
        onClick={onConfirm}
      />
    </Modal.Actions>
  );
};
