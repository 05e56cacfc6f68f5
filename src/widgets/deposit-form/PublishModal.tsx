import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'semantic-ui-react';
import { PUBLISH_WITHOUT_COMMUNITY_LABEL } from '../../core/rules/communityButtons';
import { useDialogFocus } from './useDialogFocus';

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
  const headerId = useId();
  useDialogFocus(open, headerId);
  return (
    <Modal
      open={open}
      size="small"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headerId}
      closeOnEscape={!submitting}
      closeOnDimmerClick={!submitting}
      onClose={onClose}
    >
      <Modal.Header id={headerId}>
        {withoutCommunity ? t('Publish without a community?') : t('Publish this record?')}
      </Modal.Header>
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
      <Modal.Actions>
        <Button type="button" content={t('Cancel')} disabled={submitting} onClick={onClose} />
        <Button
          type="button"
          content={withoutCommunity ? t(PUBLISH_WITHOUT_COMMUNITY_LABEL) : t('Publish')}
          loading={submitting}
          disabled={submitting}
          onClick={onConfirm}
        />
      </Modal.Actions>
    </Modal>
  );
};
