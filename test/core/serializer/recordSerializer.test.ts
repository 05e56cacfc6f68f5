import type { EditorRecord } from '../../../src/core/model';
import {
  deserializeRecord,
  emptyFormMetadata,
  serializeRecord,
} from '../../../src/core/serializer';
import { aCompleteDraft } from '../../factories/completeDraft';
import { aCreator } from '../../factories/creator';
import { aDraft, draftLinks } from '../../factories/draft';
import { anEditorRecord } from '../../factories/editorRecord';

const options = { locale: 'en' };
const links = draftLinks('abc12-34567');

/** The form values of aCompleteDraft(): ids for references, texts of the locale. */
const completeForm = (): EditorRecord => ({
  id: 'abc12-34567',
  status: 'draft',
  is_draft: true,
  is_published: false,
  created: '2026-11-01T10:00:00.000000+00:00',
  versions: { index: 1 },
  parent: { id: 'par01-23456' },
  links,
  access: {
    record: 'public',
    files: 'restricted',
    embargo: { active: true, until: '2031-01-01', reason: 'Patent pending' },
  },
  files: {
    enabled: true,
    default_preview: 'data.csv',
    count: 1,
    total_bytes: 10,
    entries: {
      'data.csv': {
        key: 'data.csv',
        size: 10,
        checksum: 'md5:0123456789abcdef0123456789abcdef',
        links: { self: 'https://repo.test/api/records/abc12-34567/draft/files/data.csv' },
      },
    },
  },
  pids: { doi: { identifier: '10.1234/abc12-34567', provider: 'datacite', client: 'datacite' } },
  metadata: {
    resource_type: 'publication-article',
    title: 'A Romans story',
    additional_titles: [{ title: 'Subtitle here', type: 'subtitle', lang: 'eng' }],
    publication_date: '2020-06-01',
    creators: [
      {
        person_or_org: {
          type: 'personal',
          given_name: 'Troy',
          family_name: 'Brown',
          name: 'Brown, Troy',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }],
        role: '',
      },
      {
        person_or_org: {
          type: 'organizational',
          given_name: '',
          family_name: '',
          name: 'Open Science Lab',
          identifiers: [{ scheme: 'ror', identifier: '03yrm5c26' }],
        },
        affiliations: [{ name: 'Free-text University' }],
        role: '',
      },
    ],
    contributors: [
      {
        person_or_org: {
          type: 'personal',
          given_name: 'Troy',
          family_name: 'Brown',
          name: 'Brown, Troy',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ id: '01ggx4157', name: 'CERN' }],
        role: 'editor',
      },
    ],
    description: '<p>A story about <b>Romans</b>.</p>',
    additional_descriptions: [{ description: 'How it was done.', type: 'methods', lang: 'eng' }],
    rights: [
      {
        id: 'cc-by-4.0',
        title: 'Creative Commons Attribution 4.0 International',
        description: 'Share and adapt with attribution.',
        link: 'https://creativecommons.org/licenses/by/4.0/legalcode',
      },
      {
        title: 'My licence',
        description: 'Use it freely.',
        link: 'https://example.org/licence',
        titleTexts: { en: 'My licence' },
        descriptionTexts: { en: 'Use it freely.' },
      },
    ],
    languages: [{ id: 'eng', title: 'English' }],
    dates: [{ date: '1939/1945', type: 'collected', description: 'War years' }],
    version: 'v1.0.0',
    publisher: 'InvenioRDM',
    copyright: '© 2024 The authors',
    related_identifiers: [
      {
        relation_type: 'cites',
        identifier: '10.1234/foo',
        scheme: 'doi',
        resource_type: 'dataset',
      },
    ],
    references: [
      { reference: 'Nielsen et al, 2020', identifier: '10.1234/foo.bar', scheme: 'doi' },
    ],
    identifiers: [{ scheme: 'ads', identifier: '1924MNRAS..84..308E' }],
    subjects: [
      { id: 'https://id.nlm.nih.gov/mesh/D000001', subject: 'Calcimycin' },
      { subject: 'Roman history' },
    ],
    funding: [
      {
        funder: { id: '00k4n6c32', name: 'European Commission' },
        award: {
          id: '00k4n6c32::246686',
          title: 'Open Access Infrastructure',
          number: '246686',
          url: 'https://cordis.europa.eu/project/246686',
        },
      },
      {
        funder: { name: 'ACME Foundation' },
        award: {
          title: 'Rocket science',
          titleTexts: { en: 'Rocket science' },
          number: 'EP-123',
          url: 'https://acme.example/ep-123',
        },
      },
    ],
  },
  custom_fields: aCompleteDraft().custom_fields,
});

