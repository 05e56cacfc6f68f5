import { useEffect, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import { Icon } from 'semantic-ui-react';
import type { AccessApi } from '../../core/api';
import type { AccessSettings, SharedRecord } from '../../core/model';
import { settingsOf } from '../../core/rules/accessSettings';
import { useLazyPart } from '../../ui/hooks/useLazyPart';
import { lazyPart } from '../../ui/lazyPart';
import { LazyPartFailure } from '../../ui/LazyPartFailure';
import { Overridable } from '../../ui/overrides';
import { ReasonedDisabledButton } from '../../ui/ReasonedDisabledButton';

/** The modal, its tabs and their dialogs load when first opened: the page shows the button only. */
const shareModal = lazyPart(async () => (await import('./ShareModal')).ShareModal);

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
  const [open, setOpen] = useState(false);
  const opening = useLazyPart(shareModal);
  const { Part: ShareModal, open: openModal } = opening;
  const canManage = Boolean(permissions.can_manage);
  // The page's record is as old as the page: settings saved since then live here.
  const [settings, setSettings] = useState<AccessSettings>(() => settingsOf(record));
  useEffect(() => {
    if (defaultOpen && canManage) openModal(() => setOpen(true));
  }, [defaultOpen, canManage, openModal]);
  if (!canManage) {
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
      <button
        type="button"
        className={opening.busy ? 'ui loading button' : 'ui button'}
        aria-busy={opening.busy || undefined}
        onClick={() => openModal(() => setOpen(true))}
        {...opening.preloadProps}
      >
        <Icon name="share square" />
        {t('Share')}
      </button>
      {opening.failed && <LazyPartFailure onRetry={opening.retry} />}
      {/* Mounted only while open: closing aborts every request of the modal. */}
      {open && ShareModal && (
        <ShareModal
          record={record}
          accessApi={accessApi}
          canManage={canManage}
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
