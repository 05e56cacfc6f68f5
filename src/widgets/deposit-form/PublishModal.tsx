import { useTranslation } from 'react-i18next';
import { PUBLISH_WITHOUT_COMMUNITY_LABEL } from '../../core/rules/communityButtons';
import { Modal } from '../../ui/semantic/Modal';
import { ConfirmActions, ConfirmModal } from './ConfirmModal';

export interface PublishModalProps {
  open: boolean;
  /** A declined or expired draft published on its own, its community removed. */
  withoutCommunity: boolean;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before publishing: once published, the files are locked. */
export const PublishModal = ({
  open,
  withoutCommunity,
  submitting,
  onConfirm,
  onClose,
}: PublishModalProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      open={open}
      title={withoutCommunity ? t('Publish without a community?') : t('Publish this record?')}
      submitting={submitting}
      onClose={onClose}
    >
      <Modal.Content>
        {withoutCommunity && (
          <p>{t('The record will be published without being part of any community.')}</p>
        )}
        <p>
          {t(
            'Once the record is published, its files can no longer be added, removed or changed. You can still edit its metadata afterwards.',
          )}
        </p>
      </Modal.Content>
      <ConfirmActions
        submitting={submitting}
        onCancel={onClose}
        confirmLabel={withoutCommunity ? t(PUBLISH_WITHOUT_COMMUNITY_LABEL) : t('Publish')}
        onConfirm={onConfirm}
      />
    </ConfirmModal>
  );
};
