import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { QuotaRequest as PendingRequest } from '../../core/api/quotaRequests';
import { QUOTA_GB } from '../../core/rules';
import { useLazyPart } from '../../ui/hooks/useLazyPart';
import { lazyPart } from '../../ui/lazyPart';
import { LazyPartFailure } from '../../ui/LazyPartFailure';
import { Button } from '../../ui/semantic/Button';

/** The dialog loads when first opened: most drafts never run out of storage. */
const quotaRequestModal = lazyPart(
  async () => (await import('./QuotaRequestModal')).QuotaRequestModal,
);

export interface QuotaRequestProps {
  /** The draft's requests awaiting a decision. */
  pending: readonly PendingRequest[];
  /** The draft's storage now, in bytes. */
  maxStorage: number;
  sizeText: (bytes: number) => string;
  onAsk: (quotaSize: string, reason: string) => Promise<void>;
}

/**
 * Where storage runs out: 'Request more storage' (a dialog asking how much and why), or the
 * requests awaiting a decision, each with a link to it. The status region says a new one.
 */
export const QuotaRequest = ({ pending, maxStorage, sizeText, onAsk }: QuotaRequestProps) => {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const opening = useLazyPart(quotaRequestModal);
  const { Part: QuotaRequestModal } = opening;
  return (
    <div className="rdm-quota-request" data-state={pending.length > 0 ? 'pending' : 'offer'}>
      <div role="status">
        {pending.map((request) => (
          // Not `info`: the deposit form's Fomantic form hides info messages.
          <Message size="small" key={request.id}>
            <p>
              {t('More storage requested: {{size}} in all. Waiting for a decision.', {
                size: sizeText(Number(request.payload?.quota_size ?? 0) * QUOTA_GB),
              })}{' '}
              {request.links.self_html && <a href={request.links.self_html}>{t('View request')}</a>}
            </p>
          </Message>
        ))}
      </div>
      {pending.length === 0 && (
        <Button
          type="button"
          size="small"
          icon="cloud upload"
          content={t('Request more storage')}
          loading={opening.busy}
          aria-busy={opening.busy || undefined}
          onClick={() => opening.open(() => setAsking(true))}
          {...opening.preloadProps}
        />
      )}
      {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
      {asking && QuotaRequestModal && (
        <QuotaRequestModal
          maxStorage={maxStorage}
          sizeText={sizeText}
          onAsk={onAsk}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
};
