import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import { loginHref } from './loginHref';

export interface ClosedNoticeProps {
  /** Only logged-in users may ask, and the visitor is not logged in. */
  logInFirst: boolean;
  loginUrl?: string;
}

/** Why there is no form: log in first (with a link when the host gave its login page), or no requests at all. */
export const ClosedNotice = ({ logInFirst, loginUrl }: ClosedNoticeProps) => {
  const { t } = useTranslation();
  if (!logInFirst) {
    return (
      <Message size="small">
        <p>{t('The owner of this record does not accept access requests.')}</p>
      </Message>
    );
  }
  const text = t('Log in to request access to this record.');
  return (
    <Message size="small">
      <p>{loginUrl ? <a href={loginHref(loginUrl, window.location)}>{text}</a> : text}</p>
    </Message>
  );
};
