import { useId, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import { askedQuotaSize, QUOTA_GB } from '../../core/rules';
import { Button } from '../../ui/semantic/Button';
import { FormField } from '../../ui/semantic/Form';
import { Modal } from '../../ui/semantic/Modal';

export interface QuotaRequestModalProps {
  /** The draft's storage now, in bytes. */
  maxStorage: number;
  sizeText: (bytes: number) => string;
  /** Sends the request (the new total in GB, the reason); rejects when it was not sent. */
  onAsk: (quotaSize: string, reason: string) => Promise<void>;
  onClose: () => void;
}

const WHOLE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * 'Request more storage': how many GB more and why, for the administrators. It stays open
 * until the request is sent; a failure is said in it and the values are kept.
 */
export const QuotaRequestModal = ({
  maxStorage,
  sizeText,
  onAsk,
  onClose,
}: QuotaRequestModalProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [extra, setExtra] = useState('');
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const quotaSize = WHOLE_NUMBER.test(extra) ? askedQuotaSize(maxStorage, Number(extra)) : null;
  const ready = quotaSize !== null && reason.trim() !== '';

  const send = async () => {
    if (!quotaSize || !ready) return;
    setSending(true);
    setFailed(false);
    try {
      await onAsk(quotaSize, reason.trim());
      onClose();
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <Modal
      open
      size="tiny"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      closeOnEscape={!sending}
      closeOnDimmerClick={!sending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        // The uploader may be inside the deposit form in React's tree: keep this submit here.
        event.stopPropagation();
        void send();
      }}
    >
      <Modal.Header id={`${id}-title`}>{t('Request more storage')}</Modal.Header>
      <Modal.Content className="ui form">
        <FormField required>
          <label htmlFor={`${id}-extra`}>{t('Additional storage (GB)')}</label>
          <input
            id={`${id}-extra`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            aria-describedby={`${id}-total`}
            value={extra}
            onChange={(event) => setExtra(event.target.value.trim())}
          />
          <p id={`${id}-total`} className="ui small text">
            {quotaSize !== null &&
              t('New total: {{size}}', { size: sizeText(Number(quotaSize) * QUOTA_GB) })}
          </p>
        </FormField>
        <FormField required>
          {/* A plain <textarea>: semantic-ui-react's TextArea needs findDOMNode (React 18 only). */}
          <label htmlFor={`${id}-reason`}>{t('Reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            dir="auto"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        {failed && (
          <Message negative role="alert">
            {t('Could not submit the quota increase request')}
          </Message>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" basic content={t('Cancel')} disabled={sending} onClick={onClose} />
        <Button
          type="submit"
          primary
          content={t('Send')}
          loading={sending}
          disabled={sending || !ready}
        />
      </Modal.Actions>
    </Modal>
  );
};
