import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { AccessRequestResult } from '../../core/model';

/**
 * The request went out: a request to follow on its page, or (a guest, or another address) an
 * e-mail whose link confirms the address and only then makes the request.
 */
export const SentNotice = ({ result }: { result: AccessRequestResult }) => {
  const { t } = useTranslation();
  if (result.kind === 'verification') {
    return (
      <Message positive size="small">
        <p>{t('Check your inbox: we sent you a link to confirm your e-mail address.')}</p>
      </Message>
    );
  }
  const page = result.request.links.self_html;
  return (
    <Message positive size="small">
      <Message.Header>{t('Your request was sent')}</Message.Header>
      {page && (
        <p>
          <a href={page}>{t('See your request')}</a>
        </p>
      )}
    </Message>
  );
};
