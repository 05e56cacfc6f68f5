import type { AccessLink, ExpandedGrant, SharedRecord, SharingLinks } from '../../src/core/model';
import { API, UI } from './draft';

/** A secret link as the server returns it; override any part. */
export const anAccessLink = (overrides: Partial<AccessLink> = {}): AccessLink => ({
  id: '5b1f6f9e-0c2e-4c55-9d1c-3a7d7c2b1a01',
  token: 'eyJhbGciOiJIUzUxMiJ9.secret-token',
  description: 'For the reviewers',
  created_at: '2026-11-02T09:30:00.000000+00:00',
  expires_at: null,
  permission: 'preview',
  ...overrides,
});

/** A user grant with its subject expanded (`?expand=true`). */
export const aUserGrant = (overrides: Partial<ExpandedGrant> = {}): ExpandedGrant => ({
  id: 0,
  subject: { type: 'user', id: '7' },
  permission: 'view',
  expanded: {
    subject: {
      id: '7',
      username: 'jdoe',
      profile: { full_name: 'Jane Doe', affiliations: 'CERN' },
      links: { avatar: 'https://repo.test/api/users/7/avatar.svg' },
      is_current_user: false,
    },
  },
  ...overrides,
});

/** A group grant with its subject expanded. */
export const aGroupGrant = (overrides: Partial<ExpandedGrant> = {}): ExpandedGrant => ({
  id: 1,
  subject: { type: 'role', id: 'curators' },
  permission: 'edit',
  expanded: { subject: { id: 'curators', name: 'curators', description: 'Curation team' } },
  ...overrides,
});

/** The sharing links of a record with the given id, as the server sends them. */
export const sharingLinks = (id: string, { published = true } = {}): SharingLinks => ({
  access_links: `${API}/records/${id}/access/links`,
  access_users: `${API}/records/${id}/access/users`,
  access_groups: `${API}/records/${id}/access/groups`,
  access_grants: `${API}/records/${id}/access/grants`,
  access: `${API}/records/${id}/access`,
  versions: `${API}/records/${id}/versions`,
  // A published record's own page is its landing page; a draft's is the deposit form.
  self_html: published ? `${UI}/records/${id}` : `${UI}/uploads/${id}`,
  record_html: `${UI}/records/${id}`,
  preview_html: `${UI}/records/${id}?preview=1`,
});

/**
 * A record as the share widget sees it: published unless `is_published: false` is given
 * (then a draft, with draft links). Override any part.
 */
export const aSharedRecord = (overrides: Partial<SharedRecord> = {}): SharedRecord => {
  const id = overrides.id ?? 'rec12-34567';
  const published = overrides.is_published ?? true;
  return {
    id,
    is_draft: !published,
    is_published: published,
    created: '2026-10-20T08:00:00.000000+00:00',
    links: sharingLinks(id, { published }),
    parent: { id: 'par12-34567', access: { owned_by: { user: '1' }, grants: [], links: [] } },
    access: { record: 'public', files: 'public', embargo: { active: false } },
    files: { enabled: true },
    ...overrides,
  };
};
