/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { browserFor, failure, payload, uploadFile, type Browser } from '../records/helpers';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

/** Room for 1,000 bytes: a file of 2,000 fits only once a quota increase is accepted. */
const QUOTA = { maxFiles: 10, quotaSize: 1000, maxFileSize: 1000 };
const BIG = Buffer.alloc(2000, 1);

let server: TestServer;
let alice: Browser;
let bob: Browser;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer({ filesQuota: QUOTA, quotaIncrease: true });
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
  admin = await browserFor(server, 'admin');
});
afterAll(() => server.close());

const ask = (browser: Browser, draft: DraftRecord, body: unknown = { quota_size: '2' }) =>
  browser.raw.post(`${server.api}/records/${draft.id}/quota-increase`, body);

const act = (browser: Browser, id: string, action: string) =>
  browser.raw.post(`${server.api}/requests/${id}/actions/${action}`, {});

/** A new draft of alice's and her open request for 2 GB. */
const askedDraft = async () => {
  const draft = await alice.drafts.create(payload());
  const asked = await ask(alice, draft);
  expect(asked.status).toBe(201);
  return { draft, request: asked.data };
};

describe('quota increase requests', () => {
  it("are asked at the draft's quota_increase link, addressed to the administrators", async () => {
    const draft = await alice.drafts.create(payload());
    expect(draft.links.quota_increase).toBe(`${server.api}/records/${draft.id}/quota-increase`);
    const asked = await ask(alice, draft);
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({
      type: 'quota-increase',
      status: 'submitted',
      title: 'Quota increase request for "Tide gauge records of Stockholm, 1889-2020"',
      created_by: { user: '1' },
      receiver: {},
      topic: { record: draft.id },
      payload: { quota_size: '2' },
      links: { self_html: `${server.url}/me/requests/${asked.data.id}` },
    });
    // The depositor may cancel, not accept.
    expect(Object.keys(asked.data.links.actions)).toEqual(['cancel']);
    const mine = await alice.raw.get(`${draft.links.requests}?type=quota-increase&is_open=true`);
    expect(mine.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([asked.data.id]);
  });

  it('refuses another open one, a size not above the quota, and no size (400)', async () => {
    const { draft } = await askedDraft();
    expect((await ask(alice, draft)).status).toBe(400);
    const other = await alice.drafts.create(payload());
    for (const body of [{ quota_size: '0' }, { quota_size: 'lots' }, {}]) {
      const refused = await ask(alice, other, body);
      expect(refused.status).toBe(400);
      expect(refused.data.errors[0].field).toBe('quota_size');
    }
  });

  it('only the owner asks; others neither see nor act on the request (403)', async () => {
    const { draft, request } = await askedDraft();
    expect((await ask(bob, draft)).status).toBe(403);
    expect((await ask(await browserFor(server, null), draft)).status).toBe(403);
    expect((await bob.raw.get(`${server.api}/requests/${request.id}`)).status).toBe(403);
    expect((await act(bob, request.id, 'accept')).status).toBe(403);
    expect((await act(alice, request.id, 'accept')).status).toBe(403);
    const bobs = await bob.raw.get(`${server.api}/user/requests`);
    expect(bobs.data.hits.hits.map((hit: { id: string }) => hit.id)).not.toContain(request.id);
  });

  it("accepted by an administrator, it raises the draft's quota", async () => {
    const { draft, request } = await askedDraft();
    expect(await failure(uploadFile(alice, draft, 'big.bin', BIG))).toMatchObject({
      status: 400,
    });
    const theirs = await admin.raw.get(`${server.api}/user/requests?type=quota-increase`);
    const listed = theirs.data.hits.hits.find((hit: { id: string }) => hit.id === request.id);
    expect(Object.keys(listed.links.actions).sort()).toEqual(['accept', 'decline']);
    const accepted = await act(admin, request.id, 'accept');
    expect(accepted.data.status).toBe('accepted');
    await expect(uploadFile(alice, draft, 'after.bin', BIG)).resolves.toMatchObject({
      size: 2000,
    });
  });

  it("shows on the v14 deposit page, with the draft's raised quota", async () => {
    const { draft, request } = await askedDraft();
    await act(admin, request.id, 'accept');
    const formsConfig = async (version: string) => {
      const page = await alice.session.visit(`/invenio/${version}/uploads/${draft.id}`);
      const input = pageDocument(page.data).querySelector<HTMLInputElement>(
        'input[name="deposits-config"]',
      );
      return JSON.parse(input?.value ?? '{}') as { quota: Record<string, unknown> };
    };
    expect((await formsConfig('v14')).quota).toMatchObject({
      maxStorage: 2 * 10 ** 9,
      quotaIncrease: { enabled: true, valid_user: true, allowed: true },
    });
    expect((await formsConfig('v13')).quota).not.toHaveProperty('quotaIncrease');
  });

  it('declined, the quota stays', async () => {
    const { draft, request } = await askedDraft();
    expect((await act(admin, request.id, 'decline')).data.status).toBe('declined');
    expect(await failure(uploadFile(alice, draft, 'big.bin', BIG))).toMatchObject({
      status: 400,
    });
  });
});

describe.each([
  ['off by default', {}],
  ['in v12 mode', { quotaIncrease: true, apiVersion: 'v12' as const }],
])('a server with quota increases %s', (_name, options) => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer(options);
  });
  afterAll(() => other.close());

  it('has no link and no endpoint', async () => {
    const owner = await browserFor(other, 'alice');
    const draft = await owner.drafts.create(payload());
    expect(draft.links.quota_increase).toBeUndefined();
    const asked = await owner.raw.post(`${other.api}/records/${draft.id}/quota-increase`, {
      quota_size: '20',
    });
    expect(asked.status).toBe(404);
  });
});
