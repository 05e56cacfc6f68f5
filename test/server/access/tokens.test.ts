/** @jest-environment node */
import type { AccessLink, DraftRecord, LinkPermission } from '../../../src/core/model';
import { startTestServer, type TestServer } from '../support/testServer';
import { type Browser, browserFor, newDraft, publishedRecord } from './sharedRecords';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const linkOn = (record: DraftRecord, permission: LinkPermission): Promise<AccessLink> =>
  alice.access.createLink(record, { permission });

describe('secret link tokens (?token=)', () => {
  it('a preview link lets an anonymous browser read the draft, and the session remembers it', async () => {
    const draft = await newDraft(alice);
    const link = await linkOn(draft, 'preview');
    const holder = await browserFor(server, null);
    expect((await holder.raw.get(draft.links.self!)).status).toBe(403);
    const withToken = await holder.raw.get(draft.links.self!, { params: { token: link.token } });
    expect(withToken.status).toBe(200);
    expect(withToken.data.id).toBe(draft.id);
    // Later calls from the same browser need no token.
    expect((await holder.raw.get(draft.links.self!)).status).toBe(200);
    // ...but a preview link does not allow editing.
    const save = await holder.raw.put(draft.links.self!, { metadata: { title: 'Changed' } });
    expect(save.status).toBe(403);
    // Another browser without the token gets nothing.
    const other = await browserFor(server, null);
    expect((await other.raw.get(draft.links.self!)).status).toBe(403);
  });

  it('a token on a page visit works for the API afterwards', async () => {
    const record = await publishedRecord(alice, { record: 'restricted', files: 'restricted' });
    const link = await linkOn(record, 'view');
    const holder = await browserFor(server, null);
    expect((await holder.raw.get(record.links.self!)).status).toBe(403);
    await holder.session.visit(`/?token=${encodeURIComponent(link.token)}`);
    const read = await holder.raw.get(record.links.self!);
    expect(read.status).toBe(200);
    expect(read.data.id).toBe(record.id);
  });

  it('a view link is not enough to read a draft', async () => {
    const draft = await newDraft(alice);
    const link = await linkOn(draft, 'view');
    const holder = await browserFor(server, null);
    const read = await holder.raw.get(draft.links.self!, { params: { token: link.token } });
    expect(read.status).toBe(403);
  });

  it('an edit link lets an anonymous browser save the draft', async () => {
    const draft = await newDraft(alice);
    const link = await linkOn(draft, 'edit');
    const holder = await browserFor(server, null);
    await holder.session.visit(`/uploads/${draft.id}?token=${encodeURIComponent(link.token)}`);
    const saved = await holder.drafts.save({
      ...draft,
      metadata: { ...draft.metadata, title: 'Edited through a secret link' },
    });
    expect(saved.metadata.title).toBe('Edited through a secret link');
  });

  it('an expired or unknown token grants nothing', async () => {
    const draft = await newDraft(alice);
    const link = await linkOn(draft, 'edit');
    server.ctx.db
      .prepare('UPDATE access_links SET expires_at = ? WHERE id = ?')
      .run('2020-01-01', link.id);
    const holder = await browserFor(server, null);
    const expired = await holder.raw.get(draft.links.self!, { params: { token: link.token } });
    expect(expired.status).toBe(403);
    const unknown = await holder.raw.get(draft.links.self!, { params: { token: 'not-a-token' } });
    expect(unknown.status).toBe(403);
    expect((await holder.raw.get(draft.links.self!)).status).toBe(403);
  });

  it('a remembered link stops working once it is deleted', async () => {
    const draft = await newDraft(alice);
    const link = await linkOn(draft, 'preview');
    const holder = await browserFor(server, null);
    expect(
      (await holder.raw.get(draft.links.self!, { params: { token: link.token } })).status,
    ).toBe(200);
    await alice.access.deleteLink(draft, link.id);
    expect((await holder.raw.get(draft.links.self!)).status).toBe(403);
  });
});