/** The JSON sent for completeForm(): `{id}` references, texts keyed by the locale. */
const completePayload = () => ({
  id: 'abc12-34567',
  parent: { id: 'par01-23456' },
  links,
  access: completeForm().access,
  files: completeForm().files,
  pids: completeForm().pids,
  custom_fields: aCompleteDraft().custom_fields,
  metadata: {
    resource_type: { id: 'publication-article' },
    title: 'A Romans story',
    additional_titles: [{ title: 'Subtitle here', type: { id: 'subtitle' }, lang: { id: 'eng' } }],
    publication_date: '2020-06-01',
    creators: [
      aCreator(),
      {
        person_or_org: {
          type: 'organizational',
          name: 'Open Science Lab',
          identifiers: [{ scheme: 'ror', identifier: '03yrm5c26' }],
        },
        affiliations: [{ name: 'Free-text University' }],
      },
    ],
    contributors: [aCreator({ role: { id: 'editor' } })],
    description: '<p>A story about <b>Romans</b>.</p>',
    additional_descriptions: [
      { description: 'How it was done.', type: { id: 'methods' }, lang: { id: 'eng' } },
    ],
    rights: [
      { id: 'cc-by-4.0' },
      {
        title: { en: 'My licence' },
        description: { en: 'Use it freely.' },
        link: 'https://example.org/licence',
      },
    ],
    languages: [{ id: 'eng' }],
    dates: [{ date: '1939/1945', type: { id: 'collected' }, description: 'War years' }],
    version: 'v1.0.0',
    publisher: 'InvenioRDM',
    copyright: '© 2024 The authors',
    related_identifiers: [
      {
        relation_type: { id: 'cites' },
        identifier: '10.1234/foo',
        scheme: 'doi',
        resource_type: { id: 'dataset' },
      },
    ],
    references: [
      { reference: 'Nielsen et al, 2020', identifier: '10.1234/foo.bar', scheme: 'doi' },
    ],
    identifiers: [{ scheme: 'ads', identifier: '1924MNRAS..84..308E' }],
    subjects: [{ id: 'https://id.nlm.nih.gov/mesh/D000001' }, { subject: 'Roman history' }],
    funding: [
      { funder: { id: '00k4n6c32' }, award: { id: '00k4n6c32::246686' } },
      {
        funder: { name: 'ACME Foundation' },
        award: {
          title: { en: 'Rocket science' },
          number: 'EP-123',
          identifiers: [{ scheme: 'url', identifier: 'https://acme.example/ep-123' }],
        },
      },
    ],
  },
});

describe('a record with every field filled', () => {
  it('reads into form values', () => {
    expect(deserializeRecord(aCompleteDraft(), options)).toEqual(completeForm());
  });

  it('is sent back with references and locale keys (server -> form -> server)', () => {
    const sent = serializeRecord(deserializeRecord(aCompleteDraft(), options), options);
    expect(sent).toEqual(completePayload());
  });

  it('comes back as the same form values, less the display-only titles (form -> server -> form)', () => {
    const form = completeForm();
    const roundTripped = deserializeRecord(serializeRecord(form, options), options);
    const [standard, custom] = form.metadata.rights;
    const [funded, customFunded] = form.metadata.funding;
    expect(roundTripped).toEqual({
      id: form.id,
      parent: form.parent,
      links: form.links,
      access: form.access,
      files: form.files,
      pids: form.pids,
      custom_fields: form.custom_fields,
      metadata: {
        ...form.metadata,
        languages: [{ id: 'eng' }],
        rights: [{ id: standard?.id, title: '' }, custom],
        subjects: [
          { id: 'https://id.nlm.nih.gov/mesh/D000001', subject: '' },
          { subject: 'Roman history' },
        ],
        funding: [
          { funder: { id: funded?.funder.id }, award: { id: funded?.award?.id } },
          customFunded,
        ],
      },
    });
  });
});

