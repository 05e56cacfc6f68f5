/** @jest-environment node */
import axios from 'axios';
import type { DraftRecord } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: BrowserSession;
let published: DraftRecord;

beforeAll(async () => {
  server = await startTestServer();
  alice = new BrowserSession(server.url);
  await alice.login('alice');
  const answer = await alice.http().get(`${server.api}/user/records?size=100`);
  published = answer.data.hits.hits.find((record: DraftRecord) => record.is_published);
});
afterAll(async () => {
  await server.close();
});

/** The permissions a record page gives its status banner, read from the slot's JSON prop. */
const bannerPermissions = (page: string) => {
  const start = page.indexOf('data-rdm-widget="status-banner"');
  const slot = page.slice(start, page.indexOf('</div>', start));
  const prop = /data-rdm-prop="permissions">([^<]*)<\/script>/.exec(slot);
  return prop ? JSON.parse(prop[1]!) : undefined;
};

describe('the record page status banner', () => {
  it('knows a guest is not the owner, so it does not say "Your upload"', async () => {
    const guest = axios.create({ baseURL: server.url, validateStatus: () => true });
    const page = await guest.get(`/records/${published.id}`);
    expect(bannerPermissions(page.data)).toMatchObject({ can_manage: false });
  });

  it('knows the owner is', async () => {
    const page = await alice.visit(`/records/${published.id}`);
    expect(bannerPermissions(page.data)).toMatchObject({ can_manage: true });
  });
});
