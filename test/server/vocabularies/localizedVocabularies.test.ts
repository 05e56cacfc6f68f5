/** @jest-environment node */
import axios from 'axios';
import { seedNewVocabularies } from '../../../server/seeds';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const VENDOR = 'application/vnd.inveniordm.v1+json';

const api = () => axios.create({ baseURL: server.api, validateStatus: () => true });

/** `title_l10n` of one entry, asked for in the vendor type with the given headers/query. */
const vendorTitle = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await api().get(path, { headers: { Accept: VENDOR, ...headers } });
  expect(answer.status).toBe(200);
  return answer.data.title_l10n as string;
};

/** The types the deposit form (and the demo's custom fields) lists, each fully translated. */
const TRANSLATED_TYPES = [
  'resourcetypes',
  'titletypes',
  'descriptiontypes',
  'datetypes',
  'relationtypes',
  'creatorsroles',
  'contributorsroles',
  'communitytypes',
  'removalreasons',
  'instruments',
  'disciplines',
];

describe('plain JSON titles', () => {
  it('answers every title as a dict in English, German, French and Spanish', async () => {
    const answer = await api().get('/vocabularies/resourcetypes/publication-article');
    expect(answer.data.title).toEqual({
      en: 'Journal article',
      de: 'Zeitschriftenartikel',
      fr: 'Article de revue',
      es: 'Artículo de revista',
    });
  });

  it.each(TRANSLATED_TYPES)('has no %s entry without all four languages', async (type) => {
    const answer = await api().get(`/vocabularies/${type}?size=200`);
    const titles: Record<string, string>[] = answer.data.hits.hits.map(
      (hit: { title: Record<string, string> }) => hit.title,
    );
    expect(titles.length).toBeGreaterThan(0);
    const incomplete = titles.filter(
      (title) => !['en', 'de', 'fr', 'es'].every((language) => title[language]),
    );
    expect(incomplete).toEqual([]);
  });

  it('keeps the languages vocabulary as stored: English names', async () => {
    const answer = await api().get('/vocabularies/languages/deu');
    expect(answer.data.title).toEqual({ en: 'German' });
  });
});

describe('vendor JSON in the request’s language', () => {
  it('answers German for Accept-Language: de, and for de-AT', async () => {
    const path = '/vocabularies/resourcetypes/dataset';
    expect(await vendorTitle(path, { 'Accept-Language': 'de' })).toBe('Datensatz');
    expect(await vendorTitle(path, { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' })).toBe(
      'Datensatz',
    );
  });

  it('takes the best Accept-Language match among the site’s languages', async () => {
    const path = '/vocabularies/titletypes/subtitle';
    expect(await vendorTitle(path, { 'Accept-Language': 'tlh, es;q=0.5, fr;q=0.8' })).toBe(
      'Sous-titre',
    );
    expect(await vendorTitle(path, { 'Accept-Language': 'en-GB, de;q=0.9' })).toBe('Subtitle');
  });

  it('answers French for ?ln=fr, over Accept-Language', async () => {
    const answer = await api().get('/vocabularies/datetypes?ln=fr&sort=newest&size=3', {
      headers: { Accept: VENDOR, 'Accept-Language': 'de' },
    });
    expect(answer.data.hits.hits.map((hit: { title_l10n: string }) => hit.title_l10n)).toEqual([
      'Couverture temporelle',
      'Retiré',
      'Valide',
    ]);
  });

  it('answers English for a language it does not know, and one without titles of its own', async () => {
    const path = '/vocabularies/relationtypes/iscitedby';
    expect(await vendorTitle(path, { 'Accept-Language': 'tlh' })).toBe('Is cited by');
    expect(await vendorTitle(`${path}?ln=xx`)).toBe('Is cited by');
    expect(await vendorTitle(path, { 'Accept-Language': 'zh-CN' })).toBe('Is cited by');
  });

  it('names languages in any shipped language, and finds them by that name', async () => {
    expect(await vendorTitle('/vocabularies/languages/deu', { 'Accept-Language': 'es' })).toBe(
      'alemán',
    );
    expect(await vendorTitle('/vocabularies/languages/fra?ln=zh-CN')).toBe('法语');
    const found = await api().get('/vocabularies/languages?q=alemán', {
      headers: { Accept: VENDOR, 'Accept-Language': 'es' },
    });
    expect(found.data.hits.hits[0]).toMatchObject({ id: 'deu', title_l10n: 'alemán' });
  });
});

describe('a database seeded before the translations', () => {
  it('gains them from the seeding on start, keeping the titles it has', async () => {
    const update = server.ctx.db.prepare(
      "UPDATE vocabularies SET json = json_set(json, '$.title', json(?)) WHERE type = ? AND id = ?",
    );
    update.run(JSON.stringify({ en: 'Dataset' }), 'resourcetypes', 'dataset');
    update.run(JSON.stringify({ en: 'Abstract', de: 'Abstract' }), 'descriptiontypes', 'abstract');

    expect(seedNewVocabularies(server.ctx)).toEqual(['resourcetypes', 'descriptiontypes']);

    const dataset = await api().get('/vocabularies/resourcetypes/dataset');
    expect(dataset.data.title).toMatchObject({
      en: 'Dataset',
      de: 'Datensatz',
      es: 'Conjunto de datos',
    });
    const abstract = await api().get('/vocabularies/descriptiontypes/abstract');
    expect(abstract.data.title).toEqual({
      en: 'Abstract',
      de: 'Abstract',
      fr: 'Résumé',
      es: 'Resumen',
    });
    expect(seedNewVocabularies(server.ctx)).toEqual([]);
  });
});
