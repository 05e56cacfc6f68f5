import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { PublishChecklistItem } from '../../core/model';
import { PUBLISH_WITHOUT_COMMUNITY_LABEL } from '../../core/rules/communityButtons';
import { checklistPlainText } from '../../core/rules/publishChecklist';
import { Modal } from '../../ui/semantic/Modal';
import { ChecklistBoxes, checklistBoxId } from './ChecklistBoxes';
import { ConfirmActions, ConfirmModal } from './ConfirmModal';
import { CHECK_EVERY_BOX, TickSummary } from './TickSummary';
import { useChecklistTicks } from './useChecklistTicks';

export interface PublishModalProps {
  open: boolean;
  /** A declined or expired draft published on its own, its community removed. */
  withoutCommunity: boolean;
  submitting: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * The statements to tick before publishing: the config's `publish_checklist` for publish.
   * A host's wrap may give its own (InvenioRDM's `extraCheckboxes`).
   */
  checklist?: readonly PublishChecklistItem[];
}

const NO_CHECKLIST: readonly PublishChecklistItem[] = [];

/** Asks before publishing: once published, the files are locked. */
export const PublishModal = (props: PublishModalProps) =>
  // Mounted while open: each opening starts with every box unticked.
  props.open ? <OpenPublishModal {...props} /> : null;

const OpenPublishModal = ({
  withoutCommunity,
  submitting,
  onConfirm,
  onClose,
  checklist = NO_CHECKLIST,
}: PublishModalProps) => {
  const { t } = useTranslation();
  const idPrefix = useId();
  const ticks = useChecklistTicks(checklist);
  const unticked = ticks.unticked.map((item) => ({
    id: checklistBoxId(idPrefix, checklist.indexOf(item)),
    label: checklistPlainText(item),
  }));
  return (
    <ConfirmModal
      open
      title={withoutCommunity ? t('Publish without a community?') : t('Publish this record?')}
      submitting={submitting}
      onClose={onClose}
    >
      <Modal.Content className={checklist.length > 0 ? 'ui form' : undefined}>
        <TickSummary unticked={unticked} attempts={ticks.attempts} />
        {withoutCommunity && (
          <p>{t('The record will be published without being part of any community.')}</p>
        )}
        <p>
          {t(
            'Once the record is published, its files can no longer be added, removed or changed. You can still edit its metadata afterwards.',
          )}
        </p>
        <ChecklistBoxes items={checklist} ticks={ticks} idPrefix={idPrefix} />
      </Modal.Content>
      <ConfirmActions
        submitting={submitting}
        onCancel={onClose}
        confirmLabel={withoutCommunity ? t(PUBLISH_WITHOUT_COMMUNITY_LABEL) : t('Publish')}
        onConfirm={onConfirm}
        blockedReason={unticked.length > 0 ? t(CHECK_EVERY_BOX) : null}
        onBlockedAttempt={ticks.attempt}
      />
    </ConfirmModal>
  );
};
