import type { DraftRecord, RecordStatus } from '../../src/core/model';

export const API = 'https://repo.test/api';
export const UI = 'https://repo.test';

/** Links as the server sends them for a draft with the given id. */
export const draftLinks = (id: string): DraftRecord['links'] => ({
  self: `${API}/records/${id}/draft`,
  self_html: `${UI}/uploads/${id}`,
  preview_html: `${UI}/records/${id}?preview=1`,
  record: `${API}/records/${id}`,
  record_html: `${UI}/records/${id}`,
  publish: `${API}/records/${id}/draft/actions/publish`,
  review: `${API}/records/${id}/draft/review`,
  'submit-review': `${API}/records/${id}/draft/actions/submit-review`,
  files: `${API}/records/${id}/draft/files`,
  reserve_doi: `${API}/records/${id}/draft/pids/doi`,
  versions: `${API}/records/${id}/versions`,
  access_links: `${API}/records/${id}/access/links`,
  access_users: `${API}/records/${id}/access/users`,
  access_groups: `${API}/records/${id}/access/groups`,
  access_grants: `${API}/records/${id}/access/grants`,
  access: `${API}/records/${id}/access`,
  actions: { cancel: `${API}/requests/req-${id}/actions/cancel` },
});

/** A draft in the server's shape; override any part. */
export const aDraft = (
  overrides: Partial<DraftRecord> & { status?: RecordStatus | string } = {},
) => {
  const id = overrides.id ?? 'abc12-34567';
  const draft: DraftRecord = {
    id,
    status: 'draft',
    is_draft: true,
    is_published: false,
    created: '2026-11-01T10:00:00.000000+00:00',
    access: { record: 'public', files: 'public', embargo: { active: false } },
    files: { enabled: true, entries: {} },
    metadata: {},
    custom_fields: {},
    pids: {},
    versions: { index: 1 },
    parent: { id: 'par01-23456' },
    links: draftLinks(id),
    ...overrides,
  };
  return draft;
};

/** A saved metadata-only draft titled 'Soil samples', so Publish needs no file. */
export const aMetadataOnlyDraft = (overrides: Partial<DraftRecord> = {}) =>
  aDraft({
    files: { enabled: false, entries: {} },
    metadata: { title: 'Soil samples' },
    ...overrides,
  });
