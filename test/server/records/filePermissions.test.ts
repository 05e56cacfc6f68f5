/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { DraftRecord } from '../../../src/core/model';
import { startTestServer, type TestServer } from '../support/testServer';
import {
  browserFor,
  communityId,
  completeMetadata,
  payload,
  uploadFile,
  type Browser,
} from './helpers';

/**
 * Who sees a record's file names, sizes and checksums (InvenioRDM's `read_files` on the
 * `files` details): everyone when the files are open, otherwise `view` or more.
 */

let server: TestServer;
let alice: Browser;

const inDays = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);

/** One published record of alice's, with one file whose name and checksum say which it is. */
interface Published {
  record: DraftRecord;
  fileName: string;
  checksum: string;
  /** A word of the title only this record has, to find it by search. */
  word: string;
}

const publish = async (
  word: string,
  access: DraftRecord['access'],
  { communitySlug }: { communitySlug?: string } = {},
): Promise<Published> => {
  const fileName = `${word}-readings.csv`;
  const content = `station,${word}\n1,2\n`;
  const draft = await alice.drafts.create(
    payload({ access, metadata: completeMetadata(`Tide gauge ${word} readings`) }),
  );
  await uploadFile(alice, draft, fileName, content);
  let record: DraftRecord;
  if (communitySlug) {
    // alice curates the community: her submission is published at once.
    await alice.drafts.putReview(draft, await communityId(server, communitySlug));
    await alice.drafts.submitReview(await alice.drafts.read(draft));
    record = (await alice.raw.get(`/api/records/${draft.id}`)).data as DraftRecord;
  } else {
    record = await alice.drafts.publish(draft);
  }
  const checksum = createHash('md5').update(content).digest('hex');
  return { record, fileName, checksum, word };
};

/** Each case's access, and the word its title and file name have. */
const RECORDS = {
  'public files': { word: 'Tromso', access: { record: 'public', files: 'public' } },
  'restricted files': { word: 'Visby', access: { record: 'public', files: 'restricted' } },
  'restricted record': { word: 'Kiruna', access: { record: 'restricted', files: 'restricted' } },
  'embargoed files': {
    word: 'Umea',
    access: {
      record: 'public',
      files: 'restricted',
      embargo: { active: true, until: inDays(365), reason: 'Until the paper is out' },
    },
  },
} satisfies Record<string, { word: string; access: DraftRecord['access'] }>;
type RecordCase = keyof typeof RECORDS;

const VIEWERS = [
  'anonymous',
  'owner alice',
  'bob without access',
  "carol with a 'view' grant",
  'a view link of this record',
  'a view link of another record',
  'a preview link of a draft',
] as const;
type Viewer = (typeof VIEWERS)[number];
const WITH_ACCESS: Viewer[] = [
  'owner alice',
  "carol with a 'view' grant",
  'a view link of this record',
];

const published = {} as Record<RecordCase, Published>;
const browsers = {} as Record<RecordCase, Record<Viewer, Browser>>;

/** An anonymous browser that has opened a secret link. */
const linkHolder = async (token: string) => {
  const browser = await browserFor(server);
  await browser.session.visit(`/?token=${token}`);
  return browser;
};

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  const shared = {
    anonymous: await browserFor(server),
    'owner alice': alice,
    'bob without access': await browserFor(server, 'bob'),
    "carol with a 'view' grant": await browserFor(server, 'carol'),
  };
  const other = await publish('Oslo', { record: 'public', files: 'restricted' });
  const otherLink = await alice.access.createLink(other.record, { permission: 'view' });
  const draft = await alice.drafts.create(payload());
  const draftLink = await alice.access.createLink(draft, { permission: 'preview' });
  const holders = {
    'a view link of another record': await linkHolder(otherLink.token),
    'a preview link of a draft': await linkHolder(draftLink.token),
  };
  for (const name of Object.keys(RECORDS) as RecordCase[]) {
    published[name] = await publish(RECORDS[name].word, RECORDS[name].access);
    const { record } = published[name];
    const carol = { type: 'user' as const, id: '3' };
    await alice.access.createGrants(record, [{ subject: carol, permission: 'view' }]);
    const link = await alice.access.createLink(record, { permission: 'view' });
    browsers[name] = {
      ...shared,
      ...holders,
      'a view link of this record': await linkHolder(link.token),
    };
  }
});
afterAll(async () => {
  await server.close();
});

/** The body of an answer as text (JSON serialised), or '' when it was refused. */
const bodyOf = async (browser: Browser, path: string, accept = 'application/json') => {
  const answer = await browser.raw.get(path, { headers: { Accept: accept }, responseType: 'text' });
  return answer.status === 200 ? String(answer.data) : '';
};

