import { createHash } from 'node:crypto';
import { saveCommunity } from '../communities/store';
import type { StoredCommunity } from '../communities/store';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { hasVocabularyType, vocabularyEntries } from '../vocabularies/store';
import { COMMUNITIES } from './data/communities';
import type { CommunitySeed } from './data/communities';
import { HISTORICAL_LANGUAGES, LANGUAGES } from './data/languages';
import { LICENSES } from './data/licenses';
import { AFFILIATIONS, AWARDS, FUNDERS } from './data/organisations';
import { DEMO_GROUPS, DEMO_USERS, NAMES } from './data/people';
import { RESOURCE_TYPES } from './data/resourceTypes';
import { ROLES, SMALL_VOCABULARIES, SMALL_VOCABULARY_TAGS } from './data/smallVocabularies';
import { SUBJECTS } from './data/subjects';
import { VOCABULARY_TITLES, titlesOf } from './data/vocabularyTitles';

/** Fixed timestamps keep the seed deterministic (same data on every fresh database). */
const SEEDED_AT = '2025-01-01T00:00:00+00:00';
const stamps = { created: SEEDED_AT, updated: SEEDED_AT, revision_id: 1 };

/** A UUID-shaped id derived from a name, so seeded communities keep their ids across resets. */
const stableUuid = (name: string): string => {
  const hex = createHash('sha256').update(`rdm-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const seedPeople = (db: Db): void => {
  const insertUser = db.prepare(
    `INSERT INTO users (id, username, email, full_name, affiliations, public_profile)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const user of DEMO_USERS) {
    insertUser.run(
      user.id,
      user.username,
      user.email,
      user.fullName,
      user.affiliations,
      user.publicProfile ? 1 : 0,
    );
  }
  const insertGroup = db.prepare(
    'INSERT INTO user_groups (id, name, description) VALUES (?, ?, ?)',
  );
  const insertMember = db.prepare('INSERT INTO group_members (group_id, user_id) VALUES (?, ?)');
  for (const group of DEMO_GROUPS) {
    insertGroup.run(group.id, group.id, group.description);
    for (const userId of group.members) insertMember.run(group.id, userId);
  }
};

const toCommunity = (seed: CommunitySeed, index: number): StoredCommunity => {
  // A week apart, oldest first, so 'newest'/'oldest' sorts are meaningful.
  const created = new Date(Date.UTC(2024, 0, 1 + index * 7)).toISOString().replace('Z', '+00:00');
  return {
    id: stableUuid(`community:${seed.slug}`),
    slug: seed.slug,
    revision_id: 1,
    created,
    updated: created,
    metadata: {
      title: seed.title,
      description: seed.description,
      type: { id: seed.type },
      curation_policy: `<p>Curators of ${seed.title} check every submission for completeness.</p>`,
      page: `<p>${seed.description}</p>`,
      ...(seed.website ? { website: seed.website } : {}),
      ...(seed.organizations ? { organizations: seed.organizations } : {}),
    },
    access: {
      visibility: seed.visibility ?? 'public',
      members_visibility: 'public',
      member_policy: 'closed',
      record_submission_policy: seed.recordSubmissionPolicy ?? 'open',
      review_policy: seed.reviewPolicy ?? 'closed',
    },
    ...(seed.theme
      ? {
          theme: {
            enabled: true,
            brand: seed.theme.brand,
            style: { primaryColor: seed.theme.primaryColor },
          },
        }
      : {}),
    children: { allow: false },
    has_logo: seed.hasLogo ?? false,
    ...(seed.checks ? { checks: seed.checks } : {}),
  };
};

const seedCommunities = (db: Db): void => {
  const userIds = new Map(DEMO_USERS.map((user) => [user.username, user.id]));
  const insertMember = db.prepare(
    'INSERT INTO community_members (community_id, user_id, role) VALUES (?, ?, ?)',
  );
  COMMUNITIES.forEach((seed, index) => {
    const community = toCommunity(seed, index);
    saveCommunity(db, community);
    for (const [username, role] of Object.entries(seed.members)) {
      const userId = userIds.get(username);
      if (userId) insertMember.run(community.id, userId, role);
    }
  });
};

type Entry = { id: string } & Record<string, unknown>;

const insertAll = (db: Db, type: string, entries: Entry[]): void => {
  const insert = db.prepare('INSERT INTO vocabularies (type, id, json) VALUES (?, ?, ?)');
  for (const entry of entries) {
    insert.run(type, entry.id, JSON.stringify({ ...entry, ...stamps }));
  }
};

const generic = (type: string, id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  title: titlesOf(type, id, title),
  ...extra,
});

/** A small vocabulary's entry, with its tags where the type has them. */
const smallEntry = (type: string, id: string, title: string) => {
  const tags = SMALL_VOCABULARY_TAGS[type];
  return generic(type, id, title, tags ? { tags: tags[id] ?? [] } : {});
};

const seedGenericVocabularies = (db: Db): void => {
  insertAll(
    db,
    'languages',
    LANGUAGES.map(({ id, alpha2, name }) =>
      generic('languages', id, name, {
        props: { alpha_2: alpha2 },
        tags: ['individual', HISTORICAL_LANGUAGES.has(id) ? 'historical' : 'living'],
      }),
    ),
  );
  insertAll(
    db,
    'licenses',
    LICENSES.map((license) =>
      generic('licenses', license.id, license.title, {
        description: { en: license.description },
        icon: license.icon,
        props: { url: license.url, scheme: 'spdx', osi_approved: license.osiApproved ? 'y' : '' },
        tags: ['all', ...license.tags],
      }),
    ),
  );
  insertAll(
    db,
    'resourcetypes',
    RESOURCE_TYPES.map(({ id, title, icon, props }) =>
      generic('resourcetypes', id, title, { icon, props, tags: ['depositable', 'linkable'] }),
    ),
  );
  for (const [type, pairs] of Object.entries(SMALL_VOCABULARIES)) {
    insertAll(
      db,
      type,
      pairs.map(([id, title]) => smallEntry(type, id, title)),
    );
  }
  for (const type of ['creatorsroles', 'contributorsroles']) {
    insertAll(
      db,
      type,
      ROLES.map(([id, title]) => generic(type, id, title)),
    );
  }
};

