/** @jest-environment node */
import { buildApp } from '../../../server/app';
import { findDraft, updateDraft } from '../../../server/records/store';
import { startTestServer, type TestServer } from '../support/testServer';
import { browserFor, payload, uploadFile, type Browser } from './helpers';

/** A dereferenced vocabulary entry's title: every language the demo has it in. */
const SEISMOMETER = { en: 'Seismometer', de: 'Seismometer', fr: 'Sismomètre', es: 'Sismómetro' };

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
});
afterAll(() => server.close());

/** Every demo custom field with a valid value, as the deposit form sends them. */
const ALL_FIELDS = {
  'journal:journal': { title: 'Baltic Tides', issn: '0317-8471', volume: '7', issue: '2' },
  'imprint:imprint': { title: 'Sea levels', isbn: '978-3-16-148410-0', edition: '2' },
  'meeting:meeting': { title: 'Tides 2024', acronym: 'T24', url: 'https://t24.example.org' },
  'thesis:thesis': { university: 'Stockholm University', department: 'Physics', type: 'PhD' },
  'demo:project_url': 'https://example.org/tides',
  'demo:data_processing': 'Gaps over a day were left empty.',
  'demo:methods': '<p>Read <strong>hourly</strong>.</p>',
  'demo:sample_count': 0,
  'demo:instrument': { id: 'seismometer' },
  'demo:disciplines': [{ id: 'earth-sciences' }, { id: 'physics-astronomy' }],
  'demo:ongoing': false,
  'demo:keywords': ['tides', 'Baltic'],
  'demo:data_quality': 4,
};

/** The same values as the server answers them: vocabulary values dereferenced. */
const ANSWERED = {
  ...ALL_FIELDS,
  'demo:instrument': { id: 'seismometer', title: SEISMOMETER },
  'demo:disciplines': [
    {
      id: 'earth-sciences',
      title: {
        en: 'Earth sciences',
        de: 'Geowissenschaften',
        fr: 'Sciences de la Terre',
        es: 'Ciencias de la Tierra',
      },
    },
    {
      id: 'physics-astronomy',
      title: {
        en: 'Physics and astronomy',
        de: 'Physik und Astronomie',
        fr: 'Physique et astronomie',
        es: 'Física y astronomía',
      },
    },
  ],
};

const create = (customFields: Record<string, unknown>) =>
  alice.raw.post(`${server.api}/records`, payload({ custom_fields: customFields }));

/** The custom-field errors of an answer (a new draft also lacks its files, for one). */
const errorsOf = (data: { errors?: { field: string; messages: string[] }[] }) =>
  Object.fromEntries(
    (data.errors ?? [])
      .filter((error) => error.field.startsWith('custom_fields'))
      .map((error) => [error.field, error.messages]),
  );

describe('custom fields of a draft', () => {
  it('round-trips every demo field: saved, read back the same, vocabularies dereferenced', async () => {
    const created = await create(ALL_FIELDS);
    expect(created.status).toBe(201);
    expect(errorsOf(created.data)).toEqual({});
    expect(created.data.custom_fields).toEqual(ANSWERED);
    const read = await alice.raw.get(created.data.links.self);
    expect(read.data.custom_fields).toEqual(ANSWERED);
    // What the form sends back (titles included) saves to the same.
    const saved = await alice.raw.put(created.data.links.self, {
      ...payload(),
      custom_fields: read.data.custom_fields,
    });
    expect(saved.status).toBe(200);
    expect(errorsOf(saved.data)).toEqual({});
    expect(saved.data.custom_fields).toEqual(ANSWERED);
    // Stored: ids only.
    const stored = findDraft(server.ctx.db, created.data.id)!.doc.custom_fields;
    expect(stored['demo:instrument']).toEqual({ id: 'seismometer' });
  });

  it('keeps false and 0 as values', async () => {
    const created = await create({ 'demo:ongoing': false, 'demo:sample_count': 0 });
    const read = await alice.raw.get(created.data.links.self);
    expect(read.data.custom_fields).toEqual({ 'demo:ongoing': false, 'demo:sample_count': 0 });
  });

  it('sanitises the HTML of an html field on save', async () => {
    const created = await create({
      'demo:methods': '<p>Dried<img src="x" onerror="steal()"><script>alert(1)</script></p>',
    });
    // InvenioRDM's allow list has no img.
    expect(created.data.custom_fields['demo:methods']).toBe('<p>Dried</p>');
  });

  it('saves the valid part and lists an error per problem (201/200)', async () => {
    const created = await create({
      'demo:sample_count': 'twelve',
      'demo:ongoing': 'perhaps',
      'demo:project_url': 5,
      'demo:keywords': 'tides',
      'demo:colour': 'blue',
      'journal:journal': { title: 'J', publisher: 'P' },
      'demo:instrument': { id: 'seismometer', props: {} },
      'demo:data_quality': 3,
    });
    expect(created.status).toBe(201);
    expect(errorsOf(created.data)).toEqual({
      'custom_fields.journal:journal.publisher': ['Unknown field.'],
      'custom_fields.demo:project_url': ['Not a valid string.'],
      'custom_fields.demo:sample_count': ['Not a valid integer.'],
      'custom_fields.demo:instrument.props': ['Unknown field.'],
      'custom_fields.demo:ongoing': ['Not a valid boolean.'],
      'custom_fields.demo:keywords': ['Not a valid list.'],
      'custom_fields.demo:colour': ['Unknown field.'],
    });
    expect(created.data.custom_fields).toEqual({
      'journal:journal': { title: 'J' },
      'demo:instrument': { id: 'seismometer', title: SEISMOMETER },
      'demo:data_quality': 3,
    });
    const saved = await alice.raw.put(created.data.links.self, {
      ...payload(),
      custom_fields: { 'demo:data_quality': 2.5 },
    });
    expect(saved.status).toBe(200);
    expect(errorsOf(saved.data)).toEqual({
      'custom_fields.demo:data_quality': ['Not a valid integer.'],
    });
    expect(saved.data.custom_fields).toEqual({});
  });

  it('refuses an unknown vocabulary id with 400 "Invalid value" and saves nothing', async () => {
    const created = await create({ 'demo:ongoing': true });
    const single = await alice.raw.put(created.data.links.self, {
      ...payload(),
      custom_fields: { 'demo:ongoing': false, 'demo:instrument': { id: 'telescope' } },
    });
    expect(single.status).toBe(400);
    expect(single.data).toEqual({ status: 400, message: 'Invalid value telescope.' });
    const list = await create({ 'demo:disciplines': [{ id: 'biology' }, { id: 'alchemy' }] });
    expect(list.status).toBe(400);
    expect(list.data.message).toBe('Invalid value alchemy.');
    // An instrument is not a discipline.
    expect((await create({ 'demo:disciplines': [{ id: 'seismometer' }] })).status).toBe(400);
    const read = await alice.raw.get(created.data.links.self);
    expect(read.data.custom_fields).toEqual({ 'demo:ongoing': true });
  });
});

