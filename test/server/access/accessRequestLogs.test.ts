/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserSession } from '../support/browserSession';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rdm-request-logs-'));
  server = await startServerProcess(dataDir, { log: true });
}, 90_000);
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The first match of `pattern` in the outbox's messages to `email` (read by a logged-in user). */
const fromOutbox = async (reader: BrowserSession, email: string, pattern: RegExp) => {
  const page = await reader.visit(`/_outbox?${new URLSearchParams({ to: email })}`);
  const match = page.data.match(pattern);
  if (!match?.[1]) throw new Error(`nothing like ${pattern} in the e-mail to ${email}`);
  return match[1];
};

it('logs no token of an access request: confirmation, request page or secret link', async () => {
  const guest = new BrowserSession(server.url);
  await guest.visit('/');
  const api = guest.http({ accept: 'application/json' });
  // The demo's record with restricted files, which takes guest requests.
  const found = await api.get('/api/records', { params: { q: 'fishers' } });
  const record = found.data.hits.hits[0] as { id: string };
  await api.post(`/api/records/${record.id}/access/request`, {
    email: 'quiet@example.org',
    full_name: 'Quinn Quiet',
    consent_to_share_personal_data: 'true',
  });

  const alice = new BrowserSession(server.url);
  await alice.login('alice');
  const confirmation = await fromOutbox(
    alice,
    'quiet@example.org',
    /access_request_token=([\w-]+)/,
  );
  const confirmed = await guest.http({ accept: 'text/html' }).get('/access/requests/confirm', {
    params: { access_request_token: confirmation },
    maxRedirects: 0,
    validateStatus: () => true,
  });
  const requestPage = new URL(confirmed.headers.location as string);
  const pageToken = requestPage.searchParams.get('access_request_token') ?? '';
  await guest.visit(`${requestPage.pathname}${requestPage.search}`);

  const requestId = requestPage.pathname.split('/').at(-1);
  await alice.http().post(`/api/requests/${requestId}/actions/accept`, {});
  const secret = await fromOutbox(alice, 'quiet@example.org', /\?token=([\w-]+)/);
  await guest.visit(`/records/${record.id}?token=${secret}`);

  const log = server.output();
  expect(log).toContain('access_request_token=[redacted]');
  expect(log).toContain('token=[redacted]');
  for (const token of [confirmation, pageToken, secret]) {
    expect(token.length).toBeGreaterThan(30);
    expect(log).not.toContain(token);
  }
});
