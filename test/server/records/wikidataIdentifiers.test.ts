/** @jest-environment node */
import { formVocabularies } from '../../../server/pages/depositVocabularies';
import { startTestServer, type TestServer } from '../support/testServer';
import { browserFor, completeMetadata, payload, type Browser } from './helpers';

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(async () => {
  await server.close();
});

const withIdentifier = (identifier: string) =>
  payload({
    files: { enabled: false },
    metadata: {
      ...completeMetadata('Harbour seals'),
      identifiers: [{ scheme: 'wikidata', identifier }],
    },
  });

const schemesOf = (options: { value: string }[] | undefined) => options?.map(({ value }) => value);

describe('Wikidata identifiers (InvenioRDM v14)', () => {
  it.each(['Q42', 'https://www.wikidata.org/entity/Q42', 'wikidata:Q303'])(
    'keeps the alternate identifier %p',
    async (identifier) => {
      const created = await alice.raw.post(`${server.api}/records`, withIdentifier(identifier));
      expect(created.status).toBe(201);
      expect(created.data.errors ?? []).toEqual([]);
      expect(created.data.metadata.identifiers).toEqual([{ scheme: 'wikidata', identifier }]);
    },
  );

  it.each(['P31', '42', 'https://www.wikidata.org/wiki/Q42'])(
    'says %p is no Wikidata identifier',
    async (identifier) => {
      const created = await alice.raw.post(`${server.api}/records`, withIdentifier(identifier));
      expect(created.data.errors).toContainEqual({
        field: 'metadata.identifiers.0.identifier',
        messages: ['Invalid Wikidata identifier.'],
      });
    },
  );

  it('is offered by the v14 pages and the demo, not by v12 and v13 pages nor in v12 mode', async () => {
    const demo = formVocabularies(server.ctx.db, 'en');
    expect(schemesOf(demo.identifiers?.scheme)).toContain('wikidata');
    expect(schemesOf(demo.related_identifiers?.scheme)).toContain('wikidata');
    const v12Mode = formVocabularies(server.ctx.db, 'en', false);
    expect(schemesOf(v12Mode.identifiers?.scheme)).not.toContain('wikidata');
    expect(schemesOf(v12Mode.related_identifiers?.scheme)).not.toContain('wikidata');

    const configOf = async (version: string) => {
      const page = await alice.session.visit(`/invenio/${version}/uploads/new`);
      const value = /name="deposits-config"\s+value='([^']*)'/.exec(page.data)?.[1] ?? '{}';
      return JSON.parse(value) as {
        vocabularies: Record<string, { scheme?: { value: string }[] } | undefined>;
      };
    };
    const v14 = await configOf('v14');
    expect(schemesOf(v14.vocabularies.identifiers?.scheme)).toContain('wikidata');
    expect(schemesOf(v14.vocabularies.related_identifiers?.scheme)).toContain('wikidata');
    for (const version of ['v12', 'v13']) {
      const { vocabularies } = await configOf(version);
      expect(schemesOf(vocabularies.identifiers?.scheme)).not.toContain('wikidata');
      expect(vocabularies.related_identifiers).toBeUndefined();
    }
  });

  it('is an invalid scheme in v12 mode, whose InvenioRDM had none', async () => {
    const v12 = await startTestServer({ apiVersion: 'v12' });
    try {
      const bob = await browserFor(v12, 'bob');
      const created = await bob.raw.post(`${v12.api}/records`, withIdentifier('Q42'));
      expect(created.status).toBe(201);
      expect(created.data.errors).toContainEqual({
        field: 'metadata.identifiers.0.scheme',
        // As for any unknown scheme: the scheme is dropped, so it is also missing.
        messages: ['Invalid scheme.', 'Missing data for required field.'],
      });
    } finally {
      await v12.close();
    }
  });
});
