/** @jest-environment node */
import axios from 'axios';
import type { DraftRecord } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: BrowserSession;
let aliceUploads: DraftRecord[];

beforeAll(async () => {
  server = await startTestServer();
  alice = new BrowserSession(server.url);
  await alice.login('alice');
  const answer = await alice.http().get(`${server.api}/user/records?size=100`);
  aliceUploads = answer.data.hits.hits;
});
afterAll(async () => {
  await server.close();
});

const draftOf = (status: string) => aliceUploads.find((record) => record.status === status)!;
const anonymous = () => axios.create({ baseURL: server.url, validateStatus: () => true });

describe('host pages', () => {
  it('sends a visitor who is not logged in from a draft to the login form', async () => {
    const draft = draftOf('draft');
    const answer = await anonymous().get(`/uploads/${draft.id}`, { maxRedirects: 0 });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/login?next=%2Fuploads%2F${draft.id}`);
  });

  it('shows the owner her draft with the deposit form slot and its props', async () => {
    const draft = draftOf('draft');
    const page = await alice.visit(`/uploads/${draft.id}`);
    expect(page.status).toBe(200);
    expect(page.data).toContain('data-rdm-widget="deposit-form"');
    expect(page.data).toContain('data-rdm-prop="config"');
    expect(page.data).toContain(`"id":"${draft.id}"`);
    expect(page.data).toContain(`<title>${draft.metadata.title}`);
  });

  it('tells a stranger they may not see the draft', async () => {
    const bob = new BrowserSession(server.url);
    await bob.login('bob');
    const page = await bob.visit(`/uploads/${draftOf('draft').id}`);
    expect(page.status).toBe(403);
    expect(page.data).toContain('You do not have permission to see this page.');
  });

  it('answers 404 for an unknown record', async () => {
    const answer = await anonymous().get('/records/zzzzz-zzzzz');
    expect(answer.status).toBe(404);
    expect(answer.data).toContain('This record does not exist.');
  });

  it('says so when a shared link has expired', async () => {
    const published = aliceUploads.find((record) => record.is_published)!;
    const page = await anonymous().get(`/records/${published.id}?token=no-such-token`);
    expect(page.data).toContain('Your shared link has expired.');
  });

  it('lists a published record’s files, and shows a draft’s preview in the uploader', async () => {
    const published = aliceUploads.find((record) => record.status === 'published')!;
    const record = await alice.visit(`/records/${published.id}`);
    expect(record.data).toContain('<table class="ui table" aria-label="Files">');
    expect(record.data).not.toContain('data-rdm-widget="file-uploader"');
    expect(record.data).toContain('data-rdm-widget="new-version-button"');

    const preview = await alice.visit(`/records/${draftOf('draft').id}?preview=1`);
    expect(preview.data).toContain('data-rdm-widget="file-uploader"');
  });

  it('offers a new upload from a record to users who are logged in, not to guests', async () => {
    const published = aliceUploads.find((record) => record.status === 'published')!;
    const slot = 'data-rdm-widget="new-upload-from-record"';
    const bob = new BrowserSession(server.url);
    await bob.login('bob');
    const page = await bob.visit(`/records/${published.id}`);
    expect(page.data).toContain(slot);
    expect(page.data).toContain(`"createUrl":"${server.api}/records"`);
    const guest = await anonymous().get(`/records/${published.id}`);
    expect(guest.status).toBe(200);
    expect(guest.data).not.toContain(slot);
  });

  it('lists the user uploads, each linked to its page', async () => {
    const page = await alice.visit('/me/uploads');
    for (const record of aliceUploads) expect(page.data).toContain(`${record.id}"`);
  });

  it('finds published records by title', async () => {
    const published = aliceUploads.find((record) => record.status === 'published')!;
    const word = published.metadata.title!.split(' ')[0]!;
    const page = await anonymous().get(`/search?q=${encodeURIComponent(word)}`);
    expect(page.data).toContain(`/records/${published.id}`);
  });

  it('escapes record text on the page', async () => {
    const drafts = alice.http();
    const created = await drafts.post(`${server.api}/records`, {
      metadata: { title: '<script>alert(1)</script> tides' },
    });
    const page = await alice.visit(`/uploads/${created.data.id}`);
    expect(page.data).not.toContain('<script>alert(1)</script>');
    expect(page.data).toContain('&#60;script&#62;alert(1)&#60;/script&#62; tides');
  });
});
