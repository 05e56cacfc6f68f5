/** @jest-environment node */
import axios from 'axios';
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicLookupOrigins } from '../../../server/prefill/lookupOrigins';
import { browserFor } from '../records/helpers';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

/** The fake resolver (`--prefill-fixtures`) and the deposit page's lookups with and without it. */

const fixtures = mkdtempSync(join(tmpdir(), 'rdm-prefill-'));
const WORK = { type: 'dataset', title: 'Tide gauge readings' };
const fixture = (service: string, name: string, body: unknown) => {
  mkdirSync(join(fixtures, service), { recursive: true });
  writeFileSync(join(fixtures, service, name), JSON.stringify(body));
};
fixture('datacite', '10.5281%2Fzenodo.1234.json', { data: { id: '10.5281/zenodo.1234' } });
fixture('doi', '10.5281%2Fzenodo.1234.json', WORK);
fixture('crossref', '10.1038%2Fs41586-020-2649-2.json', { message: { type: 'journal-article' } });
fixture('pubmed', '31452104.json', { id: 'pmid:31452104' });
fixture('orcid', '0000-0002-1825-0097_733536.json', { title: 'An ORCID work' });
// Beside the service directories: what a traversal would reach.
writeFileSync(join(fixtures, 'secret.json'), '{"secret":true}');

let server: TestServer;
const anonymous = () => axios.create({ baseURL: server.url, validateStatus: () => true });

beforeAll(async () => {
  server = await startTestServer({ prefillFixtures: fixtures });
});
afterAll(async () => {
  await server.close();
  rmSync(fixtures, { recursive: true, force: true });
});

/** A GET of the path exactly as written: no client resolves its dot segments first. */
const rawGet = (path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    get({ hostname, port, path }, (answer) => {
      let body = '';
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    }).on('error', reject);
  });

/** The config the deposit page gives the form. */
const depositConfig = async (on: TestServer) => {
  const alice = await browserFor(on, 'alice');
  const page = await alice.session.visit('/uploads/new');
  const script = pageDocument(String(page.data)).querySelector(
    '[data-rdm-widget="deposit-form"] [data-rdm-prop="config"]',
  );
  return { config: JSON.parse(script?.textContent ?? '{}'), headers: page.headers };
};

describe('the fake resolver', () => {
  it.each([
    ['doi', '/__resolver/doi/10.5281/zenodo.1234', WORK],
    [
      'datacite',
      '/__resolver/datacite/10.5281/zenodo.1234',
      { data: { id: '10.5281/zenodo.1234' } },
    ],
    [
      'datacite, the DOI encoded',
      '/__resolver/datacite/10.5281%2Fzenodo.1234',
      { data: { id: '10.5281/zenodo.1234' } },
    ],
    [
      'crossref',
      '/__resolver/crossref/10.1038/s41586-020-2649-2',
      { message: { type: 'journal-article' } },
    ],
    ['pubmed', '/__resolver/pubmed/?format=csl&id=31452104', { id: 'pmid:31452104' }],
    ['orcid', '/__resolver/orcid/0000-0002-1825-0097/work/733536', { title: 'An ORCID work' }],
  ])('answers %s lookups with the recorded answer', async (_, path, body) => {
    const answer = await anonymous().get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.data).toEqual(body);
  });

  it.each([
    ['an unknown DOI', '/__resolver/doi/10.5281/zenodo.999'],
    ['an unknown service', '/__resolver/zenodo/10.5281/zenodo.1234'],
    ['a PubMed id that is no number', '/__resolver/pubmed/?id=..%2Fsecret'],
    ['an ORCID path of no work', '/__resolver/orcid/0000-0002-1825-0097/works'],
  ])('answers 404 for %s', async (_, path) => {
    const answer = await anonymous().get(path);
    expect(answer.status).toBe(404);
  });

  it.each([
    ['dot segments', '/__resolver/doi/10.5281/../../secret'],
    ['encoded dot segments', '/__resolver/doi/10.5281%2F%2e%2e%2F%2e%2e%2Fsecret'],
    ['a DOI of dots', '/__resolver/datacite/10.5281/..'],
    ['an absolute path', `/__resolver/doi/${encodeURIComponent(join(fixtures, 'secret'))}`],
    ['an ORCID of dots', '/__resolver/orcid/..%2F..%2Fsecret/work/1'],
  ])('refuses %s: nothing outside the fixtures is read', async (_, path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('true');
  });

  it('answers a rate-limited DOI with 429 and how long to wait', async () => {
    const answer = await anonymous().get('/__resolver/crossref/10.1234/rate-limited');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('30');
  });

  it('answers a broken DOI with 500', async () => {
    const answer = await anonymous().get('/__resolver/datacite/10.1234/broken');
    expect(answer.status).toBe(500);
  });

  it('keeps a slow DOI waiting past a client timeout', async () => {
    const answer = await anonymous()
      .get('/__resolver/doi/10.1234/slow', { timeout: 300 })
      .catch((error: unknown) => error);
    expect(axios.isAxiosError(answer) && answer.code).toBe('ECONNABORTED');
  });

  it('sends the deposit form’s lookups to itself, and lets the pages call nothing else', async () => {
    const { config, headers } = await depositConfig(server);
    const resolver = `${server.url}/__resolver`;
    expect(config.prefill).toEqual({
      endpoints: {
        doi: `${resolver}/doi/`,
        datacite: `${resolver}/datacite/`,
        crossref: `${resolver}/crossref/`,
        pubmed: `${resolver}/pubmed/`,
        orcid: `${resolver}/orcid/`,
      },
    });
    expect(String(headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});

describe('without --prefill-fixtures', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('has no resolver', async () => {
    const answer = await axios.get(`${plain.url}/__resolver/doi/10.5281/zenodo.1234`, {
      validateStatus: () => true,
    });
    expect(answer.status).toBe(404);
    expect(answer.data).not.toEqual(WORK);
  });

  it('leaves the form its public lookups, which the pages let it call', async () => {
    const { config, headers } = await depositConfig(plain);
    expect(config).not.toHaveProperty('prefill');
    const policy = String(headers['content-security-policy']);
    for (const origin of publicLookupOrigins()) expect(policy).toContain(` ${origin}`);
    expect(publicLookupOrigins()).toEqual(
      expect.arrayContaining(['https://doi.org', 'https://api.datacite.org']),
    );
  });
});
