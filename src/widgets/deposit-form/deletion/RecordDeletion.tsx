import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/useTranslation';
import type { DeletionPayload, RecordDeletionApi } from '../../../core/api/recordDeletion';
import type { EditorRecord, RecordDeletionConfig, SelectOption } from '../../../core/model';
import { deletionOfferOf } from '../../../core/rules/recordDeletion';
import { isRecordPublished } from '../../../core/rules/statuses';
import { useLazyPart } from '../../../ui/hooks/useLazyPart';
import { lazyPart } from '../../../ui/lazyPart';
import { LazyPartFailure } from '../../../ui/LazyPartFailure';
import { Button } from '../../../ui/semantic/Button';

/** The dialog loads when first opened: few depositors ever delete a record. */
const recordDeletionModal = lazyPart(
  async () => (await import('./RecordDeletionModal')).RecordDeletionModal,
);

export interface RecordDeletionProps {
  /** The page's record deletion object (config `recordDeletion`); absent offers nothing. */
  config: RecordDeletionConfig | undefined;
  /** The instance's reasons for deleting (`vocabularies.deletion_request_removal_reasons`). */
  reasons: readonly SelectOption[];
  /** The draft as last saved: a published record's, with its `request_deletion` link. */
  record: EditorRecord;
  api: RecordDeletionApi;
  /** The record is deleted: the browser goes to its page, which shows the tombstone. */
  navigate: (url: string) => void;
  /** Another action of the form runs. */
  busy: boolean;
}

/**
 * 'Delete record' under the draft's actions (docs/behaviour.md#deleting-a-record): the dialog
 * when the repository allows it, a disabled button and why when it does not, and 'View
 * deletion request' once a request is open. A request sent from here turns the button into
 * that link at once, and says so.
 */
export const RecordDeletion = ({
  config,
  reasons,
  record,
  api,
  navigate,
  busy,
}: RecordDeletionProps) => {
  const { t } = useTranslation();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  // The request sent from here; the page's own (`existing_request`) is in the config.
  const [sentRequest, setSentRequest] = useState<string | null>(null);
  const requestLink = useRef<HTMLAnchorElement>(null);
  const opening = useLazyPart(recordDeletionModal);
  const { Part: RecordDeletionModal } = opening;
  useEffect(() => {
    if (sentRequest) requestLink.current?.focus();
  }, [sentRequest]);

  const offer = deletionOfferOf(config, isRecordPublished(record), record.links.request_deletion);
  if (offer.kind === 'none' || !config) return null;

  const send = async (payload: DeletionPayload) => {
    const { outcome, request } = await api.requestDeletion(record, payload);
    if (outcome === 'deleted') {
      // The dialog keeps spinning while the browser leaves.
      navigate(record.links.record_html ?? record.links.self_html ?? window.location.href);
      return;
    }
    setSentRequest(request.links.self_html ?? '');
    setOpen(false);
  };

  const page = sentRequest ?? (offer.kind === 'request-open' ? offer.page : null);
  return (
    <div className="rdm-record-deletion">
      {page !== null ? (
        page && (
          <a ref={requestLink} href={page} className="ui fluid basic red button">
            {t('View deletion request')}
          </a>
        )
      ) : (
        <>
          <Button
            type="button"
            negative
            basic
            className="fluid"
            icon="trash alternate outline"
            content={t('Delete record')}
            {...(offer.kind === 'not-allowed'
              ? { disabled: true, 'aria-describedby': reasonId }
              : {
                  'aria-haspopup': 'dialog' as const,
                  disabled: busy,
                  loading: opening.busy,
                  'aria-busy': opening.busy || undefined,
                  onClick: () => opening.open(() => setOpen(true)),
                  ...opening.preloadProps,
                })}
          />
          {offer.kind === 'not-allowed' && (
            <p id={reasonId} className="ui small text">
              {t('It is not possible to delete this record.')}
            </p>
          )}
        </>
      )}
      <div role="status">
        {sentRequest !== null && (
          <p className="ui small text">{t('Your deletion request was submitted.')}</p>
        )}
      </div>
      {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
      {open && offer.kind === 'dialog' && RecordDeletionModal && (
        <RecordDeletionModal
          config={config}
          immediate={offer.immediate}
          reasons={reasons}
          onSend={send}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
};
