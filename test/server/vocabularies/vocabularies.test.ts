/** @jest-environment node */
import axios from 'axios';
import { VocabulariesApiClient } from '../../../src/core/api';
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let vocabularies: VocabulariesApiClient;

beforeAll(async () => {
  server = await startTestServer();
  vocabularies = new VocabulariesApiClient(new BrowserSession(server.url).http(), {
    apiBase: server.api,
  });
});
afterAll(async () => {
  await server.close();
});

const raw = () => axios.create({ baseURL: server.api, validateStatus: () => true });

describe('languages (vendor Accept)', () => {
  it('answers title_l10n hits for the vendor JSON type', async () => {
    const found = await vocabularies.languages('fre');
    expect(found.hits[0]).toEqual({
      id: 'fra',
      title_l10n: 'French',
      props: { alpha_2: 'fr' },
      icon: '',
      tags: ['individual', 'living'],
    });
    expect(found.hits.map((hit) => hit.id)).toEqual(['fra', 'frm', 'fro']);
  });

  it('matches ids and is case-insensitive', async () => {
    expect((await vocabularies.languages('ENG')).hits[0]?.id).toBe('eng');
    expect((await vocabularies.languages('danish')).hits.map((hit) => hit.id)).toEqual(['dan']);
  });

  it('answers the plain JSON shape without the vendor type, with at least 180 languages', async () => {
    const answer = await raw().get('/vocabularies/languages', {
      params: { size: 1 },
      headers: { Accept: 'application/json' },
    });
    expect(answer.data.hits.total).toBeGreaterThanOrEqual(180);
    expect(answer.data.sortBy).toBe('title');
    expect(answer.data.hits.hits[0]).toMatchObject({
      id: 'abk',
      type: 'languages',
      title: { en: 'Abkhazian' },
      links: { self: `${server.api}/vocabularies/languages/abk` },
    });
    expect(answer.data.links.next).toContain('page=2');
  });
});

describe('licences', () => {
  const searchUrl = () => `${server.api}/vocabularies/licenses`;

  it('filters by tag', async () => {
    const recommended = await vocabularies.licences(searchUrl(), { tag: 'recommended' });
    const ids = recommended.hits.map((hit) => hit.id);
    expect(ids).toEqual(expect.arrayContaining(['cc-by-4.0', 'cc0-1.0', 'mit', 'apache-2.0']));
    expect(recommended.hits.every((hit) => hit.tags?.includes('recommended'))).toBe(true);
    const software = await vocabularies.licences(searchUrl(), { tag: 'software' });
    expect(software.hits.map((hit) => hit.id)).toContain('gpl-3.0-or-later');
    expect(software.hits.map((hit) => hit.id)).not.toContain('cc-by-4.0');
    const data = await vocabularies.licences(searchUrl(), { tag: 'data' });
    expect(data.hits.map((hit) => hit.id)).toContain('odbl-1.0');
  });

  it("answers every licence for 'all' and searches titles", async () => {
    const all = await vocabularies.licences(searchUrl(), { tag: 'all' });
    expect(all.total).toBeGreaterThanOrEqual(40);
    const found = await vocabularies.licences(searchUrl(), {
      query: 'attribution 4.0',
      tag: 'all',
    });
    expect(found.hits[0]).toMatchObject({
      id: 'cc-by-4.0',
      title_l10n: 'Creative Commons Attribution 4.0 International',
      props: { url: 'https://creativecommons.org/licenses/by/4.0/legalcode', scheme: 'spdx' },
      icon: 'cc-by-icon',
    });
    expect(found.hits[0]?.description_l10n).toMatch(/credit/);
  });
});

