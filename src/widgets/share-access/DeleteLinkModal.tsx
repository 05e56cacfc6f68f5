import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Button } from '../../ui/semantic/Button';
import { Modal } from '../../ui/semantic/Modal';

export interface DeleteLinkModalProps {
  /** Names the link as its row does (its description, else its creation day). */
  name: string;
  /** The delete runs: the dialog stays until it answers. */
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a secret link is deleted: whoever was sent it loses access at once, and a new
 * link would have a new address. Cancel gives focus back to the row's Delete button.
 */
export const DeleteLinkModal = ({ name, deleting, onConfirm, onCancel }: DeleteLinkModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal
      open
      size="tiny"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      closeOnEscape={!deleting}
      closeOnDimmerClick={!deleting}
      onClose={onCancel}
    >
      <Modal.Header as="h2" id={titleId}>
        {t('Delete this link?')}
      </Modal.Header>
      <Modal.Content>
        <p>
          {t('Whoever has the link “{{name}}” can no longer open the record with it.', { name })}
        </p>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" basic content={t('Cancel')} disabled={deleting} onClick={onCancel} />
        <Button
          type="button"
          negative
          icon="trash alternate"
          content={t('Delete link')}
          loading={deleting}
          disabled={deleting}
          onClick={onConfirm}
        />
      </Modal.Actions>
    </Modal>
  );
};
