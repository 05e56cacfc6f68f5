/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { isoWithOffset } from '../../../server/ids';
import { setRecordCreated } from '../../../server/records/store';
import { seedNewVocabularies } from '../../../server/seeds';
import { browserFor, payload, readyDraft, type Browser } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

const DAY_MS = 24 * 60 * 60 * 1000;
const WHY = 'The data were uploaded twice by mistake; keep the other record.';

let server: TestServer;
let alice: Browser;
let bob: Browser;
let carol: Browser;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer({ recordDeletion: true });
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
  carol = await browserFor(server, 'carol');
  admin = await browserFor(server, 'admin');
});
afterAll(() => server.close());

/** A published record, with the link the server adds when it takes deletions. */
type Published = DraftRecord & { id: string; links: { request_deletion?: string } };

/** A new record of alice's, published now (within the deletion period). */
const published = async (title = 'Tide gauge records of Stockholm, 1889-2020') => {
  const draft = await readyDraft(alice, { metadata: { ...payload().metadata, title } });
  return (await alice.drafts.publish(draft)) as Published;
};

/** A record of alice's published 45 days ago: past the deletion period. */
const publishedLongAgo = async (title = 'Salinity of the Gullmar fjord, 1990-2010') => {
  const record = await published(title);
  setRecordCreated(server.ctx.db, record.id, isoWithOffset(new Date(Date.now() - 45 * DAY_MS)));
  return record;
};

const ask = (browser: Browser, id: string, body: unknown) =>
  browser.raw.post(`${server.api}/records/${id}/request-deletion`, body);

const act = (browser: Browser, id: string, action: string) =>
  browser.raw.post(`${server.api}/requests/${id}/actions/${action}`, {});

const read = (browser: Browser, id: string) => browser.raw.get(`${server.api}/records/${id}`);

const ids = (answer: { data: { hits: { hits: { id: string }[] } } }) =>
  answer.data.hits.hits.map((hit) => hit.id);

describe('within the deletion period', () => {
  it('the owner deletes the record at once: 200, accepted, then 410 with its tombstone', async () => {
    const record = await published('Ice cover of Lake Mälaren, 1712-2024');
    expect(record.links.request_deletion).toBe(
      `${server.api}/records/${record.id}/request-deletion`,
    );

    const deleted = await ask(alice, record.id, { reason: 'test-record' });
    expect(deleted.status).toBe(200);
    expect(deleted.data).toMatchObject({
      type: 'record-deletion',
      status: 'accepted',
      title: 'Deletion request for "Ice cover of Lake Mälaren, 1712-2024"',
      created_by: { user: '1' },
      receiver: {},
      topic: { record: record.id },
      payload: { reason: 'test-record', policy_id: 'grace-period-v1' },
    });

    const gone = await read(bob, record.id);
    expect(gone.status).toBe(410);
    expect(gone.data).toEqual({
      status: 410,
      message: 'Record deleted',
      tombstone: {
        removal_reason: { id: 'test-record' },
        note: '',
        removed_by: { user: '1' },
        removal_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        citation_text: expect.stringContaining('Ice cover of Lake Mälaren, 1712-2024'),
        is_visible: true,
        deletion_policy: { id: 'grace-period-v1' },
      },
    });
    // Its files, its versions and its edit answer 410 too; searches leave it out.
    for (const path of ['files', 'files/data.csv/content', 'versions']) {
      expect((await bob.raw.get(`${server.api}/records/${record.id}/${path}`)).status).toBe(410);
    }
    expect((await alice.raw.post(`${server.api}/records/${record.id}/draft`, {})).status).toBe(410);
    const search = await bob.raw.get(`${server.api}/records?q=Mälaren`);
    expect(search.data.hits.total).toBe(0);
    expect(ids(await alice.raw.get(`${server.api}/user/records?size=100`))).not.toContain(
      record.id,
    );

    const again = await ask(alice, record.id, { reason: 'test-record' });
    expect(again.status).toBe(400);
    expect(again.data.message).toBe('Record in unexpected deletion status.');
  });

  it('moves the latest version back to the previous one, and its edit draft goes', async () => {
    const first = await published('Snow depth at Abisko, 1913-2023');
    const next = await alice.raw.post(`${server.api}/records/${first.id}/versions`, {});
    const second = next.data as DraftRecord;
    await alice.raw.put(second.links.self as string, {
      ...payload(),
      metadata: { ...payload().metadata, title: 'Snow depth at Abisko, 1913-2024' },
    });
    const secondDraft = await readyDraftFor(second);
    const latest = (await alice.drafts.publish(secondDraft)) as Published;
    // An edit of the latest version, left unpublished.
    expect((await alice.raw.post(`${server.api}/records/${latest.id}/draft`, {})).status).toBe(201);

    expect((await ask(alice, latest.id, { reason: 'duplicate' })).status).toBe(200);

    expect((await alice.raw.get(`${server.api}/records/${latest.id}/draft`)).status).toBe(404);
    const firstNow = await read(alice, first.id);
    expect(firstNow.data.versions).toMatchObject({ index: 1, is_latest: true });
    const versions = await alice.raw.get(`${server.api}/records/${first.id}/versions`);
    expect(ids(versions)).toEqual([first.id]);
    const toLatest = await alice.raw.get(`${server.api}/records/${first.id}/versions/latest`, {
      maxRedirects: 0,
    });
    expect(toLatest.headers.location).toBe(`${server.api}/records/${first.id}`);
    // A version made now gets a new index, not the deleted one's.
    const third = await alice.raw.post(`${server.api}/records/${first.id}/versions`, {});
    expect(third.data.versions.index).toBe(3);
  });
});