describe('publishing', () => {
  /** A complete draft with a file whose stored custom fields are set behind the API's back. */
  const draftStoring = async (customFields: Record<string, unknown>) => {
    const created = (await create({})).data;
    await uploadFile(alice, created, 'data.csv', 'a,b\n1,2\n');
    const row = findDraft(server.ctx.db, created.id)!;
    updateDraft(server.ctx.db, created.id, { ...row.doc, custom_fields: customFields });
    return created as { id: string; links: { publish: string } };
  };

  it('publishes valid custom fields and answers them in the record', async () => {
    const created = (await create(ALL_FIELDS)).data;
    await uploadFile(alice, created, 'data.csv', 'a,b\n1,2\n');
    const published = await alice.raw.post(created.links.publish);
    expect(published.status).toBe(202);
    expect(published.data.custom_fields).toEqual(ANSWERED);
    const record = await alice.raw.get(`${server.api}/records/${created.id}`);
    expect(record.data.custom_fields).toEqual(ANSWERED);
  });

  it('refuses invalid stored custom fields with 400 and the errors', async () => {
    const draft = await draftStoring({
      'demo:sample_count': 'many',
      'demo:ongoing': 'maybe',
      'thesis:thesis': { university: 7 },
    });
    const answer = await alice.raw.post(draft.links.publish);
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe('A validation error occurred.');
    expect(errorsOf(answer.data)).toEqual({
      'custom_fields.thesis:thesis.university': ['Not a valid string.'],
      'custom_fields.demo:sample_count': ['Not a valid integer.'],
      'custom_fields.demo:ongoing': ['Not a valid boolean.'],
    });
    expect((await alice.raw.get(`${server.api}/records/${draft.id}`)).status).toBe(404);
  });

  it('refuses a vocabulary id that has gone from its vocabulary', async () => {
    const draft = await draftStoring({ 'demo:instrument': { id: 'retired-instrument' } });
    const answer = await alice.raw.post(draft.links.publish);
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe('Invalid value retired-instrument.');
  });

  it('leaves out a stored field that is no longer configured, as InvenioRDM dumps it', async () => {
    const draft = await draftStoring({ 'demo:retired': 'x', 'demo:ongoing': true });
    const read = await alice.raw.get(`${server.api}/records/${draft.id}/draft`);
    expect(read.data.custom_fields).toEqual({ 'demo:ongoing': true });
    expect((await alice.raw.post(draft.links.publish)).status).toBe(202);
  });
});

describe('the vocabularies of the demo fields', () => {
  it('are searched through the generic vocabulary routes', async () => {
    const instruments = await alice.raw.get(`${server.api}/vocabularies/instruments?q=mass`);
    expect(instruments.status).toBe(200);
    expect(instruments.data.hits.hits.map((hit: { id: string }) => hit.id)).toEqual([
      'mass-spectrometer',
    ]);
    const all = await alice.raw.get(`${server.api}/vocabularies/disciplines?size=100`);
    expect(all.data.hits.total).toBeGreaterThanOrEqual(35);
    const suggested = await alice.raw.get(`${server.api}/vocabularies/disciplines?suggest=engin`);
    const ids = suggested.data.hits.hits.map((hit: { id: string }) => hit.id);
    expect(ids).toEqual(expect.arrayContaining(['civil-engineering', 'mechanical-engineering']));
  });

  it('are added to a database seeded before they existed, on start', async () => {
    const count = (type: string) =>
      (
        server.ctx.db
          .prepare('SELECT COUNT(*) AS n FROM vocabularies WHERE type = ?')
          .get(type) as { n: number }
      ).n;
    const languages = count('languages');
    server.ctx.db
      .prepare("DELETE FROM vocabularies WHERE type IN ('instruments', 'disciplines')")
      .run();
    const { app } = await buildApp({ dataDir: server.dataDir, rootDir: process.cwd() });
    try {
      expect(count('instruments')).toBe(8);
      expect(count('disciplines')).toBe(41);
      expect(count('languages')).toBe(languages);
    } finally {
      await app.close();
    }
  });
});
