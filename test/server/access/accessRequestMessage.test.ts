/** @jest-environment node */
import { startTestServer, type TestServer } from '../support/testServer';
import { type Browser, browserFor, requestableRecord } from './sharedRecords';

/** Plain text that looks a little like markup: it must arrive as typed. */
const TYPED = 'depth < 5 m and temp > 3 C, e.g. <tag>. Thanks & regards';
/** The same text as the HTML of a comment: escaped, nothing removed. */
const AS_HTML = 'depth &#60; 5 m and temp &#62; 3 C, e.g. &#60;tag&#62;. Thanks &#38; regards';

let server: TestServer;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
});
afterAll(async () => {
  await server.close();
});

const lastMailTo = (recipient: string): { subject: string; text: string } =>
  server.ctx.db
    .prepare('SELECT subject, text FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1')
    .get(recipient) as { subject: string; text: string };

const commentsOf = async (requestId: string): Promise<string[]> => {
  const timeline = await alice.raw.get(`${server.api}/requests/${requestId}/timeline`);
  return timeline.data.hits.hits
    .filter((event: { type: string }) => event.type === 'C')
    .map((event: { payload: { content: string } }) => event.payload.content);
};

describe('an access request message is plain text, kept as typed', () => {
  it("in a user's request, its page and the owner's e-mail", async () => {
    const recordId = await requestableRecord(alice, 'Harbour interviews');
    const asked = await bob.raw.post(`${server.api}/records/${recordId}/access/request`, {
      message: TYPED,
    });
    expect(asked.status).toBe(200);
    expect(await commentsOf(asked.data.id)).toEqual([AS_HTML]);
    const page = await alice.session
      .http({ accept: 'text/html' })
      .get(`/me/requests/${asked.data.id}`);
    expect(page.data).toContain(AS_HTML);
    expect(lastMailTo('alice@demo.test').text).toContain(`> ${TYPED}\n`);
  });

  it("in a guest's request, once confirmed, and the owner's e-mail", async () => {
    const recordId = await requestableRecord(alice, 'Harbour soundings');
    const guest = await browserFor(server, null);
    const asked = await guest.raw.post(`${server.api}/records/${recordId}/access/request`, {
      email: 'gina@example.org',
      full_name: 'Gina Guest',
      message: TYPED,
      consent_to_share_personal_data: 'true',
    });
    expect(asked.status).toBe(200);
    const link = new URL(
      /https?:\/\/\S+confirm\S+/.exec(lastMailTo('gina@example.org').text)?.[0] ?? '',
    );
    const confirmed = await guest.session
      .http({ accept: 'text/html' })
      .get(`${link.pathname}${link.search}`, { maxRedirects: 0, validateStatus: () => true });
    expect(confirmed.status).toBe(303);
    const requests = await alice.raw.get(`${server.api}/user/requests?q=`);
    const request = requests.data.hits.hits.find(
      (hit: { type: string; topic: { record: string } }) =>
        hit.type === 'guest-access-request' && hit.topic.record === recordId,
    );
    expect(await commentsOf(request.id)).toEqual([AS_HTML]);
    expect(lastMailTo('alice@demo.test').text).toContain(`> ${TYPED}\n`);
  });
});
