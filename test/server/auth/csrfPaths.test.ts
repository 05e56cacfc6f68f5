/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { browserFor, payload, type Browser } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

/**
 * A request as a forged cross-site form sends it: the victim's cookies, no token, and the path
 * exactly as written (axios and fetch would normalise `..` and `//` away).
 */
const forged = (method: string, path: string, body: unknown) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = JSON.stringify(body);
    const call = httpRequest(`${server.url}/`, {
      method,
      path,
      headers: {
        Cookie: alice.session.cookieHeader,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(sent),
      },
    });
    call.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end(sent);
  });

/** Ways of writing `/api/<rest>` that the router decodes to it, or that a proxy might. */
const SPELLINGS: [string, (rest: string) => string][] = [
  ['as is', (rest) => `/api/${rest}`],
  ['with a percent-encoded a', (rest) => `/%61pi/${rest}`],
  ['with a percent-encoded i', (rest) => `/ap%69/${rest}`],
  ['all percent-encoded', (rest) => `/%61%70%69/${rest}`],
  ['with a leading doubled slash', (rest) => `//api/${rest}`],
  ['with a doubled slash inside', (rest) => `/api//${rest}`],
  ['in capitals', (rest) => `/API/${rest}`],
  ['capitalised', (rest) => `/Api/${rest}`],
  ['through a dot-dot segment', (rest) => `/x/../api/${rest}`],
  ['through a dot segment', (rest) => `/api/./${rest}`],
  ['through an encoded dot-dot segment', (rest) => `/x/%2e%2e/api/${rest}`],
  ['after an encoded dot-dot segment', (rest) => `/%2e%2e/api/${rest}`],
];

const aliceDraftIds = async () => {
  const list = await alice.raw.get(`${server.api}/user/records?size=100`);
  return (list.data.hits.hits as { id: string }[]).map((hit) => hit.id).sort();
};

describe.each(SPELLINGS)('a state-changing call without a token, the path %s', (_how, path) => {
  let draftId: string;
  let linkId: string;

  // A draft of alice's with a view link, for this spelling alone.
  beforeAll(async () => {
    draftId = (await alice.raw.post(`${server.api}/records`, payload())).data.id;
    const link = await alice.raw.post(`${server.api}/records/${draftId}/access/links`, {
      permission: 'view',
    });
    linkId = link.data.id;
  });

  it('POST creates no draft', async () => {
    const before = await aliceDraftIds();
    expect((await forged('POST', path('records'), payload())).status).toBeGreaterThan(399);
    expect(await aliceDraftIds()).toEqual(before);
  });

  it('PUT changes no draft', async () => {
    const forgedTitle = { ...payload(), metadata: { ...payload().metadata, title: 'Forged' } };
    const answer = await forged('PUT', path(`records/${draftId}/draft`), forgedTitle);
    expect(answer.status).toBeGreaterThan(399);
    const draft = await alice.raw.get(`${server.api}/records/${draftId}/draft`);
    expect(draft.data.metadata.title).toBe(payload().metadata.title);
  });

  it('PATCH changes no secret link', async () => {
    const linkPath = path(`records/${draftId}/access/links/${linkId}`);
    expect((await forged('PATCH', linkPath, { permission: 'edit' })).status).toBeGreaterThan(399);
    const link = await alice.raw.get(`${server.api}/records/${draftId}/access/links/${linkId}`);
    expect(link.data.permission).toBe('view');
  });

  it('DELETE deletes no draft', async () => {
    const answer = await forged('DELETE', path(`records/${draftId}/draft`), {});
    expect(answer.status).toBeGreaterThan(399);
    expect((await alice.raw.get(`${server.api}/records/${draftId}/draft`)).status).toBe(200);
  });
});

it('refuses a spelling the router decodes with the CSRF message, not by chance', async () => {
  const answer = await forged('POST', '/%61pi/records', payload());
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('CSRF token missing or incorrect.');
});
