import fc from 'fast-check';
import { aCompleteDraft } from '../factories/completeDraft';
import { API, draftLinks } from '../factories/draft';
import { aServerFile } from '../factories/files';
import { brokenJson } from './brokenJson';

/** Every part some widget reads: review, owner, sharing settings, files, versions, links. */
const served = (overrides: Record<string, unknown>) => ({
  ...aCompleteDraft(),
  files: { enabled: true, entries: { 'data.csv': aServerFile() }, order: [] },
  parent: {
    id: 'par01-23456',
    review: {
      id: 'req-1',
      type: 'community-submission',
      status: 'submitted',
      receiver: { community: 'comm-1' },
    },
    communities: { default: 'comm-1', ids: ['comm-1'] },
    access: {
      owned_by: { user: '1' },
      settings: {
        allow_user_requests: true,
        allow_guest_requests: true,
        accept_conditions_text: '<p>Cite us</p>',
        secret_link_expiration: 30,
      },
      grants: [],
      links: [],
    },
  },
  links: {
    ...draftLinks('abc12-34567'),
    access_request: `${API}/records/abc12-34567/access/request`,
  },
  ...overrides,
});

/** A draft in review, a published record and a new version's draft, as InvenioRDM serves them. */
const SERVED_RECORDS = [
  served({ status: 'in_review' }),
  served({ status: 'published', is_draft: false, is_published: true }),
  served({ status: 'new_version_draft', versions: { index: 2, is_latest: false } }),
];

/** The same records from a server that sends no `status` (InvenioRDM before v12). */
const WITHOUT_STATUS = SERVED_RECORDS.map(({ status: _status, ...rest }) => rest);

/**
 * Record JSON a widget may be given: mostly a served record with a few parts broken (a wrong
 * type, null, missing, huge, nested garbage), at times anything at all.
 */
export const fuzzedRecord: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...SERVED_RECORDS, ...WITHOUT_STATUS) },
  ...[...SERVED_RECORDS, ...WITHOUT_STATUS].map((valid) => ({
    weight: 2,
    arbitrary: brokenJson(valid),
  })),
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);
