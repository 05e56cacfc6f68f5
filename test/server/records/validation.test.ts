/** @jest-environment node */
import {
  checkDraft,
  isEdtfDateOrInterval,
  MISSING_FILES,
  PENDING_FILES,
  toFieldErrors,
  unknownVocabularyRef,
  vocabularyRefs,
  withoutDropped,
  withVocabularyFields,
} from '../../../server/records/validation';
import { browserFor, completeMetadata, failure, payload, type Browser } from './helpers';
import { startTestServer, type TestServer } from '../support/testServer';

const TODAY = '2026-01-01';
/** Loosely typed: the checks run over any JSON. */
type Loose = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const complete = (): Loose => ({
  access: { record: 'public', files: 'public', embargo: { active: false } },
  files: { enabled: true },
  metadata: {
    resource_type: { id: 'dataset' },
    title: 'A Romans story',
    publication_date: '2020-06-01',
    creators: [{ person_or_org: { type: 'personal', family_name: 'Brown', given_name: 'Troy' } }],
  },
  custom_fields: {},
  pids: {},
});
const oneFile = { count: 1, pending: 0 };
const errorsOf = (draft: Record<string, unknown>, files = oneFile) =>
  toFieldErrors(checkDraft(draft, files, TODAY));
const fields = (draft: Record<string, unknown>, files = oneFile) =>
  Object.fromEntries(errorsOf(draft, files).map((error) => [error.field, error.messages]));

describe('EDTF dates', () => {
  it.each(['2020', '2020-06', '2020-06-01', '1939/1945', '1939-09-01/1945-09', '2024-02-29'])(
    'accepts %s',
    (date) => expect(isEdtfDateOrInterval(date)).toBe(true),
  );
  it.each([
    '2020-13',
    '2023-02-29',
    '20',
    '2020-06-01T10:00',
    '1945/1939',
    'a/b',
    '2020/2021/2022',
  ])('refuses %s', (date) => expect(isEdtfDateOrInterval(date)).toBe(false));
});

describe('checkDraft', () => {
  it('finds nothing wrong with a complete draft', () => {
    expect(errorsOf(complete())).toEqual([]);
  });

  it('reports every field required to publish', () => {
    expect(fields({ ...complete(), metadata: {} })).toEqual({
      'metadata.resource_type': ['Missing data for required field.'],
      'metadata.title': ['Missing data for required field.'],
      'metadata.publication_date': ['Missing data for required field.'],
      'metadata.creators': ['Missing data for required field.'],
    });
  });

  it('checks creators: family name, organisation name, identifiers, affiliations', () => {
    const draft = complete();
    draft.metadata.creators = [
      { person_or_org: { type: 'personal', given_name: 'Troy' } },
      { person_or_org: { type: 'organizational' } },
      {
        person_or_org: {
          type: 'personal',
          family_name: 'X',
          identifiers: [{ scheme: 'orcid', identifier: 'nope' }],
        },
        affiliations: [{}],
      },
    ];
    expect(fields(draft)).toEqual({
      'metadata.creators.0.person_or_org.family_name': ['Family name cannot be blank.'],
      'metadata.creators.1.person_or_org.name': ['Name cannot be blank.'],
      'metadata.creators.2.person_or_org.identifiers.0.identifier': ['Invalid ORCID identifier.'],
      'metadata.creators.2.affiliations.0': ['An existing id or a free text name must be present.'],
    });
  });

  it('requires a role of contributors and the parts of list items', () => {
    const draft = complete();
    Object.assign(draft.metadata, {
      contributors: [{ person_or_org: { type: 'organizational', name: 'CERN' } }],
      additional_titles: [{ title: 'Sub title' }],
      additional_descriptions: [{ type: { id: 'methods' } }],
      dates: [{ date: '2020-99', type: { id: 'collected' } }, { date: '2020' }],
      identifiers: [{ identifier: '1924MNRAS..84..308E' }],
      related_identifiers: [{ identifier: '10.1234/x' }],
      references: [{}],
      rights: [{ description: { en: 'no title' } }],
      funding: [{ award: { number: '1' } }],
      subjects: [{}],
    });
    expect(fields(draft)).toEqual({
      'metadata.contributors.0.role': ['Missing data for required field.'],
      'metadata.additional_titles.0.type': ['Missing data for required field.'],
      'metadata.additional_descriptions.0.description': ['Missing data for required field.'],
      'metadata.dates.0.date': [
        'Please provide a valid date or interval.',
        'Missing data for required field.',
      ],
      'metadata.dates.1.type': ['Missing data for required field.'],
      'metadata.identifiers.0.scheme': ['Missing data for required field.'],
      'metadata.related_identifiers.0.scheme': ['Missing data for required field.'],
      'metadata.related_identifiers.0.relation_type': ['Missing data for required field.'],
      'metadata.references.0.reference': ['Missing data for required field.'],
      'metadata.rights.0': ['An existing id or a free text title must be present.'],
      'metadata.funding.0.funder': ['Missing data for required field.'],
      'metadata.subjects.0': ['An existing id or a free text subject must be present.'],
    });
  });

  it('checks title length, access values and embargo rules', () => {
    const draft = complete();
    const result = fields({
      ...draft,
      metadata: { ...complete().metadata, title: 'ab' },
      access: { record: 'secret', files: 'public', embargo: { active: true, until: '2020-01-01' } },
    });
    expect(result['metadata.title']).toEqual([
      'Shorter than minimum length 3.',
      'Missing data for required field.',
    ]);
    expect(result['access.record']).toContain('Must be one of: public, restricted.');
    expect(result['access.embargo.until']).toEqual([
      'Embargo end date must be set to a future date.',
    ]);
  });

  it('checks files: none uploaded, or not all committed; metadata-only is fine', () => {
    expect(fields(complete(), { count: 0, pending: 0 })).toEqual({
      'files.enabled': [MISSING_FILES],
    });
    expect(fields(complete(), { count: 2, pending: 1 })).toEqual({
      'files.enabled': [PENDING_FILES],
    });
    expect(fields({ ...complete(), files: { enabled: false } }, { count: 0, pending: 0 })).toEqual(
      {},
    );
  });

  it('checks external DOIs', () => {
    const doi = (identifier: string) =>
      fields({ ...complete(), pids: { doi: { identifier, provider: 'external' } } })['pids.doi'];
    expect(doi('')).toEqual(['Missing DOI for required field.']);
    expect(doi('not-a-doi')).toEqual(['Invalid DOI']);
    expect(doi('10.5281/zenodo.123')).toBeUndefined();
  });
});