/** The new-version draft `draft` with complete metadata and a file. */
const readyDraftFor = async (draft: DraftRecord): Promise<DraftRecord> => {
  const list = await alice.files.initFiles(draft.links.files as string, ['data.csv']);
  const entry = list.entries[0]!;
  await alice.files.uploadContent(entry.links.content as string, new Blob(['a,b\n1,2\n']));
  await alice.files.commit(entry.links.commit as string);
  return (await alice.raw.get(draft.links.self as string)).data;
};

describe('after the deletion period', () => {
  it('the owner asks: 201, submitted, addressed to the administrators; the record stays', async () => {
    const record = await publishedLongAgo();
    const asked = await ask(alice, record.id, { reason: 'duplicate', comment: WHY });
    expect(asked.status).toBe(201);
    expect(asked.data).toMatchObject({
      type: 'record-deletion',
      status: 'submitted',
      receiver: {},
      topic: { record: record.id },
      payload: { reason: 'duplicate', comment: WHY },
      links: { self_html: `${server.url}/me/requests/${asked.data.id}` },
    });
    expect(asked.data.payload).not.toHaveProperty('policy_id');
    // Its creator may cancel it, never accept it.
    expect(Object.keys(asked.data.links.actions)).toEqual(['cancel']);
    expect((await act(alice, asked.data.id, 'accept')).status).toBe(403);
    expect((await read(bob, record.id)).status).toBe(200);

    const second = await ask(alice, record.id, { reason: 'retracted', comment: WHY });
    expect(second.status).toBe(400);
    expect(second.data.message).toBe('A deletion request for this record already exists.');
  });

  it('an administrator accepts it: the record is deleted, removed by the administrator', async () => {
    const record = await publishedLongAgo('Salinity of the Byfjord, 1990-2010');
    const asked = await ask(alice, record.id, { reason: 'retracted', comment: WHY });
    const theirs = await admin.raw.get(`${server.api}/user/requests?type=record-deletion`);
    const listed = theirs.data.hits.hits.find((hit: { id: string }) => hit.id === asked.data.id);
    expect(Object.keys(listed.links.actions).sort()).toEqual(['accept', 'decline']);

    const accepted = await act(admin, asked.data.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.data.status).toBe('accepted');
    const gone = await read(alice, record.id);
    expect(gone.status).toBe(410);
    expect(gone.data.tombstone).toMatchObject({
      removal_reason: { id: 'retracted' },
      removed_by: { user: '5' },
    });
    expect(gone.data.tombstone).not.toHaveProperty('deletion_policy');
  });

  it('an administrator declines it: the record stays, and its owner may ask again', async () => {
    const record = await publishedLongAgo('Salinity of the Idefjord, 1990-2010');
    const asked = await ask(alice, record.id, { reason: 'copyright', comment: WHY });
    expect((await act(admin, asked.data.id, 'decline')).data.status).toBe('declined');
    expect((await read(bob, record.id)).status).toBe(200);
    expect((await ask(alice, record.id, { reason: 'copyright', comment: WHY })).status).toBe(201);
  });
});

