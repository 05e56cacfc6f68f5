import { Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { PublishChecklistItem } from '../../core/model';
import { checklistPlainText } from '../../core/rules/publishChecklist';
import {
  isReviewCommentShown,
  validateSubmitReview,
  type SubmitReviewValues,
} from '../../core/rules/submitReview';
import { FormField } from '../../ui/semantic/Form';
import { Modal } from '../../ui/semantic/Modal';
import { ChecklistBoxes, checklistBoxId } from './ChecklistBoxes';
import { ConfirmActions, ConfirmModal } from './ConfirmModal';
import { RequiredBox } from './RequiredBox';
import { CHECK_EVERY_BOX, TickSummary } from './TickSummary';
import { useChecklistTicks } from './useChecklistTicks';

export interface SubmitReviewModalProps {
  open: boolean;
  communityTitle: string;
  /** The user may include records in the community directly: publish instead of review. */
  directPublish: boolean;
  /** A version of the record is published already: the after-publish consent is not asked. */
  recordPublished: boolean;
  submitting: boolean;
  onConfirm: (comment: string | undefined) => void;
  onClose: () => void;
  /**
   * The instance's statements to tick too: the config's `publish_checklist` for
   * submit-review. A host's wrap may give its own (InvenioRDM's `extraCheckboxes`).
   */
  checklist?: readonly PublishChecklistItem[];
}

const NO_CHECKLIST: readonly PublishChecklistItem[] = [];

const INITIAL_VALUES: SubmitReviewValues = {
  acceptAccessToRecord: false,
  acceptAfterPublishRecord: false,
  reviewComment: '',
};

/**
 * The confirmation before a record goes to a community (docs/behaviour.md#communities-and-reviews):
 * the curators' access must be accepted and, while nothing is published yet, what happens on
 * acceptance; then the instance's own checklist. The button waits for every box.
 */
export const SubmitReviewModal = (props: SubmitReviewModalProps) =>
  // The form lives while the dialog is open: each opening starts unticked.
  props.open ? <OpenSubmitReviewModal {...props} /> : null;

const OpenSubmitReviewModal = (props: SubmitReviewModalProps) => {
  const { communityTitle, directPublish, recordPublished, submitting, onClose } = props;
  const { checklist = NO_CHECKLIST } = props;
  const { t } = useTranslation();
  const commentId = useId();
  const idPrefix = useId();
  const ticks = useChecklistTicks(checklist);
  const community = { community: communityTitle };
  const accessId = `${idPrefix}-acceptAccessToRecord`;
  const afterPublishId = `${idPrefix}-acceptAfterPublishRecord`;

  const accessLabel = directPublish
    ? t(
        'The curators of "{{community}}" will be able to see and edit the metadata and files of this record.',
        community,
      )
    : t(
        'The curators of "{{community}}" will be able to see and edit the metadata and files of this upload.',
        community,
      );
  const afterPublishLabel = directPublish
    ? t(
        'The record will be published at once. After that, its files can no longer be changed; its metadata can still be edited.',
      )
    : t(
        'If the curators accept this upload, it will be published at once. Until then, you can still change its metadata and files.',
      );

  return (
    <Formik<SubmitReviewValues>
      initialValues={INITIAL_VALUES}
      validate={(values) => validateSubmitReview(values, { recordPublished })}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values) => {
        if (ticks.unticked.length > 0) return;
        const comment = values.reviewComment?.trim();
        props.onConfirm(isReviewCommentShown(directPublish) && comment ? comment : undefined);
      }}
    >
      {({ values, setFieldValue, handleSubmit }) => {
        const errors = validateSubmitReview(values, { recordPublished });
        const unticked = [
          ...(errors.acceptAccessToRecord ? [{ id: accessId, label: accessLabel }] : []),
          ...(errors.acceptAfterPublishRecord
            ? [{ id: afterPublishId, label: afterPublishLabel }]
            : []),
          ...ticks.unticked.map((item) => ({
            id: checklistBoxId(idPrefix, checklist.indexOf(item)),
            label: checklistPlainText(item),
          })),
        ];
        // An error shows once the user tried to go on without the box.
        const shownError = (error: string | undefined) => (ticks.attempts > 0 ? error : undefined);
        return (
          <ConfirmModal
            open
            title={directPublish ? t('Publish to community') : t('Submit for review')}
            submitting={submitting}
            onClose={onClose}
            onSubmit={(event) => {
              // The modal is inside the deposit form in React's tree: keep its submit here.
              event.stopPropagation();
              handleSubmit(event);
            }}
          >
            <Modal.Content className="ui form">
              <TickSummary unticked={unticked} attempts={ticks.attempts} />
              <p>
                {directPublish
                  ? t(
                      'Before you publish your record to "{{community}}", please confirm:',
                      community,
                    )
                  : t(
                      'Before you submit your upload to "{{community}}", please confirm:',
                      community,
                    )}
              </p>
              <RequiredBox
                id={accessId}
                label={accessLabel}
                checked={values.acceptAccessToRecord}
                error={shownError(errors.acceptAccessToRecord)}
                onChange={(checked) => void setFieldValue('acceptAccessToRecord', checked)}
              />
              {!recordPublished && (
                <RequiredBox
                  id={afterPublishId}
                  label={afterPublishLabel}
                  checked={values.acceptAfterPublishRecord}
                  error={shownError(errors.acceptAfterPublishRecord)}
                  onChange={(checked) => void setFieldValue('acceptAfterPublishRecord', checked)}
                />
              )}
              <ChecklistBoxes items={checklist} ticks={ticks} idPrefix={idPrefix} />
              {isReviewCommentShown(directPublish) && (
                // A plain <textarea>: semantic-ui-react's TextArea needs findDOMNode (React 18 only).
                <FormField>
                  <label htmlFor={commentId}>{t('Message to the curators (optional)')}</label>
                  <textarea
                    id={commentId}
                    rows={3}
                    dir="auto"
                    value={values.reviewComment}
                    onChange={(event) => void setFieldValue('reviewComment', event.target.value)}
                  />
                </FormField>
              )}
            </Modal.Content>
            <ConfirmActions
              submitting={submitting}
              onCancel={onClose}
              confirmLabel={
                directPublish ? t('Publish record to community') : t('Submit record for review')
              }
              blockedReason={unticked.length > 0 ? t(CHECK_EVERY_BOX) : null}
              onBlockedAttempt={ticks.attempt}
            />
          </ConfirmModal>
        );
      }}
    </Formik>
  );
};
