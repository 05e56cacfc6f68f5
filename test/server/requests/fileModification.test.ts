/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { LOCKED_FILES } from '../../../server/files/service';
import { MODIFICATION_PERIOD_PASSED } from '../../../server/requests/fileModification';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';
import { browserFor, readyDraft, uploadFile, type Browser } from '../records/helpers';

let server: TestServer;
let alice: Browser;
let bob: Browser;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer({ fileModification: true });
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
  admin = await browserFor(server, 'admin');
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The record was first published `days` ago. */
const publishedDaysAgo = (id: string, days: number) => {
  const created = new Date(Date.now() - days * DAY_MS).toISOString();
  server.ctx.db.prepare('UPDATE records SET created = ? WHERE id = ?').run(created, id);
};

const unlock = (browser: Browser, id: string, body: unknown = {}) =>
  browser.raw.post(`${server.api}/records/${id}/file-modification`, body);

/** A record of alice's with data.csv, published, and its edit draft. */
const publishedWithDraft = async () => {
  const record = await alice.drafts.publish(await readyDraft(alice));
  const edit = await alice.raw.post(`${server.api}/records/${record.id}/draft`, {});
  expect(edit.status).toBe(201);
  return { id: record.id as string, record, edit: edit.data as DraftRecord };
};

const addFile = (browser: Browser, draft: DraftRecord, key: string) =>
  browser.raw.post(draft.links.files as string, [{ key }]);

const recordFileKeys = async (id: string) => {
  const files = await alice.raw.get(`${server.api}/records/${id}/files`);
  return files.data.entries.map((entry: { key: string }) => entry.key);
};

describe('file modification', () => {
  it('lets the owner unlock within 30 days, change the files and publish them', async () => {
    const { id, record, edit } = await publishedWithDraft();
    const link = `${server.api}/records/${id}/file-modification`;
    expect(record.links.file_modification).toBe(link);
    expect(edit.links.file_modification).toBe(link);
    // Locked until unlocked.
    const refused = await addFile(alice, edit, 'new.csv');
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe(LOCKED_FILES);

    const unlocked = await unlock(alice, id);
    expect(unlocked.status).toBe(200);
    expect(unlocked.data).toMatchObject({
      type: 'file-modification',
      status: 'accepted',
      title: 'File modification request for "Tide gauge records of Stockholm, 1889-2020"',
      created_by: { user: '1' },
      topic: { record: id },
      payload: { policy_id: 'file-modification-grace-period-v1' },
    });
    const mine = await alice.raw.get(`${server.api}/user/requests`);
    expect(mine.data.hits.hits).toContainEqual(
      expect.objectContaining({ id: unlocked.data.id, status: 'accepted' }),
    );

    await uploadFile(alice, edit, 'new.csv', 'c,d\n3,4\n');
    expect((await alice.raw.delete(`${edit.links.files}/data.csv`)).status).toBe(204);
    const republished = await alice.drafts.publish(edit);
    expect(republished.id).toBe(id);
    expect(await recordFileKeys(id)).toEqual(['new.csv']);

    // The next edit draft is locked again.
    const next = await alice.raw.post(`${server.api}/records/${id}/draft`, {});
    expect(next.data.links.file_modification).toBe(link);
    expect((await addFile(alice, next.data, 'other.csv')).status).toBe(400);
  });

  it('refuses the owner after 30 days (403); an administrator still unlocks', async () => {
    const { id, edit } = await publishedWithDraft();
    publishedDaysAgo(id, 31);
    expect((await unlock(alice, id)).status).toBe(403);
    const unlocked = await unlock(admin, id);
    expect(unlocked.status).toBe(200);
    expect(unlocked.data.payload).toEqual({ policy_id: 'file-modification-admin-v1' });
    expect((await addFile(alice, edit, 'new.csv')).status).toBe(201);
  });

  it('refuses to publish changed files after 45 days', async () => {
    const { id, edit } = await publishedWithDraft();
    expect((await unlock(alice, id)).status).toBe(200);
    publishedDaysAgo(id, 46);
    const published = await alice.raw.post(edit.links.publish as string, {});
    expect(published.status).toBe(400);
    expect(published.data.message).toBe(MODIFICATION_PERIOD_PASSED);
  });

  it('refuses other users, guests and a short comment, and unpublished drafts', async () => {
    const { id, edit } = await publishedWithDraft();
    expect((await unlock(bob, id)).status).toBe(403);
    expect((await unlock(await browserFor(server, null), id)).status).toBe(403);
    const short = await unlock(alice, id, { comment: 'too short' });
    expect(short.status).toBe(400);
    expect(short.data.errors[0].field).toBe('payload.comment');
    // Nothing was unlocked by the refusals.
    expect((await addFile(alice, edit, 'new.csv')).status).toBe(400);
    const draft = await readyDraft(alice);
    expect(draft.links.file_modification).toBeUndefined();
    expect((await unlock(alice, draft.id as string)).status).toBe(404);
  });

  it("says on the deposit pages whether the draft's files are locked and may be unlocked", async () => {
    const { id } = await publishedWithDraft();
    const inputs = async () => {
      const page = await alice.session.visit(`/invenio/v14/uploads/${id}`);
      const input = (name: string) =>
        JSON.parse(
          pageDocument(page.data).querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value,
        );
      return {
        locked: input('deposits-record-locked-files'),
        modification: input('deposits-file-modification'),
      };
    };
    const before = await inputs();
    expect(before.locked).toBe(true);
    expect(before.modification).toEqual({
      enabled: true,
      valid_user: true,
      allowed: true,
      fileModification: {
        enabled: true,
        valid_user: true,
        allowed: true,
        policy: {
          id: 'file-modification-grace-period-v1',
          description: 'You can edit the files of your records within 30 days of publishing.',
        },
      },
      context: { days_until: 44 },
    });
    expect((await unlock(alice, id)).status).toBe(200);
    expect((await inputs()).locked).toBe(false);
  });
});

describe('file modification in v12 mode', () => {
  it('has no route and no links', async () => {
    const v12 = await startTestServer({ apiVersion: 'v12', fileModification: true });
    try {
      const owner = await browserFor(v12, 'alice');
      const draft = await readyDraft(owner);
      const record = await owner.drafts.publish(draft);
      expect(record.links.file_modification).toBeUndefined();
      const answer = await owner.raw.post(`${v12.api}/records/${record.id}/file-modification`, {});
      expect(answer.status).toBe(404);
    } finally {
      await v12.close();
    }
  });
});
