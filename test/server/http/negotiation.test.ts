/** @jest-environment node */
import { VocabulariesApiClient } from '../../../src/core/api';
import type { DraftRecord } from '../../../src/core/model';
import { negotiate, PLAIN_JSON, VENDOR_JSON } from '../../../server/http/negotiation';
import { browserFor, payload, type Browser } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

const BOTH = [PLAIN_JSON, VENDOR_JSON];

describe('negotiate', () => {
  it.each([
    [undefined, BOTH, PLAIN_JSON],
    ['', BOTH, PLAIN_JSON],
    ['*/*', BOTH, PLAIN_JSON],
    [VENDOR_JSON, BOTH, VENDOR_JSON],
    [VENDOR_JSON, [PLAIN_JSON], undefined],
    [`${VENDOR_JSON}, ${PLAIN_JSON};q=0.9`, BOTH, VENDOR_JSON],
    [`${VENDOR_JSON}, ${PLAIN_JSON};q=0.9`, [PLAIN_JSON], PLAIN_JSON],
    [`${PLAIN_JSON};q=0.5, */*`, BOTH, VENDOR_JSON],
    [`${PLAIN_JSON};q=0, */*`, [PLAIN_JSON], undefined],
    ['application/*', BOTH, PLAIN_JSON],
    ['text/html', BOTH, undefined],
  ])('Accept %p over %p gives %p', (accept, served, chosen) => {
    expect(negotiate(accept, served)).toBe(chosen);
  });
});

/** A raw call with exactly this Accept, as another client would send it. */
const call = (browser: Browser, url: string, accept: string) =>
  browser.raw.get(url, { headers: { Accept: accept } });

describe.each(['v12', 'v13'] as const)('a %s server', (apiVersion) => {
  let server: TestServer;
  let alice: Browser;
  let draft: DraftRecord;

  beforeAll(async () => {
    server = await startTestServer({ apiVersion });
    alice = await browserFor(server, 'alice');
    draft = await alice.drafts.create(payload());
  });
  afterAll(() => server.close());

  const plainOnlyOnV12 = () => [
    draft.links.files as string,
    draft.links.access_links as string,
    draft.links.access_users as string,
    draft.links.access_groups as string,
    `${server.api}/affiliations?suggest=cern`,
    `${server.api}/names?suggest=a`,
    `${server.api}/subjects?suggest=earth`,
  ];

  it('answers the vendor type alone with the vendor form on records, drafts and vocabularies', async () => {
    for (const url of [draft.links.self as string, `${server.api}/vocabularies/languages`]) {
      const answer = await call(alice, url, VENDOR_JSON);
      expect([url, answer.status, answer.headers['content-type']]).toEqual([
        url,
        200,
        expect.stringContaining(VENDOR_JSON),
      ]);
    }
  });

  it('refuses the vendor type alone where InvenioRDM has no vendor form, and serves plain JSON there', async () => {
    for (const url of plainOnlyOnV12()) {
      const vendorOnly = await call(alice, url, VENDOR_JSON);
      const plain = await call(alice, url, PLAIN_JSON);
      expect([url, plain.status, plain.headers['content-type']]).toEqual([
        url,
        200,
        expect.stringContaining(PLAIN_JSON),
      ]);
      if (apiVersion === 'v12') {
        expect([url, vendorOnly.status, vendorOnly.data]).toEqual([
          url,
          406,
          {
            status: 406,
            message: `Invalid 'Accept' header. Expected one of: ${PLAIN_JSON}`,
          },
        ]);
      } else {
        expect([url, vendorOnly.status]).toEqual([url, 200]);
      }
    }
  });

  it('the clients, as the widgets build them, upload, share and suggest', async () => {
    const pending = (await alice.files.initFiles(draft.links.files as string, ['a.txt']))
      .entries[0];
    await alice.files.uploadContent(pending?.links.content as string, new Blob(['tide']));
    const committed = await alice.files.commit(pending?.links.commit as string);
    expect(committed).toMatchObject({ key: 'a.txt', status: 'completed', size: 4 });
    expect((await alice.files.list(draft.links.files as string)).entries).toHaveLength(1);

    const link = await alice.access.createLink(draft, { permission: 'view' });
    expect((await alice.access.listLinks(draft)).hits.map((hit) => hit.id)).toEqual([link.id]);
    expect((await alice.access.listUsers(draft)).hits).toEqual([]);
    expect((await alice.access.searchUsers('bob')).hits.length).toBeGreaterThan(0);

    const vocabularies = new VocabulariesApiClient(alice.session.http(), { apiBase: server.api });
    expect((await vocabularies.affiliations('cern')).hits.length).toBeGreaterThan(0);
    expect((await vocabularies.names('Carbe')).hits.length).toBeGreaterThan(0);
    expect((await vocabularies.subjects('earth')).hits.length).toBeGreaterThan(0);
    expect((await vocabularies.languages('fre')).hits[0]).toMatchObject({ id: 'fra' });
  });
});
