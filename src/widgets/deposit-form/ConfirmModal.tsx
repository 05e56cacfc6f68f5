import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';
import { Button } from '../../ui/semantic/Button';
import { Modal } from '../../ui/semantic/Modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The action runs: the dialog stays until it answers. */
  submitting: boolean;
  onClose: () => void;
  /** The content and the actions (ConfirmActions). */
  children: ReactNode;
  /** A dialog that asks things is a form, which the confirm button submits. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/** The shell of the deposit form's confirm dialogs: named by its title. */
export const ConfirmModal = ({
  open,
  title,
  submitting,
  onClose,
  children,
  onSubmit,
}: ConfirmModalProps) => {
  const titleId = useId();
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
      onSubmit={onSubmit}
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
  /** Why the action cannot go yet, already translated: the button says so instead of acting. */
  blockedReason?: string | null;
  /** A try anyway while blocked: show what is missing. */
  onBlockedAttempt?: () => void;
}

/** Cancel and the confirm button, both waiting while the action runs. */
export const ConfirmActions = ({
  submitting,
  onCancel,
  confirmLabel,
  onConfirm,
  negative = false,
  blockedReason,
  onBlockedAttempt,
}: ConfirmActionsProps) => {
  const { t } = useTranslation();
  return (
    <Modal.Actions>
      <Button type="button" basic content={t('Cancel')} disabled={submitting} onClick={onCancel} />
      {blockedReason ? (
        <ReasonedDisabledButton
          primary={!negative}
          content={confirmLabel}
          reason={blockedReason}
          onAttempt={onBlockedAttempt}
        />
      ) : (
        <Button
          type={onConfirm ? 'button' : 'submit'}
          primary={!negative}
          negative={negative}
          basic={negative}
          content={confirmLabel}
          loading={submitting}
          disabled={submitting}
          onClick={onConfirm}
        />
      )}
    </Modal.Actions>
  );
};
