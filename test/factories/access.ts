import type { AccessLink, ExpandedGrant } from '../../src/core/model';

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
