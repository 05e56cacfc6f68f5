import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message, Popup } from 'semantic-ui-react';

export interface LockedFilesNoticeProps {
  canNewVersion: boolean;
  newVersionButton: ReactNode;
}

/** Files of a published record are locked; a new version is the way to change them. */
export const LockedFilesNotice = ({ canNewVersion, newVersionButton }: LockedFilesNoticeProps) => {
  const { t } = useTranslation();
  return (
    <Message warning data-state="locked">
      <p>
        {t(
          'File addition, removal or modification are not allowed after you have published your upload.',
        )}
      </p>
      {newVersionButton && (canNewVersion ? newVersionButton : <DisabledNewVersionButton />)}
    </Message>
  );
};

const DisabledNewVersionButton = () => {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = t("You don't have permissions to create a new version.");
  // A disabled button gets no pointer events, so the tooltip hangs on a wrapper; the reason
  // is also its accessible description, for keyboard and screen-reader users.
  return (
    <Popup
      content={reason}
      role="tooltip"
      trigger={
        <span>
          <Button
            type="button"
            disabled
            icon="tag"
            content={t('New version')}
            aria-describedby={reasonId}
          />
          <span id={reasonId} hidden>
            {reason}
          </span>
        </span>
      }
    />
  );
};
