import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Urls } from '../http/urls';
import { parseSearchParams, rank, readQueryValue, searchAnswer } from '../vocabularies/search';
import { communityRole } from './store';
import type { StoredCommunity } from './store';

interface MemberRow {
  user_id: string;
  role: string;
  username: string;
  full_name: string;
  affiliations: string;
}

const ROLE_RANK = ['owner', 'manager', 'curator', 'reader'];
const MANAGING = new Set(['owner', 'manager']);

/**
 * `GET /api/communities/{id}/members`: the members in InvenioRDM's shape, users only
 * (https://inveniordm.docs.cern.ch/reference/rest_api_members/).
 */
export const communityMembersAnswer = (
  db: Db,
  community: StoredCommunity,
  request: FastifyRequest,
  urls: Urls,
) => {
  const params = parseSearchParams(request.query, {
    sorts: ['bestmatch', 'name', 'newest', 'oldest'],
    defaultSort: 'name',
  });
  const roleFilter = readQueryValue(request.query as Record<string, unknown>, 'role');
  const rows = (
    db
      .prepare(
        `SELECT m.user_id, m.role, u.username, u.full_name, u.affiliations
         FROM community_members m JOIN users u ON u.id = m.user_id
         WHERE m.community_id = ? ORDER BY m.rowid`,
      )
      .all(community.id) as MemberRow[]
  ).filter((row) => !roleFilter || row.role === roleFilter);
  const callerId = request.identity.user?.id;
  const callerRole = communityRole(db, community.id, callerId);
  const matches = rank(
    rows,
    params,
    (row) => [row.full_name, row.username],
    params.sort === 'name'
      ? (a, b) => a.full_name.localeCompare(b.full_name)
      : (a, b) => ROLE_RANK.indexOf(a.role) - ROLE_RANK.indexOf(b.role),
  );
  const base = `${urls.api}/communities/${community.id}/members`;
  return searchAnswer(
    matches,
    params,
    base,
    (row) => {
      const isCurrentUser = row.user_id === callerId;
      const canManage = callerRole !== null && MANAGING.has(callerRole) && row.role !== 'owner';
      return {
        id: `${community.id}:${row.user_id}`,
        role: row.role,
        visible: true,
        member: {
          type: 'user',
          id: row.user_id,
          name: row.full_name || row.username,
          description: row.affiliations,
          avatar: `${urls.api}/users/${row.user_id}/avatar.svg`,
        },
        permissions: {
          can_leave: isCurrentUser,
          can_delete: canManage,
          can_update_role: canManage,
          can_update_visible: isCurrentUser,
        },
        is_current_user: isCurrentUser,
        created: community.created,
        updated: community.updated,
        revision_id: 1,
      };
    },
    { role: roleFilter },
  );
};
