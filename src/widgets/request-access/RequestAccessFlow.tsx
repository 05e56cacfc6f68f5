import { useEffect, useRef } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { AccessRequestsApi } from '../../core/api';
import { accessRequestOpening } from '../../core/rules';
import { Overridable } from '../../ui/overrides';
import { ClosedNotice } from './ClosedNotice';
import { PendingNotice } from './PendingNotice';
import { RequestForm } from './RequestForm';
import { requestAccessState } from './requestAccessState';
import { SentNotice } from './SentNotice';
import type { RequestAccessProps } from './types';
import { useOpenRequest } from './useOpenRequest';
import { useRequestSubmission } from './useRequestSubmission';

export interface RequestAccessFlowProps extends Omit<
  RequestAccessProps,
  'accessRequestsApi' | 'overrides'
> {
  accessRequestsApi: AccessRequestsApi;
}

/** One visitor's way through asking for access to one record, state by state. */
export const RequestAccessFlow = ({
  record,
  visitor,
  permissions,
  config,
  accessRequestsApi,
  onSent,
}: RequestAccessFlowProps) => {
  const { t } = useTranslation();
  const outcome = useRef<HTMLDivElement>(null);
  const hasAccess = Boolean(permissions?.can_read_files);
  const settings = record.parent?.access?.settings;
  const opening = accessRequestOpening(settings, visitor !== null);
  const lookup = useOpenRequest(
    accessRequestsApi,
    record.id,
    !hasAccess && opening === 'open' && visitor !== null,
  );
  const { submission, send } = useRequestSubmission(accessRequestsApi, record, onSent);
  const state = requestAccessState(hasAccess, opening, lookup, submission);

  // The form is gone once the answer came: its outcome takes the focus the Send button had.
  const answered = submission.step === 'sent' || submission.step === 'pending';
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);

  const notice = () => {
    switch (state) {
      case 'has-access':
        return (
          <Message size="small">
            <p>{t('You already have access to the files of this record.')}</p>
          </Message>
        );
      case 'closed':
        return <ClosedNotice logInFirst={opening === 'log-in'} loginUrl={config?.loginUrl} />;
      case 'checking':
        return <p>{t('Checking for an earlier request…')}</p>;
      case 'pending':
        return (
          <PendingNotice
            request={submission.step === 'pending' ? submission.request : lookup.request}
          />
        );
      case 'sent':
        return submission.step === 'sent' && <SentNotice result={submission.result} />;
      default:
        // The form speaks for itself, its refusals included.
        return null;
    }
  };

  return (
    <div
      className="rdm-request-access"
      data-state={state}
      aria-busy={state === 'checking' || undefined}
    >
      <div ref={outcome} tabIndex={-1} aria-live="polite">
        {notice()}
      </div>
      {(state === 'form' || state === 'sending' || state === 'failed') && (
        <Overridable
          overrideId="request-access.form"
          Default={RequestForm}
          visitor={visitor}
          title={record.metadata?.title}
          conditions={settings?.accept_conditions_text || null}
          sending={state === 'sending'}
          failure={submission.step === 'failed' ? submission.failure : null}
          onSend={(request) => void send(request)}
        />
      )}
    </div>
  );
};
