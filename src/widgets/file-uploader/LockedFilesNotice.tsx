import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'semantic-ui-react';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';

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
      {newVersionButton &&
        (canNewVersion ? (
          newVersionButton
        ) : (
          <ReasonedDisabledButton
            icon="tag"
            content={t('New version')}
            reason={t("You don't have permissions to create a new version.")}
          />
        ))}
    </Message>
  );
};
