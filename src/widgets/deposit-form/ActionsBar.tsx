import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { Community, EditorRecord, PublishChecklistItem } from '../../core/model';
import {
  CHANGE_COMMUNITY_LABEL,
  PUBLISH_WITHOUT_COMMUNITY_LABEL,
  editorButtons,
  mustChooseCommunityToPublish,
} from '../../core/rules/communityButtons';
import { isPublishDisabled, publishDisabledReason } from '../../core/rules/publishButton';
import { checklistFor } from '../../core/rules/publishChecklist';
import { isRecordPublished } from '../../core/rules/statuses';
import { useLazyPart, type LazyPartOpening } from '../../ui/hooks/useLazyPart';
import { lazyPart } from '../../ui/lazyPart';
import { LazyPartFailure } from '../../ui/LazyPartFailure';
import { Overridable } from '../../ui/overrides';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';
import { Button } from '../../ui/semantic/Button';
import { DELETE_LABELS, deleteKindOf } from './deleteKind';

export interface ActionsBarProps {
  /** The record as last saved (its status and versions decide the buttons). */
  record: EditorRecord;
  community: Community | null;
  submitting: boolean;
  /** From the form values: the user may have switched to metadata-only since the last save. */
  filesEnabled: boolean;
  fileCount: number;
  /** Records are published through communities only: a draft in none is submitted to one. */
  communityRequired?: boolean;
  /** The instance's statements to tick in the confirmations (config `publish_checklist`). */
  checklist?: readonly PublishChecklistItem[];
  onSave: () => void;
  onPreview: () => void;
  onPublish: (withoutCommunity: boolean) => Promise<unknown>;
  onSubmitReview: (comment: string | undefined) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Opens the community selection (declined or expired drafts); focus comes back to `opener`. */
  onChangeCommunity: (opener: HTMLElement) => void;
}

type OpenDialog = 'publish' | 'publish-without-community' | 'submit-review' | 'delete' | null;

/** The confirmations load when first asked for: hovering or focusing their button starts it. */
const publishModal = lazyPart(async () => (await import('./PublishModal')).PublishModal);
const submitReviewModal = lazyPart(
  async () => (await import('./SubmitReviewModal')).SubmitReviewModal,
);
const deleteModal = lazyPart(async () => (await import('./DeleteModal')).DeleteModal);

/** A button that opens a lazily loaded confirmation: it starts the load and spins while it runs. */
const opensPart = <Part,>(opening: LazyPartOpening<Part>) => ({
  loading: opening.busy,
  'aria-busy': opening.busy || undefined,
  ...opening.preloadProps,
});

/**
 * Save, Preview, the publish or community-submission buttons (docs/behaviour.md#draft-actions) and
 * Delete, with their confirmations. One action at a time: every button waits while one runs.
 */
