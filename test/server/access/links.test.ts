/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { apiFailure as failure } from '../support/apiFailure';
import { startTestServer, type TestServer } from '../support/testServer';
import { type Browser, browserFor, newDraft } from './sharedRecords';

let server: TestServer;
let alice: Browser;
let draft: DraftRecord;

const inDays = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  draft = await newDraft(alice);
});
afterAll(async () => {
  await server.close();
});

describe('secret links: list, create, patch, delete', () => {
  it('creates, lists, changes and deletes a link through the client', async () => {
    const link = await alice.access.createLink(draft, {
      permission: 'preview',
      expires_at: inDays(30),
      description: 'For reviewers',
    });
    expect(link).toMatchObject({
      permission: 'preview',
      expires_at: inDays(30),
      description: 'For reviewers',
      origin: null,
    });
    expect(link.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.token.length).toBeGreaterThanOrEqual(32);
    expect(link.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*\+00:00$/);

    const listed = await alice.access.listLinks(draft);
    expect(listed.total).toBe(1);
    expect(listed.hits[0]).toEqual(link);

    const changed = await alice.access.updateLink(draft, link.id, { permission: 'edit' });
    expect(changed).toMatchObject({ id: link.id, permission: 'edit', token: link.token });

    await alice.access.deleteLink(draft, link.id);
    expect((await alice.access.listLinks(draft)).total).toBe(0);
  });

  it('creates a link that never expires by default', async () => {
    const link = await alice.access.createLink(draft, { permission: 'view' });
    expect(link.expires_at).toBeNull();
    expect(link.description).toBe('');
  });

  it('refuses an expiry date in the past (or today)', async () => {
    for (const date of [inDays(-1), inDays(0)]) {
      const error = await failure(
        alice.access.createLink(draft, { permission: 'view', expires_at: date }),
      );
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toEqual([
        { field: 'expires_at', messages: ['Expiration date must be set to the future'] },
      ]);
    }
  });

  it('refuses a missing or unknown permission', async () => {
    const http = alice.raw;
    const url = draft.links.access_links!;
    const missing = await http.post(url, { description: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({
      status: 400,
      message: 'A validation error occurred.',
      errors: [{ field: 'permission', messages: ['An access permission level is required'] }],
    });
    const bad = await http.post(url, { permission: 'manage' });
    expect(bad.data.errors).toEqual([
      { field: 'permission', messages: ['Must be one of: view, preview, edit.'] },
    ]);
    const badDate = await http.post(url, { permission: 'view', expires_at: '2030-02-30' });
    expect(badDate.data.errors).toEqual([{ field: 'expires_at', messages: ['Not a valid date.'] }]);
  });

  it('refuses expires_at null, as InvenioRDM does: a link that never expires omits the key', async () => {
    const url = draft.links.access_links!;
    const before = (await alice.access.listLinks(draft)).total;
    const answer = await alice.raw.post(url, { permission: 'view', expires_at: null });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual([
      { field: 'expires_at', messages: ['Field may not be null.'] },
    ]);
    expect((await alice.access.listLinks(draft)).total).toBe(before);
  });

  it('lets an expiry come sooner but never later or away', async () => {
    const http = alice.raw;
    const link = await alice.access.createLink(draft, {
      permission: 'view',
      expires_at: inDays(20),
    });
    const url = `${draft.links.access_links}/${link.id}`;
    const later = await http.patch(url, { expires_at: inDays(40) });
    expect(later.status).toBe(400);
    expect(later.data.errors).toEqual([
      { field: 'expires_at', messages: ['Cannot postpone expiration of links'] },
    ]);
    const away = await http.patch(url, { expires_at: null });
    expect(away.data.errors).toEqual([
      { field: 'expires_at', messages: ['Field may not be null.'] },
    ]);
    const sooner = await http.patch(url, { expires_at: inDays(10), description: 'shorter' });
    expect(sooner.status).toBe(200);
    expect(sooner.data).toMatchObject({ expires_at: inDays(10), description: 'shorter' });
    const past = await http.patch(url, { expires_at: inDays(-2) });
    expect(past.data.errors).toEqual([
      { field: 'expires_at', messages: ['Expiration date must be set to the future'] },
    ]);
    const neverExpiring = await alice.access.createLink(draft, { permission: 'view' });
    const limited = await http.patch(`${draft.links.access_links}/${neverExpiring.id}`, {
      expires_at: inDays(5),
    });
    expect(limited.data.expires_at).toBe(inDays(5));
  });

  it('answers one link, 404 for an unknown one and 405 for PUT', async () => {
    const http = alice.raw;
    const link = await alice.access.createLink(draft, { permission: 'preview' });
    const one = await http.get(`${draft.links.access_links}/${link.id}`);
    expect(one.status).toBe(200);
    expect(one.data).toEqual(link);
    const missing = await http.get(
      `${draft.links.access_links}/00000000-0000-0000-0000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({
      status: 404,
      message: 'No secret link found with the given ID.',
    });
    const error = await failure(alice.access.deleteLink(draft, 'no-such-link'));
    expect(error.status).toBe(404);
    const put = await http.put(`${draft.links.access_links}/${link.id}`, { permission: 'view' });
    expect(put.status).toBe(405);
  });

  it('answers 403 to a stranger and to an anonymous visitor, 404 for an unknown record', async () => {
    const bob = await browserFor(server, 'bob');
    const anonymous = await browserFor(server, null);
    for (const stranger of [bob, anonymous]) {
      expect((await failure(stranger.access.listLinks(draft))).status).toBe(403);
      const error = await failure(stranger.access.createLink(draft, { permission: 'edit' }));
      expect(error.status).toBe(403);
      expect(error.message).toBe('Permission denied.');
    }
    const unknown = await alice.raw.get(`${server.api}/records/zzzzz-zzzzz/access/links`);
    expect(unknown.status).toBe(404);
  });
});