describe('an empty record', () => {
  it('from {} gets every form field, empty, and public access', () => {
    const form = deserializeRecord({}, options);
    expect(form.metadata).toEqual(emptyFormMetadata());
    expect(form.access).toEqual({ record: 'public', files: 'public' });
    expect(form.files).toEqual({ enabled: true });
    expect(form.pids).toEqual({});
    expect(form.links).toEqual({});
    expect(form.custom_fields).toEqual({
      'imprint:imprint': { title: '', isbn: '', place: '', pages: '', edition: '' },
      'journal:journal': { title: '', issn: '', volume: '', issue: '', pages: '' },
      'meeting:meeting': {
        title: '',
        acronym: '',
        dates: '',
        place: '',
        url: '',
        session: '',
        session_part: '',
      },
      'thesis:thesis': {
        university: '',
        department: '',
        type: '',
        date_submitted: '',
        date_defended: '',
      },
    });
  });

  it('is sent as empty metadata and custom fields with public access', () => {
    expect(serializeRecord(deserializeRecord({}, options), options)).toEqual({
      access: { record: 'public', files: 'public' },
      files: { enabled: true },
      metadata: {},
      custom_fields: {},
      pids: {},
      links: {},
    });
  });

  it.each([null, undefined, 'draft', 42, [], { metadata: 'junk', access: 7, files: [] }])(
    'tolerates %p from the server',
    (junk) => {
      const form = deserializeRecord(junk, options);
      expect(form.metadata).toEqual(emptyFormMetadata());
      expect(form.access).toEqual({ record: 'public', files: 'public' });
    },
  );
});

describe('serializeRecord', () => {
  it('strips nested empties and keeps false and 0', () => {
    const sent = serializeRecord(
      anEditorRecord({
        files: { enabled: false },
        access: {
          record: 'restricted',
          files: 'restricted',
          embargo: { active: false, until: '', reason: '' },
        },
        metadata: {
          title: 'Kept',
          creators: [
            {
              person_or_org: {
                type: 'personal',
                family_name: '',
                given_name: '',
                name: '',
                identifiers: [],
              },
              affiliations: [],
              role: '',
            },
          ],
          dates: [{ date: '', type: '', description: '' }],
          funding: [{ funder: { name: '' }, award: { title: '', number: '', url: '' } }],
          locations: {
            features: [{ place: 'CERN', geometry: { type: 'Point', coordinates: [0, 46.2] } }],
          },
        },
        custom_fields: {
          'imprint:imprint': { title: '', pages: '' },
          'journal:journal': { volume: '0' },
        },
        versions: { index: 0 },
      }),
      options,
    );
    expect(sent.files).toEqual({ enabled: false });
    expect(sent.access).toEqual({
      record: 'restricted',
      files: 'restricted',
      embargo: { active: false },
    });
    expect(sent.metadata).toEqual({
      title: 'Kept',
      creators: [{ person_or_org: { type: 'personal' } }],
      locations: {
        features: [{ place: 'CERN', geometry: { type: 'Point', coordinates: [0, 46.2] } }],
      },
    });
    expect(sent.custom_fields).toEqual({ 'journal:journal': { volume: '0' } });
    expect(sent).not.toHaveProperty('versions');
  });

  it('computes a person\'s name "Family, Given" when the form has none', () => {
    const person = (given: string, family: string) =>
      anEditorRecord({
        metadata: {
          creators: [
            {
              person_or_org: { type: 'personal', given_name: given, family_name: family, name: '' },
              affiliations: [],
            },
          ],
        },
      });
    const nameSent = (record: EditorRecord) =>
      serializeRecord(record, options).metadata.creators?.[0]?.person_or_org.name;
    expect(nameSent(person('Jane', 'Doe'))).toBe('Doe, Jane');
    expect(nameSent(person('', 'Doe'))).toBe('Doe');
  });

  it('keeps a name the person already has, and never invents one for an organisation', () => {
    const sent = serializeRecord(
      anEditorRecord({
        metadata: {
          creators: [
            {
              person_or_org: { type: 'personal', family_name: 'Doe', name: 'Doe, J.' },
              affiliations: [],
            },
            {
              person_or_org: { type: 'organizational', family_name: 'Doe', name: '' },
              affiliations: [],
            },
          ],
        },
      }),
      options,
    );
    expect(sent.metadata.creators?.map((c) => c.person_or_org.name)).toEqual([
      'Doe, J.',
      undefined,
    ]);
  });

  it('keys localised texts by the locale it is given', () => {
    const sent = serializeRecord(
      anEditorRecord({ metadata: { rights: [{ title: 'Ma licence', description: 'Libre.' }] } }),
      { locale: 'fr' },
    );
    expect(sent.metadata.rights).toEqual([
      { title: { fr: 'Ma licence' }, description: { fr: 'Libre.' } },
    ]);
  });

  it('sends the pids as they are, even with an empty external DOI', () => {
    const pids = { doi: { identifier: '', provider: 'external' } };
    expect(serializeRecord(anEditorRecord({ pids }), options).pids).toEqual(pids);
  });

  it('accepts a chosen vocabulary item where an id is expected', () => {
    const form = anEditorRecord({ metadata: { resource_type: { id: 'dataset' } as never } });
    expect(serializeRecord(form, options).metadata.resource_type).toEqual({ id: 'dataset' });
  });

  it('does not change the form values it is given', () => {
    const form = completeForm();
    serializeRecord(form, options);
    expect(form).toEqual(completeForm());
  });
});

