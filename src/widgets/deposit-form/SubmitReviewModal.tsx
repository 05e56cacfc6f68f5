import { Formik, type FormikErrors } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'semantic-ui-react';
import {
  isReviewCommentShown,
  validateSubmitReview,
  type SubmitReviewValues,
} from '../../core/rules/submitReview';
import { Checkbox } from '../../ui/semantic/Checkbox';
import { Modal } from '../../ui/semantic/Modal';
import { ConfirmActions, ConfirmModal } from './ConfirmModal';

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
}

const INITIAL_VALUES: SubmitReviewValues = {
  acceptAccessToRecord: false,
  acceptAfterPublishRecord: false,
  reviewComment: '',
};

type ConsentName = 'acceptAccessToRecord' | 'acceptAfterPublishRecord';

/**
 * The confirmation before a record goes to a community (docs/behaviour.md#communities-and-reviews):
 * the curators' access must be accepted and, while nothing is published yet, what happens on
 * acceptance.
 */
export const SubmitReviewModal = (props: SubmitReviewModalProps) => {
  const { open, communityTitle, directPublish, recordPublished, submitting, onClose } = props;
  const { t } = useTranslation();
  const commentId = useId();
  const community = { community: communityTitle };

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

  // The form lives while the dialog is open: each opening starts unticked.
  if (!open) return null;
  return (
    <Formik<SubmitReviewValues>
      initialValues={INITIAL_VALUES}
      validate={(values) => validateSubmitReview(values, { recordPublished })}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={(values) => {
        const comment = values.reviewComment?.trim();
        props.onConfirm(isReviewCommentShown(directPublish) && comment ? comment : undefined);
      }}
    >
      {({ values, errors, setFieldValue, handleSubmit }) => (
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
            <p>
              {directPublish
                ? t('Before you publish your record to "{{community}}", please confirm:', community)
                : t('Before you submit your upload to "{{community}}", please confirm:', community)}
            </p>
            <Consent
              name="acceptAccessToRecord"
              label={accessLabel}
              checked={values.acceptAccessToRecord}
              error={errors.acceptAccessToRecord}
              onChange={(checked) => void setFieldValue('acceptAccessToRecord', checked)}
            />
            {!recordPublished && (
              <Consent
                name="acceptAfterPublishRecord"
                label={afterPublishLabel}
                checked={values.acceptAfterPublishRecord}
                error={errors.acceptAfterPublishRecord}
                onChange={(checked) => void setFieldValue('acceptAfterPublishRecord', checked)}
              />
            )}
            {isReviewCommentShown(directPublish) && (
              // A plain <textarea>: semantic-ui-react's TextArea needs findDOMNode (React 18 only).
              <Form.Field>
                <label htmlFor={commentId}>{t('Message to the curators (optional)')}</label>
                <textarea
                  id={commentId}
                  rows={3}
                  dir="auto"
                  value={values.reviewComment}
                  onChange={(event) => void setFieldValue('reviewComment', event.target.value)}
                />
              </Form.Field>
            )}
          </Modal.Content>
          <ConfirmActions
            submitting={submitting}
            onCancel={onClose}
            confirmLabel={
              directPublish ? t('Publish record to community') : t('Submit record for review')
            }
          />
        </ConfirmModal>
      )}
    </Formik>
  );
};

interface ConsentProps {
  name: ConsentName;
  label: string;
  checked: boolean;
  error: FormikErrors<SubmitReviewValues>[ConsentName];
  onChange: (checked: boolean) => void;
}

/** A required checkbox with its error read out with it. */
const Consent = ({ name, label, checked, error, onChange }: ConsentProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={error ? 'field error' : 'field'} data-field={name}>
      <Checkbox
        id={`${id}-${name}`}
        label={label}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(_, data) => onChange(data.checked === true)}
      />
      {error && (
        <p id={`${id}-error`} className="ui small negative text" role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
};