/** The places a visitor finds a record in, each answering the body the visitor gets. */
const ROUTES = {
  'record JSON': (browser: Browser, { record }: Published) =>
    bodyOf(browser, `/api/records/${record.id}`),
  'expanded record JSON': (browser: Browser, { record }: Published) =>
    bodyOf(browser, `/api/records/${record.id}?expand=1`),
  search: (browser: Browser, { word }: Published) =>
    bodyOf(browser, `/api/records?${new URLSearchParams({ q: word })}`),
  versions: (browser: Browser, { record }: Published) =>
    bodyOf(browser, `/api/records/${record.id}/versions`),
  'landing page': (browser: Browser, { record }: Published) =>
    bodyOf(browser, `/records/${record.id}`, 'text/html'),
};
type Route = keyof typeof ROUTES;

/** The routes whose answer shows the file's name or checksum. */
const routesShowingFile = async (browser: Browser, shown: Published): Promise<Route[]> => {
  const found: Route[] = [];
  for (const [route, read] of Object.entries(ROUTES) as [Route, typeof ROUTES.search][]) {
    const body = await read(browser, shown);
    if (body.includes(shown.fileName) || body.includes(shown.checksum)) found.push(route);
  }
  return found;
};

const CELLS = (Object.keys(RECORDS) as RecordCase[]).flatMap((recordCase) =>
  VIEWERS.map((viewer) => [recordCase, viewer] as const),
);

describe('who sees the files of a record', () => {
  it.each(CELLS)('%s, seen by %s', async (recordCase, viewer) => {
    const sees = recordCase === 'public files' || WITH_ACCESS.includes(viewer);
    const found = await routesShowingFile(browsers[recordCase][viewer], published[recordCase]);
    expect(found).toEqual(sees ? Object.keys(ROUTES) : []);
  });

  it('leaves only `enabled` of `files` and `media_files` to those who may not read the files', async () => {
    const { record } = published['restricted files'];
    const answer = await browsers['restricted files'].anonymous.raw.get(
      `/api/records/${record.id}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.data.files).toEqual({ enabled: true });
    expect(answer.data.media_files).toEqual({ enabled: false });
    expect(answer.data.access.status).toBe('restricted');
    // The listing itself stays refused, as before.
    expect(
      (await browsers['restricted files'].anonymous.raw.get(`/api/records/${record.id}/files`))
        .status,
    ).toBe(403);
  });

  it('tells a visitor who may not read the files why, on the landing page', async () => {
    const { anonymous } = browsers['embargoed files'];
    const embargoed = await bodyOf(
      anonymous,
      `/records/${published['embargoed files'].record.id}`,
      'text/html',
    );
    expect(embargoed).toContain(
      `The files are under embargo until ${RECORDS['embargoed files'].access.embargo.until}.`,
    );
    expect(embargoed).toContain('Reason: Until the paper is out');
    const restricted = await bodyOf(
      anonymous,
      `/records/${published['restricted files'].record.id}`,
      'text/html',
    );
    expect(restricted).toContain('The files are restricted to users with access.');
  });

  it('shows every detail to the holder of a view link', async () => {
    const shown = published['restricted files'];
    const answer = await browsers['restricted files']['a view link of this record'].raw.get(
      `/api/records/${shown.record.id}`,
    );
    expect(answer.data.files).toMatchObject({
      enabled: true,
      count: 1,
      total_bytes: expect.any(Number),
      order: [],
      default_preview: null,
      entries: { [shown.fileName]: { key: shown.fileName, checksum: `md5:${shown.checksum}` } },
    });
  });

  it("shows the owner her files in her uploads and in a new version's draft", async () => {
    const shown = published['embargoed files'];
    expect(
      await bodyOf(alice, `/api/user/records?${new URLSearchParams({ q: shown.word })}`),
    ).toContain(shown.fileName);
    const edit = await alice.raw.post(`/api/records/${shown.record.id}/draft`);
    expect(edit.status).toBe(201);
    expect(await bodyOf(alice, `/api/records/${shown.record.id}/draft`)).toContain(shown.fileName);
  });

  it('hides the files of a community record from those who may not read them', async () => {
    const shown = await publish(
      'Bergen',
      { record: 'public', files: 'restricted' },
      {
        communitySlug: 'digital-humanities',
      },
    );
    const path = `/api/communities/digital-humanities/records?${new URLSearchParams({ q: shown.word })}`;
    const anonymous = await bodyOf(await browserFor(server), path);
    expect(anonymous).toContain(shown.record.id);
    expect(anonymous).not.toContain(shown.fileName);
    expect(await bodyOf(await browserFor(server, 'bob'), path)).not.toContain(shown.checksum);
    expect(await bodyOf(alice, path)).toContain(shown.fileName);
  });
});
