import type { ExpandedGrant, ExpandedSubject, SharedRecord } from '../model';

/** How a person or group (an expanded subject) is shown in a list (docs/behaviour.md#sharing). */
export interface SubjectView {
  id: string;
  name: string;
  username?: string;
  affiliations?: string;
  description?: string;
  avatar?: string;
  isCurrentUser: boolean;
}

/** Full name, else username or group name, else the bare id. */
export const subjectViewOf = (subject: ExpandedSubject | undefined, id: string): SubjectView => ({
  id,
  name: subject?.profile?.full_name || subject?.username || subject?.name || id,
  username: subject?.username,
  affiliations: subject?.profile?.affiliations || undefined,
  description: subject?.description || undefined,
  avatar: subject?.links?.avatar,
  isCurrentUser: subject?.is_current_user ?? false,
});

export const ownerIdOf = (record: Pick<SharedRecord, 'parent'>): string =>
  String(record.parent.access.owned_by.user);

/** A record read with `?expand=1` carries its owner's profile; the type does not say so. */
interface ExpandedOwner {
  expanded?: { parent?: { access?: { owned_by?: ExpandedSubject | null } } };
}

/** The owner's row: from the users list when it holds the owner, else from the record. */
export const ownerViewOf = (record: SharedRecord, grants: ExpandedGrant[]): SubjectView => {
  const id = ownerIdOf(record);
  const listed = grants.find((grant) => isSubject(grant, 'user', id))?.expanded?.subject;
  const fromRecord = (record as SharedRecord & ExpandedOwner).expanded?.parent?.access?.owned_by;
  return subjectViewOf(listed ?? fromRecord ?? undefined, id);
};

export const isSubject = (grant: ExpandedGrant, type: string, id: string): boolean =>
  grant.subject.type === type && String(grant.subject.id) === id;
