import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessApi } from '../../core/api';
import type { AccessLink, SharedRecord } from '../../core/model';
import { isCancelled, linkPermissionOptions } from '../../core/rules';
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
}

/** Links tab: the record's secret links, and a form to create one (docs/behaviour.md#sharing). */
export const LinksTab = ({ record, accessApi, links }: LinksTabProps) => {
  const { t } = useTranslation();
  const unmountSignal = useUnmountSignal();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const options = linkPermissionOptions(record.is_published);

  const remove = async (link: AccessLink) => {
    const signal = unmountSignal();
    setDeleting(link.id);
    setError(null);
    try {
      await accessApi.deleteLink(record, link.id, { signal });
      links.reload();
    } catch (failure) {
      if (!signal.aborted && !isCancelled(failure)) setError(failure);
    }
    if (!signal.aborted) setDeleting(null);
  };

  return (
    <div className="share-links" data-state={links.loading ? 'loading' : 'ready'}>
      <div aria-live="polite">
        {links.loading && links.items.length === 0 && <p>{t('Loading…')}</p>}
      </div>
      <SharingError error={links.error} />
      <SharingError error={error} />
      {links.items.length > 0 && (
        <table className="ui unstackable table">
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
                  accessApi.updateLink(record, link.id, { permission }, { signal })
                }
                onError={setError}
                onDelete={() => void remove(link)}
                deleting={deleting === link.id}
              />
            ))}
          </tbody>
        </table>
      )}
      {!links.loading && !links.error && links.items.length === 0 && (
        <p>{t('No links have been created yet.')}</p>
      )}
      <NewLinkForm record={record} accessApi={accessApi} onCreated={links.reload} />
    </div>
  );
};