/** A custom licence and a custom award whose texts are stored in German and French. */
const textsInOtherLanguages = () =>
  aDraft({
    metadata: {
      rights: [{ title: { de: 'Meine Lizenz', fr: 'Ma licence' }, description: { de: 'Frei.' } }],
      funding: [{ funder: { name: 'ACME' }, award: { title: { fr: 'Fusées' }, number: '1' } }],
    },
  });

describe('deserializeRecord', () => {
  it('reads localised texts in the locale, falling back to the first available', () => {
    const draft = textsInOtherLanguages();
    const form = deserializeRecord(draft, { locale: 'fr' });
    expect(form.metadata.rights).toEqual([
      expect.objectContaining({ title: 'Ma licence', description: 'Frei.' }),
    ]);
    expect(form.metadata.funding[0]?.award?.title).toBe('Fusées');
  });

  it('sends free-text titles back in the languages they were stored in (default locale en)', () => {
    const draft = textsInOtherLanguages();
    const form = deserializeRecord(draft, { locale: 'en' });
    const [licence] = form.metadata.rights;
    const [funding] = form.metadata.funding;
    if (!licence || !funding?.award) throw new Error('the form lost the licence or the award');
    licence.title = 'Meine offene Lizenz';
    funding.award.title = 'Fusées réutilisables';
    const sent = serializeRecord(form, { locale: 'en' }).metadata;
    expect(sent.rights).toEqual([
      { title: { de: 'Meine offene Lizenz', fr: 'Ma licence' }, description: { de: 'Frei.' } },
    ]);
    expect(sent.funding?.[0]?.award?.title).toEqual({ fr: 'Fusées réutilisables' });
    // Unchanged, they go back exactly as stored.
    const untouched = serializeRecord(deserializeRecord(draft, { locale: 'en' }), {
      locale: 'en',
    }).metadata;
    expect(untouched.rights).toEqual(draft.metadata.rights);
    expect(untouched.funding?.[0]?.award?.title).toEqual({ fr: 'Fusées' });
  });

  it('keeps award identifiers other than the url', () => {
    const draft = aDraft({
      metadata: {
        funding: [
          {
            funder: { name: 'ACME' },
            award: {
              number: '1',
              identifiers: [
                { scheme: 'doi', identifier: '10.1/award' },
                { scheme: 'url', identifier: 'https://acme.example/1' },
              ],
            },
          },
        ],
      },
    });
    const form = deserializeRecord(draft, options);
    expect(form.metadata.funding[0]?.award).toEqual({
      number: '1',
      url: 'https://acme.example/1',
      identifiers: [{ scheme: 'doi', identifier: '10.1/award' }],
    });
    expect(serializeRecord(form, options).metadata.funding).toEqual(draft.metadata.funding);
  });

  it('removes empty values the server sent and fills the form defaults', () => {
    const form = deserializeRecord(
      {
        access: { record: 'restricted', embargo: { active: false, until: null, reason: null } },
        metadata: {
          title: null,
          creators: [null, {}, { person_or_org: { type: 'organizational', name: 'CERN' } }],
          languages: [{ id: '' }, 'eng', { id: 'fra', title: { en: 'French' } }],
        },
        custom_fields: {
          'journal:journal': { volume: 7 },
          'code:codeRepository': 'https://x.test',
        },
      },
      options,
    );
    expect(form.access).toEqual({
      record: 'restricted',
      files: 'public',
      embargo: { active: false },
    });
    expect(form.metadata.title).toBe('');
    expect(form.metadata.creators).toEqual([
      {
        person_or_org: {
          type: 'organizational',
          given_name: '',
          family_name: '',
          name: 'CERN',
          identifiers: [],
        },
        affiliations: [],
        role: '',
      },
    ]);
    expect(form.metadata.languages).toEqual([{ id: 'eng' }, { id: 'fra', title: 'French' }]);
    expect(form.custom_fields['journal:journal']).toEqual({
      title: '',
      issn: '',
      volume: '7',
      issue: '',
      pages: '',
    });
    expect(form.custom_fields['code:codeRepository']).toBe('https://x.test');
  });

  it("reads a vocabulary custom field's entries with their titles and sends them back by id", () => {
    const form = deserializeRecord(
      {
        custom_fields: {
          'demo:instrument': { id: 'seismometer', title: { en: 'Seismometer', de: 'Seismometer' } },
          'demo:disciplines': [
            { id: 'geology', title: { de: 'Geologie', en: 'Geology' } },
            { id: 'oceanography' },
          ],
          'demo:ongoing': false,
          'demo:sample_count': 0,
        },
      },
      options,
    );
    expect(form.custom_fields['demo:instrument']).toEqual({
      id: 'seismometer',
      title: 'Seismometer',
    });
    expect(form.custom_fields['demo:disciplines']).toEqual([
      { id: 'geology', title: 'Geology' },
      { id: 'oceanography', title: 'oceanography' },
    ]);
    const sent = serializeRecord(form, options);
    expect(sent.custom_fields).toEqual({
      'demo:instrument': { id: 'seismometer' },
      'demo:disciplines': [{ id: 'geology' }, { id: 'oceanography' }],
      'demo:ongoing': false,
      'demo:sample_count': 0,
    });
  });

  it('sends an object custom field that is not a vocabulary entry as it is', () => {
    const sent = serializeRecord(
      deserializeRecord(
        { custom_fields: { 'demo:point': { id: 'p1', lat: 46.2, lon: 6.1 } } },
        options,
      ),
      options,
    );
    expect(sent.custom_fields['demo:point']).toEqual({ id: 'p1', lat: 46.2, lon: 6.1 });
  });

  it('keeps metadata the form does not edit, and sends it back', () => {
    const metadata = {
      title: 'T',
      sizes: ['11 pages'],
      formats: ['application/pdf'],
      copyright: '© 2025',
    };
    const draft = aDraft({ metadata: metadata as never });
    const form = deserializeRecord(draft, options);
    expect(form.metadata.sizes).toEqual(['11 pages']);
    expect(serializeRecord(form, options).metadata).toEqual(metadata);
  });

  it('keeps the pids as the server sent them', () => {
    const pids = { doi: { identifier: '10.1234/x', provider: 'external' } };
    expect(deserializeRecord(aDraft({ pids }), options).pids).toEqual(pids);
  });
});

describe('media files (InvenioRDM v12+)', () => {
  it('go back exactly as the server sent them, empty parts included', () => {
    const media_files = { enabled: false, order: [], count: 0, total_bytes: 0, entries: {} };
    const sent = serializeRecord(
      deserializeRecord(aDraft({ media_files } as never), options),
      options,
    );
    expect(sent.media_files).toEqual(media_files);
  });
});
