import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import type { AccessRequest } from '../../core/model';

/** An earlier request waits for the owner; linked to its page when it could be read. */
export const PendingNotice = ({ request }: { request: AccessRequest | null }) => {
  const { t } = useTranslation();
  const page = request?.links.self_html;
  return (
    <Message size="small">
      <p>{t("Your request for access is waiting for the owner's answer.")}</p>
      {page && (
        <p>
          <a href={page}>{t('See your request')}</a>
        </p>
      )}
    </Message>
  );
};
