import type { VocabulariesApi } from '../../../src/core/api';
import type { DepositFormConfig } from '../../../src/widgets/deposit-form/DepositFormWidget';
import { fakeVocabulariesApi } from '../../../test/support/depositForm/fakeVocabulariesApi';
import { cc0, ccBy, mit } from '../../../test/widgets/deposit-form/fields/licencesFixtures';

/**
 * What a host's deposit page prints for the form (server/pages/hostPages.ts does the same): the
 * short vocabularies as option lists, so every select of the whole form has something to offer.
 */
export const DEPOSIT_PAGE_CONFIG: DepositFormConfig = {
  createUrl: 'https://repo.test/api/records',
  default_locale: 'en',
  licenceSearchUrl: 'https://repo.test/api/vocabularies/licenses',
  // As the demo's: a new upload asks for a title before autosave creates its draft.
  autosave: { delayMs: 2000 },
  vocabularies: {
    resource_type: [
      { id: 'dataset', icon: 'table', type_name: 'Dataset', subtype_name: '' },
      { id: 'image-photo', icon: 'chart bar outline', type_name: 'Image', subtype_name: 'Photo' },
      {
        id: 'publication-article',
        icon: 'file alternate',
        type_name: 'Publication',
        subtype_name: 'Journal article',
      },
      { id: 'software', icon: 'code', type_name: 'Software', subtype_name: '' },
    ],
    titles: {
      type: [
        { value: 'alternative-title', text: 'Alternative title' },
        { value: 'subtitle', text: 'Subtitle' },
        { value: 'translated-title', text: 'Translated title' },
      ],
    },
    descriptions: {
      type: [
        { value: 'abstract', text: 'Abstract' },
        { value: 'methods', text: 'Methods' },
        { value: 'other', text: 'Other' },
      ],
    },
    dates: {
      type: [
        { value: 'collected', text: 'Collected' },
        { value: 'created', text: 'Created' },
        { value: 'valid', text: 'Valid' },
      ],
    },
    creators: { role: [{ value: 'contactperson', text: 'Contact person' }] },
    contributors: {
      role: [
        { value: 'editor', text: 'Editor' },
        { value: 'datacurator', text: 'Data curator' },
      ],
    },
    identifiers: {
      scheme: [
        { value: 'ads', text: 'ADS Bibcode' },
        { value: 'doi', text: 'DOI' },
        { value: 'url', text: 'URL' },
      ],
    },
    related_identifiers: {
      relation_type: [
        { value: 'cites', text: 'Cites' },
        { value: 'issupplementto', text: 'Is supplement to' },
      ],
      scheme: [
        { value: 'doi', text: 'DOI' },
        { value: 'url', text: 'URL' },
      ],
    },
  },
  pids: [
    {
      scheme: 'doi',
      label: 'DOI',
      placeholder: '10.1234/example',
      can_be_managed: true,
      can_be_unmanaged: true,
      btn_label_get: 'Get a DOI now!',
      btn_label_discard: 'Discard the reserved DOI',
    },
  ],
};

/** The long vocabularies the form searches, answered from fixed lists (no network). */
export const depositPageVocabularies = (): VocabulariesApi =>
  fakeVocabulariesApi({
    languages: [
      { id: 'eng', title: { en: 'English' } },
      { id: 'fra', title: { en: 'French' } },
      { id: 'deu', title: { en: 'German' } },
    ],
    licences: [ccBy, cc0, mit],
    names: [{ id: 'curie-marie', name: 'Curie, Marie', family_name: 'Curie', given_name: 'Marie' }],
    affiliations: [{ id: '01ggx4157', name: 'CERN', acronym: 'CERN' }],
    subjects: [{ id: 'https://id.nlm.nih.gov/mesh/D012987', subject: 'Soil', scheme: 'MeSH' }],
    funders: [{ id: '00k4n6c32', name: 'European Commission' }],
  });
