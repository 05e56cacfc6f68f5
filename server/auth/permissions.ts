import type { Db } from '../db/database';
import type { ParentDoc } from '../parentDoc';
import type { Identity } from './identity';
import { groupIdsOf } from './users';

/**
 * Permission levels: each includes the ones before it (docs/reference-server.md#how-it-answers).
 */
export const LEVELS = ['view', 'preview', 'review', 'curate', 'manage'] as const;
export type Level = (typeof LEVELS)[number];

export const atLeast = (level: Level | null, required: Level): boolean =>
  level !== null && LEVELS.indexOf(level) >= LEVELS.indexOf(required);

const highest = (levels: (Level | null)[]): Level | null =>
  levels.reduce<Level | null>(
    (best, level) => (level && (!best || atLeast(level, best)) ? level : best),
    null,
  );

/** A grant's or link's permission as a level: 'edit' is curate. */
export const levelOfPermission = (permission: string): Level | null => {
  if (permission === 'edit') return 'curate';
  return (LEVELS as readonly string[]).includes(permission) ? (permission as Level) : null;
};

const COMMUNITY_MANAGERS = new Set(['owner', 'manager', 'curator']);

const communityRole = (db: Db, communityId: string, userId: string): string | undefined =>
  (
    db
      .prepare('SELECT role FROM community_members WHERE community_id = ? AND user_id = ?')
      .get(communityId, userId) as { role: string } | undefined
  )?.role;

/** Levels given by the access links this session holds (unexpired ones only). */
const linkLevels = (db: Db, identity: Identity, parentId: string, today: string) => {
  if (identity.linkIds.length === 0) return [];
  const placeholders = identity.linkIds.map(() => '?').join(', ');
  const rows = db
    .prepare(
      `SELECT permission FROM access_links WHERE parent_id = ? AND id IN (${placeholders})
       AND (expires_at IS NULL OR expires_at > ?)`,
    )
    .all(parentId, ...identity.linkIds, today) as { permission: string }[];
  return rows.map((row) => levelOfPermission(row.permission));
};

/**
 * The caller's level on a record (all versions share the parent's access), or null for none.
 * `reviewCommunityId` is the community a draft is submitted to: its curators may review it.
 */
export const levelOn = (
  db: Db,
  identity: Identity,
  parent: ParentDoc,
  { reviewCommunityId = null as string | null, today = new Date().toISOString().slice(0, 10) } = {},
): Level | null => {
  const levels = linkLevels(db, identity, parent.id, today);
  const user = identity.user;
  if (user) {
    if (parent.access.owned_by.user === user.id) return 'manage';
    const groups = groupIdsOf(db, user.id);
    for (const grant of parent.access.grants) {
      const mine =
        grant.subject.type === 'user'
          ? grant.subject.id === user.id
          : groups.includes(grant.subject.id);
      if (mine) levels.push(levelOfPermission(grant.permission));
    }
    for (const communityId of parent.communities.ids) {
      const role = communityRole(db, communityId, user.id);
      if (role) levels.push(COMMUNITY_MANAGERS.has(role) ? 'manage' : 'view');
    }
    if (
      reviewCommunityId &&
      COMMUNITY_MANAGERS.has(communityRole(db, reviewCommunityId, user.id) ?? '')
    ) {
      levels.push('review');
    }
  }
  return highest(levels);
};