export const ActionsBar = (props: ActionsBarProps) => {
  const { record, community, submitting, filesEnabled, fileCount } = props;
  const { communityRequired = false } = props;
  const { t } = useTranslation();
  const hintId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const publishing = useLazyPart(publishModal);
  const reviewing = useLazyPart(submitReviewModal);
  const deleting = useLazyPart(deleteModal);
  const close = () => setDialog(null);
  const ask = (opening: LazyPartOpening<unknown>, asked: OpenDialog) => () =>
    opening.open(() => setDialog(asked));
  const { Part: PublishModal } = publishing;
  const { Part: SubmitReviewModal } = reviewing;
  const { Part: DeleteModal } = deleting;
  // The dialog stays open, its button spinning, until the controller answers.
  const confirm = (action: () => Promise<unknown>) => () => void action().then(close, close);

  const buttons = editorButtons(record, community);
  const publishDisabled = isPublishDisabled({ submitting, filesEnabled, fileCount });
  const publishReason = publishDisabledReason({ submitting, filesEnabled, fileCount });
  const reason = publishReason === null ? null : t(publishReason);
  const chooseFirst = mustChooseCommunityToPublish(record, community, communityRequired);
  const deleteKind = deleteKindOf(record);
  // A draft never saved has nothing to delete yet.
  const deletable = Boolean(record.id);

  return (
    <div role="group" aria-label={t('Draft actions')} className="rdm-deposit-actions">
      <Overridable
        overrideId="deposit-form.action.save"
        Default={Button}
        type="button"
        content={t('Save draft')}
        disabled={submitting}
        onClick={props.onSave}
      />
      <Overridable
        overrideId="deposit-form.action.preview"
        Default={Button}
        type="button"
        content={t('Preview')}
        disabled={submitting}
        onClick={props.onPreview}
      />
      {buttons.showSubmitForReview ? (
        <Overridable
          overrideId="deposit-form.action.publish"
          Default={PublishingButton}
          primary
          content={buttons.showDirectPublish ? t('Publish to community') : t('Submit for review')}
          reason={reason}
          disabled={publishDisabled || buttons.disableSubmitForReview}
          {...opensPart(reviewing)}
          onClick={ask(reviewing, 'submit-review')}
        />
      ) : buttons.showChangeCommunity ? (
        <>
          <Overridable
            overrideId="deposit-form.action.change-community"
            Default={Button}
            type="button"
            content={t(CHANGE_COMMUNITY_LABEL)}
            disabled={submitting}
            onClick={(event) => props.onChangeCommunity(event.currentTarget)}
          />
          {!communityRequired && (
            <Overridable
              overrideId="deposit-form.action.publish"
              Default={PublishingButton}
              content={t(PUBLISH_WITHOUT_COMMUNITY_LABEL)}
              reason={reason}
              disabled={publishDisabled}
              {...opensPart(publishing)}
              onClick={ask(publishing, 'publish-without-community')}
            />
          )}
        </>
      ) : chooseFirst ? (
        <>
          {/* Submitting needs a community: the button opens the choice of one. */}
          <Overridable
            overrideId="deposit-form.action.publish"
            Default={PublishingButton}
            primary
            content={t('Submit for review')}
            reason={reason}
            disabled={publishDisabled}
            describedBy={hintId}
            onClick={(event) => props.onChangeCommunity(event.currentTarget)}
          />
          <span id={hintId} className="ui small text">
            {t('Records are published through a community here: choose one to submit to.')}
          </span>
        </>
      ) : (
        <Overridable
          overrideId="deposit-form.action.publish"
          Default={PublishingButton}
          primary
          content={t('Publish')}
          reason={reason}
          disabled={publishDisabled}
          {...opensPart(publishing)}
          onClick={ask(publishing, 'publish')}
        />
      )}
      <Overridable
        overrideId="deposit-form.action.delete"
        Default={Button}
        type="button"
        negative
        basic
        content={t(DELETE_LABELS[deleteKind])}
        disabled={submitting || !deletable}
        {...opensPart(deleting)}
        onClick={ask(deleting, 'delete')}
      />
      {[publishing, reviewing, deleting].map(
        (opening, index) =>
          opening.failed && <LazyPartFailure key={index} onRetry={opening.retry} />,
      )}
      {PublishModal && (
        <Overridable
          overrideId="deposit-form.modal.publish"
          Default={PublishModal}
          open={dialog === 'publish' || dialog === 'publish-without-community'}
          withoutCommunity={dialog === 'publish-without-community'}
          submitting={submitting}
          onConfirm={confirm(() => props.onPublish(dialog === 'publish-without-community'))}
          onClose={close}
          checklist={checklistFor(props.checklist, 'publish')}
        />
      )}
      {SubmitReviewModal && (
        <Overridable
          overrideId="deposit-form.modal.submit-review"
          Default={SubmitReviewModal}
          open={dialog === 'submit-review'}
          communityTitle={community?.metadata.title ?? ''}
          directPublish={buttons.showDirectPublish}
          recordPublished={isRecordPublished(record)}
          submitting={submitting}
          onConfirm={(comment) => confirm(() => props.onSubmitReview(comment))()}
          onClose={close}
          checklist={checklistFor(props.checklist, 'submit-review')}
        />
      )}
      {DeleteModal && (
        <Overridable
          overrideId="deposit-form.modal.delete"
          Default={DeleteModal}
          open={dialog === 'delete'}
          kind={deleteKind}
          submitting={submitting}
          onConfirm={confirm(props.onDelete)}
          onClose={close}
        />
      )}
    </div>
  );
};

interface PublishingButtonProps {
  content: string;
  primary?: boolean;
  /** Its confirmation is loading (the first time it is asked for). */
  loading?: boolean;
  'aria-busy'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  /** Why it cannot be used yet, already translated; it then says so on focus and hover. */
  reason: string | null;
  disabled: boolean;
  describedBy?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A button that publishes or submits: missing files are a reason to tell, not a grey button. */
const PublishingButton = ({
  content,
  primary,
  reason,
  disabled,
  describedBy,
  onClick,
  ...opening
}: PublishingButtonProps) =>
  reason ? (
    <ReasonedDisabledButton
      primary={primary}
      content={content}
      reason={reason}
      className={primary ? 'rdm-reasoned-action rdm-primary-action' : 'rdm-reasoned-action'}
    />
  ) : (
    <Button
      type="button"
      primary={primary}
      content={content}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      {...opening}
    />
  );
