/** @jest-environment node */
import type { AccessSettings, DraftRecord } from '../../../src/core/model';
import { completeMetadata, payload, uploadFile } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';
import { type Browser, browserFor, newDraft } from './sharedRecords';

const inDays = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

const REQUIRED = { field: 'expires_at', messages: ['Expiration date is required'] };

/** A record of the owner's with a restricted file, taking guests' requests for links of `days`. */
const guestRequestable = async (server: TestServer, owner: Browser, days: string) => {
  const draft = await owner.drafts.create(
    payload({
      access: { record: 'public', files: 'restricted' },
      files: { enabled: true },
      metadata: completeMetadata('Tide gauge readings'),
    }),
  );
  await uploadFile(owner, draft, 'tides.csv', 'day,height\n1,2.1\n');
  const record = await owner.drafts.publish(draft);
  const settings: AccessSettings = {
    allow_user_requests: false,
    allow_guest_requests: true,
    accept_conditions_text: null,
    secret_link_expiration: days,
  };
  await owner.access.updateSettings(record, settings);
  return record;
};

/** A guest asks for access to the record and confirms their address: the request's id. */
const guestRequest = async (server: TestServer, recordId: string, email: string) => {
  const guest = await browserFor(server, null);
  await guest.raw.post(`${server.api}/records/${recordId}/access/request`, {
    email,
    full_name: 'Gina Guest',
    consent_to_share_personal_data: 'true',
  });
  const { text } = server.ctx.db
    .prepare('SELECT text FROM outbox WHERE recipient = ? ORDER BY id DESC')
    .get(email) as { text: string };
  const link = new URL(
    (text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes('/access/requests/confirm'))!,
  );
  const confirmed = await guest.session
    .http({ accept: 'text/html' })
    .get(`${link.pathname}${link.search}`, { maxRedirects: 0, validateStatus: () => true });
  return new URL(confirmed.headers.location as string).pathname.split('/').at(-1) ?? '';
};

describe('a repository that requires links to expire (--require-link-expiry)', () => {
  let server: TestServer;
  let alice: Browser;
  let draft: DraftRecord;
  const links = () => `${server.api}/records/${draft.id}/access/links`;

  beforeAll(async () => {
    server = await startTestServer({ requireLinkExpiry: true });
    alice = await browserFor(server, 'alice');
    draft = await newDraft(alice);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a link without expiry, with InvenioRDM field error, and keeps none', async () => {
    const refused = await alice.raw.post(links(), { permission: 'preview' });
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual([REQUIRED]);
    expect((await alice.access.listLinks(draft)).total).toBe(0);
  });

  it('creates a link that expires', async () => {
    const created = await alice.raw.post(links(), {
      permission: 'preview',
      expires_at: inDays(30),
    });
    expect(created.status).toBe(201);
    expect(created.data.expires_at).toBe(inDays(30));
  });

  it('refuses a change that leaves the expiry out, as InvenioRDM does; takes it with one', async () => {
    const link = await alice.access.createLink(draft, {
      permission: 'preview',
      expires_at: inDays(60),
    });
    const bare = await alice.raw.patch(`${links()}/${link.id}`, { permission: 'edit' });
    expect(bare.status).toBe(400);
    expect(bare.data.errors).toEqual([REQUIRED]);
    const changed = await alice.access.updateLink(draft, link.id, {
      permission: 'edit',
      expires_at: inDays(60),
    });
    expect(changed).toMatchObject({ permission: 'edit', expires_at: inDays(60) });
  });

  it("refuses to accept a guest's request whose link would never expire", async () => {
    const record = await guestRequestable(server, alice, '0');
    const requestId = await guestRequest(server, record.id!, 'never@example.org');
    const accept = `${server.api}/requests/${requestId}/actions/accept`;
    const refused = await alice.raw.post(accept, {});
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual([REQUIRED]);
    expect((await alice.access.listLinks(record)).total).toBe(0);
    expect((await alice.raw.get(`${server.api}/requests/${requestId}`)).data.status).toBe(
      'submitted',
    );
  });

  it("accepts a guest's request whose link expires", async () => {
    const record = await guestRequestable(server, alice, '30');
    const requestId = await guestRequest(server, record.id!, 'month@example.org');
    const accepted = await alice.raw.post(`${server.api}/requests/${requestId}/actions/accept`, {});
    expect(accepted.data.status).toBe('accepted');
    expect((await alice.access.listLinks(record)).hits).toEqual([
      expect.objectContaining({ expires_at: inDays(30) }),
    ]);
  });

  it('says so on the v14 pages, for the page readers', async () => {
    const page = await alice.session.visit(`/invenio/v14/uploads/${draft.id}`);
    expect(page.data).toMatch(
      /id="deposits-share-btn-require-link-expiration"\s+data-share-btn-require-link-expiration='true'/,
    );
    const v13 = await alice.session.visit(`/invenio/v13/uploads/${draft.id}`);
    expect(v13.data).not.toContain('share-btn-require-link-expiration');
  });
});

describe('v12 mode, where InvenioRDM has no such setting', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ apiVersion: 'v12', requireLinkExpiry: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates and changes links that never expire, as before', async () => {
    const alice = await browserFor(server, 'alice');
    const draft = await newDraft(alice);
    const link = await alice.access.createLink(draft, { permission: 'preview' });
    expect(link.expires_at).toBeNull();
    const changed = await alice.access.updateLink(draft, link.id, { permission: 'edit' });
    expect(changed.permission).toBe('edit');
  });
});
