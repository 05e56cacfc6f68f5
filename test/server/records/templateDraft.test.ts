/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { templateDraftOf } from '../../../src/core/serializer/templateDraft';
import { startTestServer, type TestServer } from '../support/testServer';
import { browserFor, completeMetadata, failure, readyDraft, type Browser } from './helpers';

let server: TestServer;
let alice: Browser;
let bob: Browser;

const options = { locale: 'en', today: new Date().toISOString().slice(0, 10) };

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
});
afterAll(() => server.close());

/** alice's published record with a file, a DOI, dates of both kinds and a version. */
const publishedRecord = async (): Promise<DraftRecord> => {
  const draft = await readyDraft(alice, {
    metadata: {
      ...completeMetadata('Tide gauge readings, Visby 2024'),
      description: '<p>Hourly readings.</p>',
      rights: [{ id: 'cc-by-4.0' }],
      version: 'v2',
      dates: [
        { date: '2024-01/2024-12', type: { id: 'collected' } },
        { date: '2025-01-10', type: { id: 'issued' } },
      ],
    },
  });
  await alice.drafts.reservePid(draft, 'doi');
  return alice.drafts.publish(draft);
};

/** What a new upload from a record lacks, by design: files and a publication date. */
const NEXT_STEPS = ['files.enabled', 'metadata.publication_date'];

/** The field paths of a draft's validation errors. */
const errorFields = (draft: DraftRecord) => (draft.errors ?? []).map((error) => error.field);

describe('a new upload from a record', () => {
  it('is a draft of its own with the metadata and none of the PIDs, files or dates', async () => {
    const record = await publishedRecord();
    expect(record.pids.doi?.identifier).toBeTruthy();
    const read = (await bob.raw.get(`${server.api}/records/${record.id}`)).data;

    const draft = await bob.drafts.create(templateDraftOf(read, options));

    expect(draft.id).not.toBe(record.id);
    expect(draft.parent?.id).not.toBe(record.parent?.id);
    expect(draft.parent?.access?.owned_by?.user).not.toBe(record.parent?.access?.owned_by?.user);
    expect(draft).toMatchObject({ status: 'draft', is_published: false, versions: { index: 1 } });
    expect(draft.pids).toEqual({});
    expect(draft.files).toMatchObject({ enabled: true });
    expect(Object.keys(draft.files.entries ?? {})).toEqual([]);
    expect(draft.metadata).toMatchObject({
      title: 'Tide gauge readings, Visby 2024',
      description: '<p>Hourly readings.</p>',
      creators: [{ person_or_org: { family_name: 'Andersson', given_name: 'Alice' } }],
      rights: [{ id: 'cc-by-4.0' }],
      dates: [{ date: '2024-01/2024-12', type: { id: 'collected' } }],
    });
    expect(draft.metadata).not.toHaveProperty('publication_date');
    expect(draft.metadata).not.toHaveProperty('version');
    // What the depositor gives next: the new files and a publication date.
    expect(errorFields(draft)).toEqual(NEXT_STEPS);
    // The old record is as it was.
    const again = (await alice.raw.get(`${server.api}/records/${record.id}`)).data;
    expect(again.pids).toEqual(record.pids);
    expect(again.metadata.title).toBe('Tide gauge readings, Visby 2024');
  });

  it('is refused to a visitor who is not logged in, whatever the page showed', async () => {
    const guest = await browserFor(server, null);
    const { data } = await bob.raw.get(`${server.api}/records?size=1`);
    const payload = templateDraftOf(data.hits.hits[0], options);
    expect((await failure(guest.drafts.create(payload))).status).toBe(403);
  });
});

describe('every record of the demo', () => {
  /** Each record or draft the user can read, as the API answers it. */
  const readable = async (browser: Browser, path: string): Promise<DraftRecord[]> =>
    (await browser.raw.get(`${server.api}${path}`)).data.hits.hits;

  it('gives a payload the server takes, lacking only files and a publication date', async () => {
    const records = [
      ...(await readable(alice, '/user/records?size=100')),
      ...(await readable(bob, '/records?size=100')),
    ];
    expect(records.length).toBeGreaterThan(5);
    for (const record of records) {
      const draft = await bob.drafts.create(templateDraftOf(record, options));
      expect({ title: record.metadata.title, errors: errorFields(draft) }).toEqual({
        title: record.metadata.title,
        errors: NEXT_STEPS,
      });
      expect(draft.pids).toEqual({});
    }
  });
});
