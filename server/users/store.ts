import type { User } from '../auth/identity';
import { toUser, type UserRow } from '../auth/users';
import type { Db } from '../db/database';

/** Users others may find and invite: those with a public profile. */
export const publicUsers = (db: Db): User[] =>
  (db.prepare('SELECT * FROM users WHERE public_profile = 1 ORDER BY id').all() as UserRow[]).map(
    toUser,
  );

export interface Group {
  id: string;
  name: string;
  description: string;
}

export const allGroups = (db: Db): Group[] =>
  db.prepare('SELECT id, name, description FROM user_groups ORDER BY name').all() as Group[];

export const findGroup = (db: Db, id: string): Group | null =>
  (db.prepare('SELECT id, name, description FROM user_groups WHERE id = ?').get(id) as
    Group | undefined) ?? null;

/** Groups have no timestamps of their own in the demo: they exist since the seed. */
const GROUP_CREATED = '2025-01-01T00:00:00+00:00';

/**
 * A group as `/api/groups` and expanded role grants show it
 * (https://inveniordm.docs.cern.ch/reference/rest_api_groups/).
 */
export const groupJson = (group: Group, apiBase: string) => ({
  id: group.id,
  name: group.name,
  description: group.description,
  is_managed: true,
  created: GROUP_CREATED,
  updated: GROUP_CREATED,
  revision_id: 1,
  links: {
    self: `${apiBase}/groups/${encodeURIComponent(group.id)}`,
    avatar: `${apiBase}/groups/${encodeURIComponent(group.id)}/avatar.svg`,
  },
});