describe('who may ask', () => {
  it('only the owner: another user, a guest, a curator and an administrator get 403', async () => {
    const record = await published('Wind speed at Vinga lighthouse, 1900-2020');
    const guest = await browserFor(server, null);
    for (const browser of [bob, guest, carol, admin]) {
      expect((await ask(browser, record.id, { reason: 'duplicate' })).status).toBe(403);
    }
    expect((await read(bob, record.id)).status).toBe(200);
  });

  it('keeps the request from those who may not see the record', async () => {
    const record = await publishedLongAgo('Salinity of the Koljöfjord, 1990-2010');
    const asked = await ask(alice, record.id, { reason: 'personal-data', comment: WHY });
    expect((await bob.raw.get(`${server.api}/requests/${asked.data.id}`)).status).toBe(403);
    expect((await act(bob, asked.data.id, 'accept')).status).toBe(403);
    expect((await act(carol, asked.data.id, 'accept')).status).toBe(403);
    expect(ids(await bob.raw.get(`${server.api}/user/requests`))).not.toContain(asked.data.id);
  });
});

describe('what is refused with 400', () => {
  it('a reason owners may not give, a short comment, no reason; nothing is created', async () => {
    const record = await publishedLongAgo('Salinity of the Brofjord, 1990-2010');
    for (const reason of ['spam', 'no-such-reason']) {
      const refused = await ask(alice, record.id, { reason, comment: WHY });
      expect(refused.status).toBe(400);
      expect(refused.data.message).toBe('Invalid removal reason');
    }
    const short = await ask(alice, record.id, { reason: 'duplicate', comment: 'Uploaded twice.' });
    expect(short.status).toBe(400);
    expect(short.data.errors).toEqual([
      { field: 'payload.comment', messages: ['Shorter than minimum length 25.'] },
    ]);
    const none = await ask(alice, record.id, { comment: WHY });
    expect(none.status).toBe(400);
    expect(none.data.errors[0].field).toBe('payload.reason');

    const requests = await alice.raw.get(
      `${server.api}/records/${record.id}/requests?type=record-deletion`,
    );
    expect(requests.data.hits.total).toBe(0);
    expect((await read(bob, record.id)).status).toBe(200);
  });

  it('answers 404 for a draft never published', async () => {
    const draft = (await alice.drafts.create(payload())) as Published;
    expect((await ask(alice, draft.id, { reason: 'duplicate' })).status).toBe(404);
    expect(draft.links.request_deletion).toBeUndefined();
  });
});

describe('a database seeded before record deletion', () => {
  it('gains the removal reasons and the tags of those owners may give, on start', async () => {
    const { db } = server.ctx;
    db.prepare("DELETE FROM vocabularies WHERE type = 'removalreasons' AND id = 'fraud'").run();
    db.prepare(
      "UPDATE vocabularies SET json = json_remove(json, '$.tags') WHERE type = 'removalreasons'",
    ).run();

    expect(seedNewVocabularies(server.ctx)).toEqual(['removalreasons']);

    const reasons = await alice.raw.get(`${server.api}/vocabularies/removalreasons?size=50`);
    const hits: { id: string; tags?: string[] }[] = reasons.data.hits.hits;
    expect(hits.map((hit) => hit.id)).toContain('fraud');
    expect(
      hits.filter((hit) => hit.tags?.includes('deletion-request')).map((hit) => hit.id),
    ).toEqual(['copyright', 'duplicate', 'personal-data', 'retracted', 'test-record']);
    expect(seedNewVocabularies(server.ctx)).toEqual([]);
  });
});

describe('the deletion period option', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ recordDeletion: true, deletionPeriodDays: 7 });
  });
  afterAll(() => short.close());

  it('takes a request for a record published 10 days ago', async () => {
    const owner = await browserFor(short, 'alice');
    const record = (await owner.drafts.publish(await readyDraft(owner))) as Published;
    setRecordCreated(short.ctx.db, record.id, isoWithOffset(new Date(Date.now() - 10 * DAY_MS)));
    const asked = await owner.raw.post(`${short.api}/records/${record.id}/request-deletion`, {
      reason: 'duplicate',
      comment: WHY,
    });
    expect(asked.status).toBe(201);
    expect(asked.data.status).toBe('submitted');
  });
});

describe.each([
  ['off by default', {}],
  ['in v12 mode', { recordDeletion: true, apiVersion: 'v12' as const }],
])('a server with record deletion %s', (_name, options) => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer(options);
  });
  afterAll(() => other.close());

  it('has no link and no endpoint', async () => {
    const owner = await browserFor(other, 'alice');
    const record = (await owner.drafts.publish(await readyDraft(owner))) as Published;
    expect(record.links.request_deletion).toBeUndefined();
    const edit = await owner.raw.post(`${other.api}/records/${record.id}/draft`, {});
    expect(edit.data.links.request_deletion).toBeUndefined();
    const asked = await owner.raw.post(`${other.api}/records/${record.id}/request-deletion`, {
      reason: 'duplicate',
    });
    expect(asked.status).toBe(404);
    expect((await owner.raw.get(`${other.api}/records/${record.id}`)).status).toBe(200);
  });
});
