import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'semantic-ui-react';
import type { AccessApi } from '../../core/api';
import type { AccessSettings, SharedRecord } from '../../core/model';
import { settingsOf } from '../../core/rules/accessSettings';
import { Overridable } from '../../ui/overrides';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';
import { ShareModal } from './ShareModal';

/** What the host says the current user may do with this record (docs/widgets.md#permissions). */
export interface SharePermissions {
  can_manage?: boolean;
}

export interface ShareButtonProps {
  record: SharedRecord;
  permissions: SharePermissions;
  accessApi: AccessApi;
  /** Opens the modal at once (stories, and hosts that link straight to sharing). */
  defaultOpen?: boolean;
  /** The repository requires secret links to expire (docs/behaviour.md#sharing). */
  expiryRequired?: boolean;
}

/** The Share button and, while open, the Share access modal. */
const ShareButtonAndModal = ({
  record,
  permissions,
  accessApi,
  defaultOpen = false,
  expiryRequired = false,
}: ShareButtonProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  // The page's record is as old as the page: settings saved since then live here.
  const [settings, setSettings] = useState<AccessSettings>(() => settingsOf(record));
  if (!permissions.can_manage) {
    return (
      <ReasonedDisabledButton
        icon="share square"
        content={t('Share')}
        reason={t("You don't have permissions to share this record.")}
      />
    );
  }

  // The modal gives focus back to the button that opened it.
  const close = () => setOpen(false);

  return (
    <>
      <button type="button" className="ui button" onClick={() => setOpen(true)}>
        <Icon name="share square" />
        {t('Share')}
      </button>
      {/* Mounted only while open: closing aborts every request of the modal. */}
      {open && (
        <ShareModal
          record={record}
          accessApi={accessApi}
          canManage={Boolean(permissions.can_manage)}
          settings={settings}
          onSettingsSaved={setSettings}
          onClose={close}
          expiryRequired={expiryRequired}
        />
      )}
    </>
  );
};

/** The Share button with its modal, which a host may replace, wrap or hide (`share-access.button`). */
export const ShareButton = (props: ShareButtonProps) => (
  <Overridable {...props} overrideId="share-access.button" Default={ShareButtonAndModal} />
);
