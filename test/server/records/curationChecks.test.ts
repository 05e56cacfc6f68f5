/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { browserFor, communityId, failure, readyDraft, type Browser } from './helpers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;
let climate: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  climate = await communityId(server, 'climate-research');
});
afterAll(() => server.close());

const severities = (draft: DraftRecord) =>
  (draft.errors ?? []).map(({ field, severity }) => `${severity ?? 'schema'} ${field}`);

/** A complete draft (one file) addressed to the Climate Research Network, read back. */
const climateDraft = async (description?: string) => {
  const draft = await readyDraft(alice);
  await alice.drafts.putReview(draft, climate);
  const read = await alice.drafts.read(draft);
  if (description === undefined) return read;
  return alice.drafts.save({ ...read, metadata: { ...read.metadata, description } } as never, {
    revision: read.revision_id,
  });
};

describe('curation checks of the seeded Climate Research Network', () => {
  it('a draft addressed to it carries every failed rule with severity and description', async () => {
    const draft = await climateDraft();
    expect(severities(draft)).toEqual([
      'error metadata.description',
      'warning metadata.funding',
      'info metadata.subjects',
    ]);
    expect(draft.errors?.[1]).toEqual({
      field: 'metadata.funding',
      messages: ['Funding information is recommended.'],
      description:
        'The network reports the work it hosts to its funders: name the grant if there is one.',
      severity: 'warning',
    });
  });

  it('submit is refused while an error-severity check fails, with only that entry', async () => {
    const draft = await climateDraft('Short.');
    const refused = await failure(alice.drafts.submitReview(draft, ''));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors.map((entry) => entry.field)).toEqual(['metadata.description']);
  });

  it('warnings and infos do not stop the submission', async () => {
    const draft = await climateDraft('Hourly sea level at the Stockholm tide gauge since 1889.');
    expect(severities(draft)).toEqual(['warning metadata.funding', 'info metadata.subjects']);
    const request = await alice.drafts.submitReview(draft, '');
    expect(request.status).toBe('submitted');
  });

  it("a draft with no community has no check results; the community's rules stay private", async () => {
    const draft = await readyDraft(alice);
    expect((await alice.drafts.read(draft)).errors).toBeUndefined();
    const community = await alice.raw.get(`${server.api}/communities/climate-research`);
    expect(community.status).toBe(200);
    expect(community.data).not.toHaveProperty('checks');
  });
});