describe('other generic vocabularies', () => {
  it('has at least 30 resource types with type/subtype props', async () => {
    const answer = await raw().get('/vocabularies/resourcetypes', { params: { size: 100 } });
    expect(answer.data.hits.total).toBeGreaterThanOrEqual(30);
    const photo = await raw().get('/vocabularies/resourcetypes/image-photo');
    expect(photo.data).toMatchObject({
      id: 'image-photo',
      title: { en: 'Photo' },
      props: { type: 'image', subtype: 'image-photo' },
      tags: ['depositable', 'linkable'],
    });
  });

  it.each([
    ['titletypes', 4],
    ['descriptiontypes', 6],
    ['datetypes', 12],
    ['relationtypes', 39],
    ['creatorsroles', 22],
    ['contributorsroles', 22],
    ['communitytypes', 4],
  ])('serves %s (%i entries)', async (type, count) => {
    const answer = await raw().get(`/vocabularies/${type}`, { params: { size: 50 } });
    expect(answer.status).toBe(200);
    expect(answer.data.hits.total).toBe(count);
  });

  it('answers 404 for unknown ids and types, 400 for bad paging', async () => {
    expect((await raw().get('/vocabularies/licenses/no-such-licence')).status).toBe(404);
    expect((await raw().get('/vocabularies/no-such-type')).status).toBe(404);
    expect((await raw().get('/vocabularies/languages', { params: { page: 0 } })).status).toBe(400);
    expect((await raw().get('/vocabularies/languages', { params: { sort: 'x' } })).status).toBe(
      400,
    );
  });
});

describe('names, affiliations, funders, awards, subjects', () => {
  it('suggests affiliations by name and acronym', async () => {
    const cern = await vocabularies.affiliations('cern');
    expect(cern.hits[0]).toMatchObject({
      id: '01ggx4157',
      name: 'European Organization for Nuclear Research',
      acronym: 'CERN',
      identifiers: [{ scheme: 'ror', identifier: '01ggx4157' }],
    });
    const universities = await vocabularies.affiliations('univ');
    expect(universities.total).toBeGreaterThan(5);
    expect((await raw().get('/affiliations')).data.hits.total).toBeGreaterThanOrEqual(20);
  });

  it('suggests names by family name, given name and affiliation', async () => {
    const smiths = await vocabularies.names('smi');
    expect(smiths.hits.map((hit) => hit.name)).toEqual(['Smith, Jane', 'Smith, John']);
    expect(smiths.hits[0]).toMatchObject({
      family_name: 'Smith',
      given_name: 'Jane',
      identifiers: [
        { scheme: 'orcid', identifier: expect.stringMatching(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/) },
      ],
      affiliations: [{ id: '04t3en479', name: 'Karlsruhe Institute of Technology' }],
    });
    expect((await vocabularies.names('ada lovelace')).hits[0]?.name).toBe('Lovelace, Ada');
    expect((await raw().get('/names')).data.hits.total).toBeGreaterThanOrEqual(20);
  });

  it('serves funders and awards (ids with ::)', async () => {
    expect(
      (await raw().get('/funders', { params: { suggest: 'european' } })).data.hits.hits[0],
    ).toMatchObject({
      id: '00k4n6c32',
      name: 'European Commission',
    });
    const award = await raw().get(`/awards/${encodeURIComponent('00k4n6c32::246686')}`);
    expect(award.data).toMatchObject({
      id: '00k4n6c32::246686',
      number: '246686',
      acronym: 'OpenAIRE',
      funder: { id: '00k4n6c32', name: 'European Commission' },
    });
    const byFunder = await raw().get('/awards', { params: { funders: '00rbzpz17' } });
    expect(byFunder.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([
      '00rbzpz17::ANR-20-CE31-0006',
    ]);
    expect((await raw().get('/awards')).data.hits.total).toBeGreaterThanOrEqual(10);
  });

  it('serves subjects on their own endpoint', async () => {
    const found = await raw().get('/subjects', { params: { suggest: 'math' } });
    expect(found.data.hits.hits[0]).toMatchObject({ scheme: 'FOS', subject: 'Mathematics' });
    const mesh = await raw().get(
      `/subjects/${encodeURIComponent('https://id.nlm.nih.gov/mesh/D000001')}`,
    );
    expect(mesh.data).toMatchObject({ scheme: 'MeSH', subject: 'Calcimycin' });
    expect((await raw().get('/vocabularies/subjects')).status).toBe(404);
  });
});