describe('withoutDropped', () => {
  it('keeps the valid part: drops invalid values, keeps items missing a required part', () => {
    const draft = complete();
    Object.assign(draft.metadata, {
      title: 'ab',
      publication_date: 'yesterday',
      dates: [{ date: 'bad', type: { id: 'collected' } }],
      creators: [{ person_or_org: { type: 'personal', given_name: 'Troy' } }, 'junk'],
    });
    const kept = withoutDropped(draft, checkDraft(draft, oneFile, TODAY));
    expect(kept.metadata).toEqual({
      resource_type: { id: 'dataset' },
      dates: [{ type: { id: 'collected' } }],
      creators: [{ person_or_org: { type: 'personal', given_name: 'Troy' } }],
    });
  });
});

describe('vocabulary references', () => {
  const known: Record<string, Record<string, unknown>> = {
    'resourcetypes:dataset': { id: 'dataset', title: { en: 'Dataset' }, tags: ['depositable'] },
    'licenses:cc-by-4.0': {
      id: 'cc-by-4.0',
      title: { en: 'CC BY 4.0' },
      props: { url: 'https://cc', scheme: 'spdx' },
      tags: ['all'],
    },
  };
  const lookup = (type: string, id: string) =>
    known[`${type}:${id}`] as ({ id: string } & Record<string, unknown>) | undefined;

  it('finds an unknown id of any vocabulary, affiliations, funders and awards too', () => {
    const metadata = {
      resource_type: { id: 'dataset' },
      rights: [{ id: 'cc-by-4.0' }, { id: 'made-up' }],
      creators: [{ person_or_org: {}, affiliations: [{ id: 'unknown-ror' }] }],
    };
    expect(unknownVocabularyRef(vocabularyRefs(metadata), lookup)?.id).toBe('made-up');
    expect(unknownVocabularyRef(vocabularyRefs({ ...metadata, rights: [] }), lookup)?.id).toBe(
      'unknown-ror',
    );
    const funding = [{ funder: { id: 'no-funder' }, award: { id: 'no-award' } }];
    expect(
      unknownVocabularyRef(vocabularyRefs({ resource_type: { id: 'dataset' }, funding }), lookup)
        ?.id,
    ).toBe('no-funder');
    expect(unknownVocabularyRef(vocabularyRefs({ resource_type: { id: 'dataset' } }), lookup)).toBe(
      undefined,
    );
  });

  it('maps every field to its vocabulary type', () => {
    const refs = vocabularyRefs({
      languages: [{ id: 'eng' }],
      additional_titles: [{ type: { id: 'subtitle' }, lang: { id: 'fra' } }],
      additional_descriptions: [{ type: { id: 'methods' } }],
      dates: [{ type: { id: 'collected' } }],
      related_identifiers: [{ relation_type: { id: 'cites' }, resource_type: { id: 'image' } }],
      contributors: [{ role: { id: 'editor' } }],
      subjects: [{ id: 'https://id.nlm.nih.gov/mesh/D000001' }],
    });
    expect(refs.map((ref) => `${ref.type}:${ref.id}`)).toEqual([
      'languages:eng',
      'subjects:https://id.nlm.nih.gov/mesh/D000001',
      'titletypes:subtitle',
      'languages:fra',
      'descriptiontypes:methods',
      'datetypes:collected',
      'relationtypes:cites',
      'resourcetypes:image',
      'contributorsroles:editor',
    ]);
  });

  it('adds the display fields of the vocabulary (not its tags)', () => {
    const draft = { metadata: { resource_type: { id: 'dataset' }, rights: [{ id: 'cc-by-4.0' }] } };
    expect(withVocabularyFields(draft, lookup).metadata).toEqual({
      resource_type: { id: 'dataset', title: { en: 'Dataset' } },
      rights: [
        {
          id: 'cc-by-4.0',
          title: { en: 'CC BY 4.0' },
          props: { url: 'https://cc', scheme: 'spdx' },
        },
      ],
    });
  });
});

