import type {
  AwardSuggestion,
  FunderSuggestion,
  SubjectSuggestion,
} from '../../../../src/core/api/vocabularies';
import type { FormikErrors } from 'formik';
import type { EditorRecord, FormMetadata, FormVocabularies } from '../../../../src/core/model';

/** The short vocabularies the list fields offer, for tests and stories. */
export const listVocabularies: FormVocabularies = {
  dates: {
    type: [
      { value: 'collected', text: 'Collected' },
      { value: 'valid', text: 'Valid' },
      { value: 'withdrawn', text: 'Withdrawn' },
    ],
  },
  identifiers: {
    scheme: [
      { value: 'doi', text: 'DOI' },
      { value: 'isbn', text: 'ISBN' },
      { value: 'url', text: 'URL' },
    ],
  },
  related_identifiers: {
    relation_type: [
      { value: 'cites', text: 'Cites' },
      { value: 'issupplementto', text: 'Is supplement to' },
    ],
  },
  resource_type: [
    { id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' },
    { id: 'publication-article', icon: 'file', type_name: 'Publication', subtype_name: 'Article' },
  ],
};

export const subjectSuggestions: SubjectSuggestion[] = [
  { id: 'https://id.nlm.nih.gov/mesh/D012987', subject: 'Soil', scheme: 'MeSH' },
  { id: 'https://id.nlm.nih.gov/mesh/D012988', subject: 'Soil Microbiology', scheme: 'MeSH' },
];

export const funderSuggestions: FunderSuggestion[] = [
  { id: '00k4n6c32', name: 'European Commission', country_name: 'Belgium' },
  { id: '00rbzpz17', name: 'Agence Nationale de la Recherche', country_name: 'France' },
];

export const awardSuggestions: AwardSuggestion[] = [
  {
    id: '00k4n6c32::246686',
    number: '246686',
    acronym: 'OpenAIRE',
    title: { en: 'Open Access Infrastructure for Research in Europe' },
    funder: { id: '00k4n6c32', name: 'European Commission' },
  },
  {
    id: '00rbzpz17::ANR-20-CE31-0006',
    number: 'ANR-20-CE31-0006',
    title: { en: 'Open research in soil ecology', fr: 'Recherche ouverte en écologie des sols' },
    funder: { id: '00rbzpz17', name: 'Agence Nationale de la Recherche' },
  },
];

/** Every list field filled in, as a draft being edited would hold them. */
export const filledListMetadata = (): Partial<FormMetadata> => ({
  dates: [
    { date: '2019-03/2019-09', type: 'collected', description: 'Field season' },
    { date: '2030', type: 'valid' },
  ],
  identifiers: [{ identifier: '978-3-16-148410-0', scheme: 'isbn' }],
  references: [{ reference: 'Nielsen et al. (2020). Peatland carbon. Nature 580.' }],
  related_identifiers: [
    {
      relation_type: 'issupplementto',
      identifier: '10.1234/peat.2020',
      scheme: 'doi',
      resource_type: 'publication-article',
    },
  ],
  subjects: [{ id: subjectSuggestions[0]!.id, subject: 'Soil' }, { subject: 'peatland' }],
  funding: [
    {
      funder: { id: '00k4n6c32', name: 'European Commission' },
      award: {
        id: '00k4n6c32::246686',
        number: '246686',
        title: 'Open Access Infrastructure for Research in Europe',
      },
    },
    { funder: { name: 'Villum Fonden' }, award: { title: 'Arctic soils', number: 'VF-77' } },
  ],
});

/** Errors at the paths the deposit schema and the server use. */
export const listErrors = {
  metadata: {
    dates: [{ date: 'Invalid date format.', type: 'Type is required.' }],
    identifiers: [{ identifier: 'Identifier is required.', scheme: 'Scheme is required.' }],
    references: [{ reference: 'Reference is required.' }],
    related_identifiers: [
      {
        relation_type: 'Relation is required.',
        identifier: 'Invalid DOI identifier.',
        scheme: 'Scheme is required.',
      },
    ],
    subjects: [{ subject: 'Subject is required.' }],
    funding: [{ funder: 'Funder is required.', award: { url: 'URL must be a valid URL.' } }],
  },
} as unknown as FormikErrors<EditorRecord>;

/** Rows to fill with errors: one empty row per list. */
export const emptyListRows = (): Partial<FormMetadata> => ({
  dates: [{ date: '2019-13', type: '' }],
  identifiers: [{ identifier: '', scheme: '' }],
  references: [{ reference: '' }],
  related_identifiers: [{ relation_type: '', identifier: '10.1234', scheme: '' }],
  subjects: [{ subject: '' }],
  funding: [{ funder: {}, award: { url: 'villum' } }],
});

/** Harness values holding only these list fields (the rest is filled with empty values). */
export const listValues = (metadata: Partial<FormMetadata>) => ({
  metadata: metadata as FormMetadata,
});
