import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { DeletionPayload } from '../../../core/api/recordDeletion';
import type { RecordDeletionConfig, SelectOption } from '../../../core/model';
import {
  checklistSuggestions,
  deletionFormProblems,
  deletionHeldBack,
  deletionPolicyText,
  type ChecklistAnswer,
} from '../../../core/rules/recordDeletion';
import { isCancelled } from '../../../core/rules/sharingErrors';
import { toApiError } from '../../../core/api/errors';
import { ReasonedDisabledButton } from '../../../ui/ReasonedDisabledButton';
import { SafeHtml } from '../../../ui/richText/SafeHtml';
import { Button } from '../../../ui/semantic/Button';
import { Checkbox } from '../../../ui/semantic/Checkbox';
import { FormField } from '../../../ui/semantic/Form';
import { Modal } from '../../../ui/semantic/Modal';
import { DeletionChecklist } from './DeletionChecklist';

export interface RecordDeletionModalProps {
  config: RecordDeletionConfig;
  /** Deletes at once; otherwise asks the administrators, with a justification. */
  immediate: boolean;
  /** The instance's reasons (`deletion_request_removal_reasons`). */
  reasons: readonly SelectOption[];
  /** Sends the deletion; rejects when it failed, and the dialog says why. */
  onSend: (payload: DeletionPayload) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Delete record' or 'Request deletion': what deleting takes away, two statements to tick,
 * the instance's questions (a Yes suggests a better way and holds the deletion back), a reason
 * and, for a request, a justification. It stays open, its choices kept, until the deletion is
 * sent; a failure is said in it.
 */
export const RecordDeletionModal = ({
  config,
  immediate,
  reasons,
  onSend,
  onClose,
}: RecordDeletionModalProps) => {
  const { t } = useTranslation();
  const id = useId();
  const rows = config.checklist ?? [];
  const [acknowledged, setAcknowledged] = useState<[boolean, boolean]>([false, false]);
  const [answers, setAnswers] = useState<ChecklistAnswer[]>(() => rows.map(() => undefined));
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonField = useRef<HTMLSelectElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);

  const heldBack = deletionHeldBack({ acknowledged, answers }, rows.length);
  const problems = deletionFormProblems(reason, comment, immediate);
  const shown = attempted ? problems : {};
  const suggestions = checklistSuggestions(rows, answers);
  const policy = deletionPolicyText(config, immediate);
  const files = config.context?.files ?? 0;
  const title = immediate ? t('Delete record') : t('Request deletion');
  const actionLabel = immediate ? t('Delete immediately') : t('Request deletion');

  const acknowledge = (index: 0 | 1, checked: boolean) =>
    setAcknowledged((current) => (index === 0 ? [checked, current[1]] : [current[0], checked]));
  const answer = (index: number, value: 'yes' | 'no') =>
    setAnswers((current) => current.map((given, at) => (at === index ? value : given)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog may sit inside a form of the host page in React's tree: keep this submit here.
    event.stopPropagation();
    if (sending || heldBack) return;
    setAttempted(true);
    if (problems.reason || problems.comment) {
      (problems.reason ? reasonField : commentField).current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    const payload = immediate ? { reason } : { reason, comment: comment.trim() };
    onSend(payload).catch((error: unknown) => {
      if (isCancelled(error)) return;
      setFailure(toApiError(error).message);
      setSending(false);
    });
  };

  return (
    <Modal
      open
      size="tiny"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      closeOnEscape={!sending}
      closeOnDimmerClick={false}
      onClose={onClose}
      onSubmit={submit}
    >
      <Modal.Header id={`${id}-title`}>{title}</Modal.Header>
      <Modal.Content className="ui form">
        {policy && <p>{policy}</p>}
        <div role="group" aria-labelledby={`${id}-acknowledge`} className="ui negative message">
          <p id={`${id}-acknowledge`}>
            <Icon name="warning sign" aria-hidden="true" />
            {t('By deleting this record you acknowledge that:')}
          </p>
          <div className="field">
            <Checkbox
              id={`${id}-files`}
              label={t('{{count}} files will be deleted.', { count: files })}
              checked={acknowledged[0]}
              aria-required="true"
              disabled={sending}
              onChange={(_, data) => acknowledge(0, data.checked)}
            />
          </div>
          <div className="field">
            <Checkbox
              id={`${id}-tombstone`}
              label={
                config.context?.internalDoi
                  ? t(
                      "The DOI cannot be reused and the DOI will resolve to a tombstone page with the record's citation (including title, author/s, publication year and publisher)",
                    )
                  : t('A tombstone page with the citation will replace the record page')
              }
              checked={acknowledged[1]}
              aria-required="true"
              disabled={sending}
              onChange={(_, data) => acknowledge(1, data.checked)}
            />
          </div>
        </div>
        {rows.length > 0 && (
          <DeletionChecklist
            rows={rows}
            answers={answers}
            onAnswer={answer}
            idPrefix={id}
            disabled={sending}
          />
        )}
        <div role="status">
          {suggestions.length > 0 && (
            // Not `info`: Fomantic hides a form's info messages.
            <div className="ui message">
              {suggestions.map((message) => (
                <SafeHtml key={message} html={message} />
              ))}
            </div>
          )}
        </div>
        <FormField required error={Boolean(shown.reason)}>
          <label htmlFor={`${id}-reason`}>{t('I want to delete this record because:')}</label>
          <select
            ref={reasonField}
            id={`${id}-reason`}
            className="ui selection dropdown"
            required
            aria-invalid={shown.reason ? true : undefined}
            aria-describedby={shown.reason ? `${id}-reason-error` : undefined}
            disabled={sending}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
            <option value="">{t('Select…')}</option>
            {reasons.map((option) => (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ))}
          </select>
          {shown.reason && (
            <p id={`${id}-reason-error`} className="ui small negative text">
              {t(shown.reason)}
            </p>
          )}
        </FormField>
        {!immediate && (
          <FormField required error={Boolean(shown.comment)}>
            <label htmlFor={`${id}-comment`}>{t('Detailed justification:')}</label>
            <p id={`${id}-comment-hint`} className="ui small text">
              {t('Your justification will not be shared publicly')}
            </p>
            {/* A plain <textarea>: semantic-ui-react's TextArea needs findDOMNode (React 18 only). */}
            <textarea
              ref={commentField}
              id={`${id}-comment`}
              rows={4}
              dir="auto"
              required
              aria-invalid={shown.comment ? true : undefined}
              aria-describedby={
                shown.comment ? `${id}-comment-hint ${id}-comment-error` : `${id}-comment-hint`
              }
              disabled={sending}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            {shown.comment && (
              <p id={`${id}-comment-error`} className="ui small negative text">
                {t(shown.comment)}
              </p>
            )}
          </FormField>
        )}
        {failure !== null && (
          <div role="alert" className="ui negative message">
            <div className="header">{t('Unable to request deletion.')}</div>
            <p>{failure}</p>
          </div>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" basic content={t('Close')} disabled={sending} onClick={onClose} />
        {heldBack ? (
          <ReasonedDisabledButton
            primary={!immediate}
            content={actionLabel}
            reason={
              rows.length > 0
                ? t('Tick both statements and answer No to each question first.')
                : t('Tick both statements first.')
            }
          />
        ) : (
          <Button
            type="submit"
            primary={!immediate}
            negative={immediate}
            icon="trash alternate outline"
            content={actionLabel}
            loading={sending}
            disabled={sending}
          />
        )}
      </Modal.Actions>
    </Modal>
  );
};