/**
 * Small vocabularies a database seeded by an older version lacks (e.g. the instruments and
 * disciplines of the demo custom fields): added on start. Answers the types added.
 */
export const seedMissingSmallVocabularies = (db: Db): string[] =>
  Object.entries(SMALL_VOCABULARIES)
    .filter(([type]) => !hasVocabularyType(db, type))
    .map(([type, pairs]) => {
      insertAll(
        db,
        type,
        pairs.map(([id, title]) => smallEntry(type, id, title)),
      );
      return type;
    });

/**
 * Entries and tags of tagged small vocabularies that a database seeded by an older version
 * lacks (the removal reasons an owner may give): added on start. Answers the types changed.
 */
export const seedMissingTags = (db: Db): string[] => {
  const update = db.prepare('UPDATE vocabularies SET json = ? WHERE type = ? AND id = ?');
  const changed: string[] = [];
  for (const [type, tagsById] of Object.entries(SMALL_VOCABULARY_TAGS)) {
    const stored = vocabularyEntries(db, type);
    const missing = (SMALL_VOCABULARIES[type] ?? []).filter(
      ([id]) => !stored.some((entry) => entry.id === id),
    );
    insertAll(
      db,
      type,
      missing.map(([id, title]) => smallEntry(type, id, title)),
    );
    const untagged = stored.filter((entry) => !Array.isArray(entry.tags));
    for (const entry of untagged) {
      update.run(JSON.stringify({ ...entry, tags: tagsById[entry.id] ?? [] }), type, entry.id);
    }
    if (missing.length > 0 || untagged.length > 0) changed.push(type);
  }
  return changed;
};

/**
 * Titles a database seeded by an older version lacks (German, French and Spanish ones): merged
 * into its entries, the stored ones kept. Answers the types changed.
 */
export const seedMissingTitles = (db: Db): string[] => {
  const update = db.prepare('UPDATE vocabularies SET json = ? WHERE type = ? AND id = ?');
  const changed = new Set<string>();
  for (const type of Object.keys(VOCABULARY_TITLES)) {
    for (const entry of vocabularyEntries(db, type)) {
      const stored = (entry.title ?? {}) as Record<string, string>;
      const title = { ...titlesOf(type, entry.id, stored.en ?? ''), ...stored };
      if (Object.keys(title).length > Object.keys(stored).length) {
        update.run(JSON.stringify({ ...entry, title }), type, entry.id);
        changed.add(type);
      }
    }
  }
  return [...changed];
};

const seedOrganisationsAndNames = (db: Db): void => {
  const affiliationNames = new Map(AFFILIATIONS.map((entry) => [entry.id, entry.name]));
  insertAll(
    db,
    'affiliations',
    AFFILIATIONS.map((entry) => ({
      id: entry.id,
      name: entry.name,
      ...(entry.acronym ? { acronym: entry.acronym } : {}),
      title: { en: entry.name },
      identifiers: [{ scheme: 'ror', identifier: entry.id }],
      country: entry.country,
      country_name: entry.countryName,
      location_name: entry.city,
      status: 'active',
      types: entry.types,
    })),
  );
  insertAll(
    db,
    'names',
    NAMES.map((person) => ({
      id: person.orcid,
      name: `${person.family}, ${person.given}`,
      given_name: person.given,
      family_name: person.family,
      identifiers: [{ scheme: 'orcid', identifier: person.orcid }],
      affiliations: [
        { id: person.affiliationId, name: affiliationNames.get(person.affiliationId) ?? '' },
      ],
    })),
  );
  const funderNames = new Map(FUNDERS.map((funder) => [funder.id, funder.name]));
  insertAll(
    db,
    'funders',
    FUNDERS.map((funder) => ({
      id: funder.id,
      name: funder.name,
      title: { en: funder.name },
      country: funder.country,
      country_name: funder.countryName,
      identifiers: [{ scheme: 'ror', identifier: funder.id }],
    })),
  );
  insertAll(
    db,
    'awards',
    AWARDS.map((award) => ({
      id: `${award.funderId}::${award.number}`,
      number: award.number,
      title: { en: award.title },
      ...(award.acronym ? { acronym: award.acronym } : {}),
      program: award.program,
      funder: { id: award.funderId, name: funderNames.get(award.funderId) ?? '' },
      identifiers: [
        {
          scheme: 'url',
          identifier: `https://funding.demo.test/${award.funderId}/${award.number}`,
        },
      ],
      start_date: award.start,
      end_date: award.end,
    })),
  );
  insertAll(db, 'subjects', SUBJECTS);
};

/**
 * Users, groups, communities and vocabularies. Synchronous: it runs inside the seeding
 * transaction, before the records that refer to all of these.
 */
export const seedDirectory = (ctx: ServerContext): void => {
  seedPeople(ctx.db);
  seedCommunities(ctx.db);
  seedGenericVocabularies(ctx.db);
  seedOrganisationsAndNames(ctx.db);
};

/** Seeded ids other seeds and tests refer to. */
export const communityIdOf = (slug: string): string => stableUuid(`community:${slug}`);
