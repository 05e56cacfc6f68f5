import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type { AccessLink, LinkPermission, SharedRecord } from '../../core/model';
import { isCancelled, linkPermissionOptions } from '../../core/rules';
import { DeleteLinkModal } from './DeleteLinkModal';
import { LinkRow } from './LinkRow';
import { NewLinkForm } from './NewLinkForm';
import { SharingError } from './SharingError';
import type { AccessListState } from './useAccessList';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface LinksTabProps {
  record: SharedRecord;
  accessApi: AccessApi;
  /** The modal loads the links (its tab header counts them) and hands them down. */
  links: AccessListState<AccessLink>;
  /** The repository requires links to expire (docs/behaviour.md#sharing). */
  expiryRequired?: boolean;
}

/** A permission change, with the link's expiry where the repository requires one. */
const permissionChange = (link: AccessLink, permission: LinkPermission, expiryRequired: boolean) =>
  expiryRequired && link.expires_at ? { permission, expires_at: link.expires_at } : { permission };

/** A link whose Delete was pressed, and the name its row goes by. */
interface LinkToDelete {
  link: AccessLink;
  name: string;
}

/**
 * Links tab: the record's secret links, and a form to create one (docs/behaviour.md#sharing).
 * A link is deleted once confirmed. Focus, which the deleted row or the busy form would take
 * with it, goes to the list once it is loaded again: after a delete onto the list itself, after
 * a create onto the new link's Copy button.
 */
export const LinksTab = ({ record, accessApi, links, expiryRequired = false }: LinksTabProps) => {
  const { t } = useTranslation();
  const unmountSignal = useUnmountSignal();
  const [confirming, setConfirming] = useState<LinkToDelete | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const list = useRef<HTMLElement | null>(null);
  const focusListWhenLoaded = useRef(false);
  const options = linkPermissionOptions(record.is_published);

  useEffect(() => {
    if (!focusListWhenLoaded.current || links.loading) return;
    focusListWhenLoaded.current = false;
    list.current?.focus();
  }, [links.loading]);

  const remove = async (link: AccessLink) => {
    const signal = unmountSignal();
    setDeleting(link.id);
    setDeleted(false);
    setError(null);
    try {
      await accessApi.deleteLink(record, link.id, { signal });
      focusListWhenLoaded.current = true;
      setDeleted(true);
      links.reload();
    } catch (failure) {
      if (!signal.aborted && !isCancelled(failure)) setError(failure);
    }
    if (signal.aborted) return;
    setDeleting(null);
    setConfirming(null);
  };

  return (
    <div className="share-links" data-state={links.loading ? 'loading' : 'ready'}>
      <div aria-live="polite">
        {links.loading && links.items.length === 0 && <p>{t('Loading…')}</p>}
        {deleted && <p>{t('Link deleted.')}</p>}
      </div>
      <SharingError error={links.error} />
      <SharingError error={error} />
      {links.items.length > 0 && (
        <table
          ref={(table) => {
            list.current = table;
          }}
          className="ui table"
          tabIndex={-1}
        >
          <caption style={visuallyHidden}>{t('Links')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Description')}</th>
              <th scope="col">{t('Created')}</th>
              <th scope="col">{t('Expires')}</th>
              <th scope="col">{t('Permission')}</th>
              <th scope="col">{t('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {links.items.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                recordLinks={record.links}
                options={options}
                onSavePermission={(permission, signal) =>
                  accessApi.updateLink(
                    record,
                    link.id,
                    permissionChange(link, permission, expiryRequired),
                    { signal },
                  )
                }
                onError={setError}
                onDelete={(name) => setConfirming({ link, name })}
                deleting={deleting === link.id}
                focusCopy={link.id === createdId}
              />
            ))}
          </tbody>
        </table>
      )}
      {!links.loading && !links.error && links.items.length === 0 && (
        <p
          ref={(note) => {
            list.current = note;
          }}
          tabIndex={-1}
        >
          {t('No links have been created yet.')}
        </p>
      )}
      <NewLinkForm
        record={record}
        accessApi={accessApi}
        expiryRequired={expiryRequired}
        onCreated={(link) => {
          setDeleted(false);
          setCreatedId(link.id);
          links.reload();
        }}
      />
      {confirming && (
        <DeleteLinkModal
          name={confirming.name}
          deleting={deleting === confirming.link.id}
          onConfirm={() => void remove(confirming.link)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
};
