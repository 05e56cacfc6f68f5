import type { Db } from '../db/database';
import type { User } from './identity';

export interface UserRow {
  id: string;
  username: string;
  email: string;
  full_name: string;
  affiliations: string;
  public_profile: number;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  fullName: row.full_name,
  affiliations: row.affiliations,
  publicProfile: row.public_profile === 1,
});

export const findUserById = (db: Db, id: string): User | null => {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : null;
};

export const findUserByUsername = (db: Db, username: string): User | null => {
  const row = db.prepare('SELECT * FROM users WHERE username = ?').get(username) as
    UserRow | undefined;
  return row ? toUser(row) : null;
};

/** Ids of the groups (roles) a user belongs to. */
export const groupIdsOf = (db: Db, userId: string): string[] =>
  (
    db.prepare('SELECT group_id FROM group_members WHERE user_id = ?').all(userId) as {
      group_id: string;
    }[]
  ).map((row) => row.group_id);

/** The user's JSON as the API shows it (`/api/users`, expanded grant subjects, owners). */
export const userJson = (user: User, apiBase: string, currentUserId?: string) => ({
  id: user.id,
  username: user.username,
  is_current_user: user.id === currentUserId,
  profile: { full_name: user.fullName, affiliations: user.affiliations },
  links: {
    self: `${apiBase}/users/${user.id}`,
    avatar: `${apiBase}/users/${user.id}/avatar.svg`,
  },
});
