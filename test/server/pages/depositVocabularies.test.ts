/** @jest-environment node */
import { formVocabularies } from '../../../server/pages/depositVocabularies';
import type { FormVocabularies } from '../../../src/core/model';
import { resourceTypeChoices } from '../../../src/core/rules';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let vocabularies: FormVocabularies;

beforeAll(async () => {
  server = await startTestServer();
  vocabularies = formVocabularies(server.ctx.db, 'en');
});
afterAll(async () => {
  await server.close();
});

describe('formVocabularies', () => {
  it('names a resource subtype after its parent type and itself', () => {
    const options = vocabularies.resource_type ?? [];
    expect(options.find((option) => option.id === 'publication-article')).toEqual({
      id: 'publication-article',
      icon: 'file alternate',
      type_name: 'Publication',
      subtype_name: 'Journal article',
    });
    expect(options.find((option) => option.id === 'image-photo')).toMatchObject({
      type_name: 'Image',
      subtype_name: 'Photo',
    });
  });

  it('gives a top-level resource type no subtype name', () => {
    const options = vocabularies.resource_type ?? [];
    expect(options.find((option) => option.id === 'dataset')).toMatchObject({
      type_name: 'Dataset',
      subtype_name: '',
    });
    expect(resourceTypeChoices(options).map((choice) => choice.text)).toContain(
      'Publication / Journal article',
    );
  });

  it('offers every seeded resource type, each with a type name', () => {
    const options = vocabularies.resource_type ?? [];
    expect(options.length).toBeGreaterThan(30);
    expect(options.filter((option) => option.type_name === '')).toEqual([]);
  });

  it('lists the title, description and date types with English titles', () => {
    expect(vocabularies.titles?.type).toEqual([
      { value: 'alternative-title', text: 'Alternative title' },
      { value: 'subtitle', text: 'Subtitle' },
      { value: 'translated-title', text: 'Translated title' },
      { value: 'other', text: 'Other' },
    ]);
    expect(vocabularies.descriptions?.type).toContainEqual({ value: 'methods', text: 'Methods' });
    expect(vocabularies.dates?.type).toContainEqual({ value: 'collected', text: 'Collected' });
  });

  it('lists the creator and contributor roles and the 39 relation types', () => {
    expect(vocabularies.creators?.role).toContainEqual({ value: 'editor', text: 'Editor' });
    expect(vocabularies.contributors?.role).toContainEqual({
      value: 'datacurator',
      text: 'Data curator',
    });
    const relations = vocabularies.related_identifiers?.relation_type ?? [];
    expect(relations).toHaveLength(39);
    expect(relations).toContainEqual({ value: 'iscitedby', text: 'Is cited by' });
  });

  it('lists the identifier schemes of alternate identifiers and related works', () => {
    expect(vocabularies.identifiers?.scheme).toContainEqual({ value: 'ads', text: 'ADS code' });
    expect(vocabularies.identifiers?.scheme).toHaveLength(24);
    expect(vocabularies.related_identifiers?.scheme?.map((option) => option.text)).toEqual([
      'DOI',
      'Handle',
      'ARK',
      'PURL',
      'ISSN',
      'ISBN',
      'PubMed ID',
      'PubMed Central ID',
      'ADS code',
      'arXiv',
      'LSID',
      'EAN-13',
      'ISTC',
      'URN',
      'URL',
      'Wikidata',
    ]);
  });
});