describe('saving a draft as InvenioRDM loads it', () => {
  const andersson = (affiliationId: string) => ({
    person_or_org: { type: 'personal' as const, family_name: 'Andersson', given_name: 'Alice' },
    affiliations: [{ id: affiliationId }],
  });
  let server: TestServer;
  let alice: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it('reports an embargo end that is not a date, active or not, and does not store it', async () => {
    const draft = await alice.drafts.create(payload());
    for (const active of [false, true]) {
      const access = {
        record: 'public' as const,
        files: 'restricted' as const,
        embargo: { active, until: '31/12/2030', reason: 'Peer review' },
      };
      const saved = await alice.drafts.save({ ...draft, access });
      expect(saved.errors).toEqual(
        expect.arrayContaining([
          {
            field: 'access.embargo.until',
            messages: expect.arrayContaining(['Not a valid date.']),
          },
        ]),
      );
      const read = await alice.drafts.read(draft);
      expect(read.access.embargo).toMatchObject({ active, reason: 'Peer review' });
      expect(read.access.embargo?.until ?? null).toBeNull();
    }
  });

  it('reports an empty publication date at the field and stores none; publish refuses', async () => {
    const draft = await alice.drafts.create(payload({ files: { enabled: false } }));
    const saved = await alice.drafts.save({
      ...draft,
      metadata: { ...completeMetadata(), publication_date: '' },
    });
    expect(saved.errors).toEqual([
      {
        field: 'metadata.publication_date',
        messages: expect.arrayContaining(['Please provide a valid date or interval.']),
      },
    ]);
    expect((await alice.drafts.read(draft)).metadata).not.toHaveProperty('publication_date');
    const published = await alice.raw.post(draft.links.publish as string);
    expect(published.status).toBe(400);
    expect(published.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'metadata.publication_date', messages: ['Missing data for required field.'] },
      ]),
    );
  });

  it.each([
    ['an affiliation', { creators: [andersson('not-a-ror')] }, 'not-a-ror'],
    ['a funder', { funding: [{ funder: { id: 'no-such-funder' } }] }, 'no-such-funder'],
    [
      'an award',
      { funding: [{ funder: { id: '00k4n6c32' }, award: { id: 'no-such-award' } }] },
      'no-such-award',
    ],
  ])(
    'refuses %s id the vocabulary does not have (400) and keeps the draft',
    async (_label, more, id) => {
      const draft = await alice.drafts.create(payload());
      const error = await failure(
        alice.drafts.save({ ...draft, metadata: { ...completeMetadata('Changed'), ...more } }),
      );
      expect(error).toMatchObject({ status: 400, message: `Invalid value ${id}.` });
      expect((await alice.drafts.read(draft)).metadata.title).toBe(completeMetadata().title);
    },
  );

  it('takes known affiliation and funder ids, with their names', async () => {
    const draft = await alice.drafts.create(payload({ files: { enabled: false } }));
    const saved = await alice.drafts.save({
      ...draft,
      metadata: {
        ...completeMetadata(),
        creators: [andersson('01ggx4157')],
        funding: [{ funder: { id: '00k4n6c32' } }],
      },
    });
    expect(saved.errors ?? []).toEqual([]);
    expect(saved.metadata.creators?.[0]?.affiliations).toEqual([
      expect.objectContaining({
        id: '01ggx4157',
        name: 'European Organization for Nuclear Research',
      }),
    ]);
    expect(saved.metadata.funding?.[0]?.funder).toMatchObject({ id: '00k4n6c32' });
  });
});
