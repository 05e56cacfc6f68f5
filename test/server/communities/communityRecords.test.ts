/** @jest-environment node */
import axios from 'axios';
import { browserFor, newDraft } from '../access/sharedRecords';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const raw = () => axios.create({ baseURL: server.api, validateStatus: () => true });

/** Puts a review for the community on a new draft of alice's and submits it. */
const submitTo = async (slug: string, title: string) => {
  const alice = await browserFor(server, 'alice');
  const draft = await newDraft(alice, title);
  const community = (await raw().get(`/communities/${slug}`)).data;
  await alice.drafts.putReview(draft, community.id);
  const request = await alice.drafts.submitReview(await alice.drafts.read(draft));
  return { draft, request };
};

describe('records of a community', () => {
  it('publishes a curator’s submission directly (review policy open) and lists it', async () => {
    const { draft, request } = await submitTo('digital-humanities', 'Letters of a humanist');
    expect(request.status).toBe('accepted');
    const records = await raw().get('/communities/digital-humanities/records');
    expect(records.status).toBe(200);
    expect(records.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([draft.id]);
    const searched = await raw().get('/communities/digital-humanities/records', {
      params: { q: 'nothing like it' },
    });
    expect(searched.data.hits.total).toBe(0);
  });

  it('keeps a reader’s submission for review (review policy closed)', async () => {
    const { draft, request } = await submitTo('open-science', 'Waiting for curators');
    expect(request.status).toBe('submitted');
    const records = await raw().get('/communities/open-science/records');
    expect(records.data.hits.hits.map((hit: { id: string }) => hit.id)).not.toContain(draft.id);
  });

  it('answers 404 for an unknown community and 403 for a restricted one', async () => {
    expect((await raw().get('/communities/nope/records')).status).toBe(404);
    expect((await raw().get('/communities/restricted-lab/records')).status).toBe(403);
  });
});
