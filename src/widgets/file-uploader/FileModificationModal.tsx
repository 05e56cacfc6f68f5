import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import { isApiError } from '../../core/api/errors';
import { Button } from '../../ui/semantic/Button';
import { Checkbox } from '../../ui/semantic/Checkbox';
import { Modal } from '../../ui/semantic/Modal';
import type { UnlockOutcome } from './useFileModification';

export interface FileModificationModalProps {
  /** A policy allows unlocking now; otherwise the modal says whom to ask. */
  allowed: boolean;
  /** The allowing policy's words, from the repository (already in the page's language). */
  policyDescription?: string;
  /** Whole days left to publish the changed files. */
  daysUntil?: number;
  /** The New version control, offered when the user wants a new version instead. */
  newVersionButton?: ReactNode;
  onUnlock: () => Promise<UnlockOutcome>;
  onClose: () => void;
}

type Failure = { kind: 'invalid' } | { kind: 'failed'; message?: string };

/** What to say of a failed unlock: the server's own words when it gave some. */
const failureOf = (error: unknown): Failure => ({
  kind: 'failed',
  message: isApiError(error) && error.status !== undefined ? error.message : undefined,
});

/**
 * 'Edit files': what unlocking means, a checklist that steers towards a new version, and the
 * promise not to change files others' work relies on. It stays open until the files are
 * unlocked; a failure is said in it, with the answers kept.
 */
export const FileModificationModal = ({
  allowed,
  policyDescription,
  daysUntil,
  newVersionButton,
  onUnlock,
  onClose,
}: FileModificationModalProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [newVersion, setNewVersion] = useState<boolean | null>(null);
  const [promised, setPromised] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const ready = allowed && newVersion === false && promised;

  const unlock = async () => {
    if (!ready) return;
    setSending(true);
    setFailure(null);
    try {
      const outcome = await onUnlock();
      if (outcome === 'unlocked') return;
      setFailure({ kind: 'invalid' });
    } catch (error) {
      setFailure(failureOf(error));
    }
    setSending(false);
  };

  return (
    <Modal
      open
      size="small"
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
        void unlock();
      }}
    >
      <Modal.Header id={`${id}-title`}>{t('Edit files')}</Modal.Header>
      <Modal.Content className="ui form">
        {allowed ? (
          <>
            {policyDescription && <p>{policyDescription}</p>}
            {daysUntil !== undefined && (
              <p>
                {t('Once unlocked you will have {{days}} to publish your changes.', {
                  days: t('{{count}} days', { count: daysUntil }),
                })}
              </p>
            )}
            <p>
              {t(
                'The files of this version change: a DOI already registered for it will point to the changed files.',
              )}
            </p>
            <fieldset className="inline fields" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>{t('I want to update the files with a new version')}</legend>
              <div className="field">
                <Checkbox
                  radio
                  type="radio"
                  id={`${id}-yes`}
                  name={`${id}-new-version`}
                  label={t('Yes')}
                  checked={newVersion === true}
                  disabled={sending}
                  onChange={() => setNewVersion(true)}
                />
              </div>
              <div className="field">
                <Checkbox
                  radio
                  type="radio"
                  id={`${id}-no`}
                  name={`${id}-new-version`}
                  label={t('No')}
                  checked={newVersion === false}
                  disabled={sending}
                  onChange={() => setNewVersion(false)}
                />
              </div>
            </fieldset>
            {newVersion === true && (
              // Plain: a Fomantic form hides its warning messages.
              <Message role="status">
                <p>{t('Instead, you can make a new version')}</p>
                {newVersionButton}
              </Message>
            )}
            <div className="required field">
              <Checkbox
                id={`${id}-promise`}
                label={t(
                  'I will not modify files that supplement findings/results of an already published work.',
                )}
                checked={promised}
                aria-required="true"
                disabled={sending}
                onChange={(_, data) => setPromised(data.checked)}
              />
            </div>
            {failure && (
              <Message negative role="alert">
                <Message.Header>{t('Unable to unlock files')}</Message.Header>
                {failure.kind === 'invalid' ? (
                  <p>
                    {t(
                      'Your record has validation errors that must be fixed before enabling file editing.',
                    )}
                  </p>
                ) : (
                  failure.message && <p>{failure.message}</p>
                )}
              </Message>
            )}
          </>
        ) : (
          <p>
            {t(
              'Please contact us to request file modification, including the record URL and a detailed justification in your message.',
            )}
          </p>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" basic content={t('Close')} disabled={sending} onClick={onClose} />
        {allowed && (
          <Button
            type="submit"
            primary
            content={t('Enable file editing')}
            loading={sending}
            disabled={sending || !ready}
          />
        )}
      </Modal.Actions>
    </Modal>
  );
};
