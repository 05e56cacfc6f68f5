import type { ReactNode } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Message } from 'semantic-ui-react';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';

export interface LockedFilesNoticeProps {
  canNewVersion: boolean;
  newVersionButton: ReactNode;
  /** 'Edit published files', where the repository lets this user unlock them. */
  editFiles?: ReactNode;
}

/**
 * Files of a published record are locked; a new version is the way to change them or, where
 * the repository allows it, unlocking them for small corrections.
 */
export const LockedFilesNotice = ({
  canNewVersion,
  newVersionButton,
  editFiles,
}: LockedFilesNoticeProps) => {
  const { t } = useTranslation();
  const newVersion =
    newVersionButton &&
    (canNewVersion ? (
      newVersionButton
    ) : (
      <ReasonedDisabledButton
        icon="tag"
        content={t('New version')}
        reason={t("You don't have permissions to create a new version.")}
      />
    ));
  if (editFiles) {
    return (
      <Message warning data-state="locked">
        <Message.Header>{t('Edit files')}</Message.Header>
        <p>
          {t(
            'To add, modify or remove files, it is recommended that you create a new version. A new record is created which tracks the evolution of your work.',
          )}
        </p>
        {newVersion}
        <p>{t('To correct minor errors, you can unlock the files.')}</p>
        {editFiles}
      </Message>
    );
  }
  return (
    <Message warning data-state="locked">
      <p>
        {t(
          'File addition, removal or modification are not allowed after you have published your upload.',
        )}
      </p>
      {newVersion}
    </Message>
  );
};
