import { useState } from 'react';
import { useTranslation } from '../../ui/i18n/useTranslation';
import type { AccessApi } from '../../core/api';
import type { ExpandedGrant, GrantSubjectType, SharedRecord } from '../../core/model';
import { grantPermissionOptions, isCancelled } from '../../core/rules';
import { AddSubjectsModal } from './AddSubjectsModal';
import { GrantRow } from './GrantRow';
import { SharingError } from './SharingError';
import { isSubject, ownerIdOf, ownerViewOf, subjectViewOf } from '../../core/rules/shareSubjects';
import type { AccessListState } from './useAccessList';
import { useUnmountSignal } from '../../ui/hooks/useUnmountSignal';

export interface GrantListProps {
  /** 'user' lists people (owner first), 'role' lists groups. */
  kind: GrantSubjectType;
  record: SharedRecord;
  accessApi: AccessApi;
  list: AccessListState<ExpandedGrant>;
  /** Offers Delete (docs/behaviour.md#sharing). */
  canManage: boolean;
}

const keyOf = (grant: ExpandedGrant) => `${grant.subject.type}:${grant.subject.id}`;

/** The People or Groups tab: who has access, their permission, Delete, and Add. */
export const GrantList = ({ kind, record, accessApi, list, canManage }: GrantListProps) => {
  const { t } = useTranslation();
  const unmountSignal = useUnmountSignal();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const people = kind === 'user';
  const ownerId = people ? ownerIdOf(record) : undefined;
  const grants = list.items.filter((grant) => !ownerId || !isSubject(grant, 'user', ownerId));
  const options = grantPermissionOptions(record.is_published);

  const remove = async (grant: ExpandedGrant) => {
    const signal = unmountSignal();
    setDeleting(keyOf(grant));
    setError(null);
    try {
      await accessApi.deleteGrant(record, grant.subject, { signal });
      list.reload();
    } catch (failure) {
      if (!signal.aborted && !isCancelled(failure)) setError(failure);
    }
    if (!signal.aborted) setDeleting(null);
  };

  // The sub-modal gives focus back to the Add button, which opened it.
  const closeAdd = () => setAdding(false);

  return (
    <div className="share-grants" data-state={list.loading ? 'loading' : 'ready'}>
      <div aria-live="polite">
        {list.loading && list.items.length === 0 && <p>{t('Loading…')}</p>}
      </div>
      <SharingError error={list.error} />
      <SharingError error={error} />
      <ul
        className="ui divided middle aligned list"
        aria-label={people ? t('People') : t('Groups')}
      >
        {ownerId && <GrantRow owner subject={ownerViewOf(record, list.items)} />}
        {grants.map((grant) => (
          <GrantRow
            key={keyOf(grant)}
            subject={subjectViewOf(grant.expanded?.subject, String(grant.subject.id))}
            permission={grant.permission}
            options={options}
            onSave={(permission, signal) =>
              accessApi.updateGrant(record, grant.subject, permission, { signal })
            }
            onError={setError}
            onDelete={canManage ? () => void remove(grant) : undefined}
            deleting={deleting === keyOf(grant)}
          />
        ))}
      </ul>
      {!list.loading && !list.error && grants.length === 0 && (
        <p>{people ? t('No one else has access yet.') : t('No group has access yet.')}</p>
      )}
      <button type="button" className="ui basic button" onClick={() => setAdding(true)}>
        <i className="plus icon" aria-hidden="true" />
        {people ? t('Add people') : t('Add groups')}
      </button>
      {adding && (
        <AddSubjectsModal
          kind={kind}
          record={record}
          accessApi={accessApi}
          excludedIds={[
            ...(ownerId ? [ownerId] : []),
            ...list.items.map((g) => String(g.subject.id)),
          ]}
          onAdded={() => {
            closeAdd();
            list.reload();
          }}
          onClose={closeAdd}
        />
      )}
    </div>
  );
};
