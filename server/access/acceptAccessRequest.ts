import type { GrantPermission } from '../../src/core/model';
import type { Db } from '../db/database';
import { nowIso } from '../ids';
import { loadParentOf, saveParent } from '../parents';
import { addRequestEvent, saveRequest } from '../requests/store';
import type { RequestDoc } from '../requests/store';

export const USER_ACCESS_REQUEST = 'user-access-request';

const PERMISSIONS: readonly GrantPermission[] = ['view', 'preview', 'edit', 'manage'];

/**
 * Accepts a `user-access-request` (the record owner's decision; no permission check here):
 * the requester gets a grant with the asked permission, `origin: "request:<id>"`, unless
 * they already have one. Answers the accepted request.
 */
export const acceptAccessRequest = (db: Db, request: RequestDoc): RequestDoc => {
  const payload = (request as RequestDoc & { payload?: { permission?: string } }).payload;
  const asked = payload?.permission as GrantPermission | undefined;
  const permission = asked && PERMISSIONS.includes(asked) ? asked : 'view';
  const now = nowIso();
  const accepted: RequestDoc = {
    ...request,
    status: 'accepted',
    updated: now,
    last_activity_at: now,
    revision_id: request.revision_id + 1,
  };
  db.transaction(() => {
    const parent = loadParentOf(db, request.topic.record);
    const userId = request.created_by.user;
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
    saveRequest(db, accepted);
    addRequestEvent(db, request.id, {
      type: 'L',
      payload: { content: 'accepted this request', format: 'html', event: 'accepted' },
      created_by: { system: true },
    });
  })();
  return accepted;
};
