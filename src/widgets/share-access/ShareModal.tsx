import { useCallback, useId, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type { AccessSettings, SharedRecord } from '../../core/model';
import { Overridable } from '../../ui/overrides';
import { Button } from '../../ui/semantic/Button';
import { Modal } from '../../ui/semantic/Modal';
import { GrantList } from './GrantList';
import { LinksTab } from './LinksTab';
import { SettingsTab } from './SettingsTab';
import { TabList, TabPanel, type TabHeader } from '../../ui/TabList';
import { useAccessList } from './useAccessList';

export interface ShareModalProps {
  record: SharedRecord;
  accessApi: AccessApi;
  /** Offers Delete on grants (docs/behaviour.md#sharing). */
  canManage: boolean;
  /** The access-request settings last saved; the opener keeps them for the next opening. */
  settings: AccessSettings;
  onSettingsSaved: (settings: AccessSettings) => void;
  onClose: () => void;
  /** The repository requires secret links to expire (docs/behaviour.md#sharing). */
  expiryRequired?: boolean;
}

type ShareTab = 'people' | 'groups' | 'links' | 'settings';

const noGroups = () => Promise.resolve({ hits: [], total: 0 });

/**
 * The Share access modal (docs/behaviour.md#sharing). It owns the three lists so each tab header
 * shows its count; the parent mounts it only while open, so closing aborts every request in flight.
 */
export const ShareModal = ({
  record,
  accessApi,
  canManage,
  settings,
  onSettingsSaved,
  onClose,
  expiryRequired = false,
}: ShareModalProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const idPrefix = useId();
  const [active, setActive] = useState<ShareTab>('people');
  const groupsEnabled = Boolean(record.links.access_groups);

  const users = useAccessList(
    useCallback((signal) => accessApi.listUsers(record, { signal }), [accessApi, record]),
  );
  const groups = useAccessList(
    useCallback(
      // Without the link groups are disabled: the server would answer 403.
      (signal) => (groupsEnabled ? accessApi.listGroups(record, { signal }) : noGroups()),
      [accessApi, record, groupsEnabled],
    ),
  );
  const links = useAccessList(
    useCallback((signal) => accessApi.listLinks(record, { signal }), [accessApi, record]),
  );

  const tabs: TabHeader<ShareTab>[] = [
    { tab: 'people', label: t('People ({{count}})', { count: users.total }), busy: users.loading },
    ...(groupsEnabled
      ? [
          {
            tab: 'groups' as const,
            label: t('Groups ({{count}})', { count: groups.total }),
            busy: groups.loading,
          },
        ]
      : []),
    { tab: 'links', label: t('Links ({{count}})', { count: links.total }), busy: links.loading },
    { tab: 'settings', label: t('Settings') },
  ];

  return (
    <Modal
      open
      onClose={onClose}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      closeOnDimmerClick
      data-state={active}
    >
      <Modal.Header as="h2" id={titleId}>
        {t('Share access')}
      </Modal.Header>
      <Modal.Content>
        <TabList
          tabs={tabs}
          active={active}
          onChange={setActive}
          label={t('Sharing')}
          idPrefix={idPrefix}
        />
        <TabPanel idPrefix={idPrefix} active={active}>
          {active === 'people' && (
            <Overridable
              overrideId="share-access.tab.people"
              Default={GrantList}
              kind="user"
              record={record}
              accessApi={accessApi}
              list={users}
              canManage={canManage}
            />
          )}
          {active === 'groups' && groupsEnabled && (
            <Overridable
              overrideId="share-access.tab.groups"
              Default={GrantList}
              kind="role"
              record={record}
              accessApi={accessApi}
              list={groups}
              canManage={canManage}
            />
          )}
          {active === 'links' && (
            <Overridable
              overrideId="share-access.tab.links"
              Default={LinksTab}
              record={record}
              accessApi={accessApi}
              links={links}
              expiryRequired={expiryRequired}
            />
          )}
          {active === 'settings' && (
            <Overridable
              overrideId="share-access.tab.settings"
              Default={SettingsTab}
              record={record}
              accessApi={accessApi}
              saved={settings}
              onSaved={onSettingsSaved}
              onClose={onClose}
              expiryRequired={expiryRequired}
            />
          )}
        </TabPanel>
      </Modal.Content>
      {/* Settings has its own Cancel and Save instead. */}
      {active !== 'settings' && (
        <Modal.Actions>
          <Button type="button" onClick={onClose}>
            {t('Close')}
          </Button>
        </Modal.Actions>
      )}
    </Modal>
  );
};
