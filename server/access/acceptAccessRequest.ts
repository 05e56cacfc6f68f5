import type { GrantPermission } from '../../src/core/model';
import type { Db } from '../db/database';
import { validationError } from '../http/errors';
import { nowIso } from '../ids';
import { loadParentOf, saveParent } from '../parentStore';
import { saveAccepted } from '../requests/store';
import type { RequestDoc } from '../requests/store';
import { EXPIRATION_REQUIRED } from './linkExpiration';
import { createLink } from './links';

export const USER_ACCESS_REQUEST = 'user-access-request';
export const GUEST_ACCESS_REQUEST = 'guest-access-request';

export const isAccessRequest = (request: RequestDoc): boolean =>
  request.type === USER_ACCESS_REQUEST || request.type === GUEST_ACCESS_REQUEST;

const PERMISSIONS: readonly GrantPermission[] = ['view', 'preview', 'edit', 'manage'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user's access: a grant with `origin: "request:<id>"`, unless they already have one. */
const grantTo = (db: Db, request: RequestDoc, userId: string, permission: GrantPermission) => {
  const parent = loadParentOf(db, request.topic.record);
  if (
    parent &&
    !parent.access.grants.some(
      (grant) => grant.subject.type === 'user' && grant.subject.id === userId,
    )
  ) {
    parent.access.grants.push({
      subject: { type: 'user', id: userId },
      permission,
      origin: `request:${request.id}`,
    });
    saveParent(db, parent);
  }
};

/**
 * A guest's access: a `view` secret link, expiring after the days the owner's settings said
 * when the request was made (never when 0, refused where links must expire, as InvenioRDM's
 * link creation refuses it). Its id goes into the payload, so that the guest's page can offer
 * it too.
 */
const linkFor = (db: Db, request: RequestDoc, expiryRequired: boolean): Record<string, string> => {
  const parent = loadParentOf(db, request.topic.record);
  const payload = request.payload ?? {};
  if (!parent) return payload;
  const days = Number(payload.secret_link_expiration) || 0;
  if (days <= 0 && expiryRequired) {
    throw validationError([{ field: 'expires_at', messages: [EXPIRATION_REQUIRED] }]);
  }
  const link = createLink(db, parent.id, {
    permission: 'view',
    expires_at: days > 0 ? new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10) : null,
    description: `Access requested by ${payload.full_name ?? ''} (${payload.email ?? ''})`,
  });
  return { ...payload, secret_link_id: link.id };
};

/**
 * Accepts an access request (the record owner's decision; no permission check here): a user
 * gets a grant with the asked permission, a guest a secret link. Answers the accepted request.
 */
export const acceptAccessRequest = (
  db: Db,
  request: RequestDoc,
  { expiryRequired = false }: { expiryRequired?: boolean } = {},
): RequestDoc => {
  const asked = request.payload?.permission as GrantPermission | undefined;
  const permission = asked && PERMISSIONS.includes(asked) ? asked : 'view';
  const now = nowIso();
  return db.transaction(() => {
    const userId = request.created_by.user;
    if (userId) grantTo(db, request, userId, permission);
    const accepted: RequestDoc = {
      ...request,
      ...(userId ? {} : { payload: linkFor(db, request, expiryRequired) }),
      status: 'accepted',
      updated: now,
      last_activity_at: now,
      revision_id: request.revision_id + 1,
    };
    saveAccepted(db, accepted);
    return accepted;
  })();
};
