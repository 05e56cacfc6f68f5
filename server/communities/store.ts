import type { Community, CommunityRole } from '../../src/core/model';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import type { Urls } from '../http/urls';
import type { CheckRule } from './checks';

/**
 * A community as stored in `communities.json`: the API JSON without `links`
 * and `ui`, which depend on who asks and where from.
 */
export type StoredCommunity = Community & {
  revision_id: number;
  created: string;
  updated: string;
  metadata: Community['metadata'] & {
    curation_policy?: string;
    page?: string;
    website?: string;
    organizations?: ({ id: string } | { name: string })[];
    funding?: unknown[];
  };
  access: Community['access'] & {
    members_visibility: 'public' | 'restricted';
    member_policy: 'open' | 'closed';
    record_submission_policy: 'open' | 'closed';
    review_policy: 'closed' | 'open' | 'members';
  };
  theme?: { enabled?: boolean; brand?: string; style?: Record<string, string> };
  children: { allow: boolean };
  /** Curation check rules run on drafts addressed to the community (never sent out). */
  checks?: CheckRule[];
  /** Demo-only: whether `/logo` has an image (a generated SVG). */
  has_logo?: boolean;
};

const parse = (row: { json: string } | undefined): StoredCommunity | null =>
  row ? (JSON.parse(row.json) as StoredCommunity) : null;

/** A community by its UUID or its slug (slugs are lower-case), or null. */
export const findCommunity = (db: Db, idOrSlug: string): StoredCommunity | null =>
  parse(
    db
      .prepare('SELECT json FROM communities WHERE id = ? OR slug = ?')
      .get(idOrSlug, idOrSlug.toLowerCase()) as { json: string } | undefined,
  );

export const allCommunities = (db: Db): StoredCommunity[] =>
  (db.prepare('SELECT json FROM communities ORDER BY rowid').all() as { json: string }[]).map(
    (row) => JSON.parse(row.json) as StoredCommunity,
  );

export const saveCommunity = (db: Db, community: StoredCommunity): void => {
  db.prepare(
    `INSERT INTO communities (id, slug, json) VALUES (?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET slug = excluded.slug, json = excluded.json`,
  ).run(community.id, community.slug, JSON.stringify(community));
};

/** The user's role in a community, or null when not a member. */
export const communityRole = (
  db: Db,
  communityId: string,
  userId: string | null | undefined,
): CommunityRole | null => {
  if (!userId) return null;
  const row = db
    .prepare('SELECT role FROM community_members WHERE community_id = ? AND user_id = ?')
    .get(communityId, userId) as { role: CommunityRole } | undefined;
  return row?.role ?? null;
};

/** Community id to role, for every community the user belongs to. */
export const membershipsOf = (db: Db, userId: string): Record<string, CommunityRole> =>
  Object.fromEntries(
    (
      db
        .prepare('SELECT community_id, role FROM community_members WHERE user_id = ?')
        .all(userId) as { community_id: string; role: CommunityRole }[]
    ).map((row) => [row.community_id, row.role]),
  );

const CURATING_ROLES: ReadonlySet<CommunityRole> = new Set(['owner', 'manager', 'curator']);

/**
 * Whether the user's submissions are accepted at once (direct publish): review policy
 * `open` lets owners/managers/curators do it, `members` any member, `closed` nobody.
 */
export const canIncludeDirectly = (
  db: Db,
  community: StoredCommunity,
  userId: string | null | undefined,
): boolean => {
  const role = communityRole(db, community.id, userId);
  if (!role) return false;
  if (community.access.review_policy === 'open') return CURATING_ROLES.has(role);
  return community.access.review_policy === 'members';
};

/** Whether the caller may see the community at all (restricted ones: members only). */
export const canSeeCommunity = (
  db: Db,
  community: StoredCommunity,
  userId: string | null | undefined,
): boolean =>
  community.access.visibility === 'public' || communityRole(db, community.id, userId) !== null;

export const communityLinks = (community: StoredCommunity, urls: Urls) => {
  const api = `${urls.api}/communities/${community.id}`;
  const html = `${urls.ui}/communities/${community.slug}`;
  return {
    self: api,
    self_html: html,
    settings_html: `${html}/settings`,
    logo: `${api}/logo`,
    rename: `${api}/rename`,
    members: `${api}/members`,
    public_members: `${api}/members/public`,
    invitations: `${api}/invitations`,
    requests: `${api}/requests`,
    records: `${api}/records`,
    membership_requests: `${api}/membership-requests`,
  };
};

/** The community as the API answers it, with links and the caller's `ui.permissions`. */
export const communityJson = (
  db: Db,
  community: StoredCommunity,
  urls: Urls,
  identity: Pick<Identity, 'user'> | null,
) => {
  const stored: Partial<StoredCommunity> = { ...community };
  delete stored.has_logo;
  delete stored.checks;
  return {
    ...(stored as Omit<StoredCommunity, 'has_logo' | 'checks'>),
    links: communityLinks(community, urls),
    ui: {
      permissions: { can_include_directly: canIncludeDirectly(db, community, identity?.user?.id) },
    },
  };
};

/**
 * The short form used in `expanded` (review receiver, default community)
 * (docs/reference-server.md#how-it-answers).
 */
export const communityPickJson = (community: StoredCommunity, urls: Urls) => ({
  id: community.id,
  slug: community.slug,
  links: { logo: `${urls.api}/communities/${community.id}/logo` },
  metadata: {
    title: community.metadata.title,
    description: community.metadata.description,
    type: community.metadata.type,
  },
  access: {
    visibility: community.access.visibility,
    review_policy: community.access.review_policy,
  },
});
