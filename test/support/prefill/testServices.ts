import type { PrefillServices } from '../../../src/core/prefill';
import { fakeVocabulariesApi } from '../depositForm/fakeVocabulariesApi';
import { FIXTURE_ENDPOINTS, fixtureFetch } from './fixtureFetch';

/** The repository's vocabularies the prefill tests match against: a few of the demo's. */
export const testVocabularies = () =>
  fakeVocabulariesApi({
    affiliations: [
      {
        id: '01ggx4157',
        name: 'European Organization for Nuclear Research',
        acronym: 'CERN',
        identifiers: [{ scheme: 'ror', identifier: '01ggx4157' }],
      },
      { id: '05a28rw58', name: 'ETH Zurich', acronym: 'ETHZ' },
      { id: '052gg0110', name: 'University of Oxford' },
    ],
    funders: [
      {
        id: '00k4n6c32',
        name: 'European Commission',
        identifiers: [{ scheme: 'ror', identifier: '00k4n6c32' }],
      },
      { id: '029chgv08', name: 'Wellcome Trust' },
    ],
    awards: [
      {
        id: '00k4n6c32::101017536',
        number: '101017536',
        title: { en: 'OpenAIRE-Nexus' },
        funder: { id: '00k4n6c32' },
      },
      {
        id: '029chgv08::221234/Z/20/Z',
        number: '221234/Z/20/Z',
        funder: { id: '029chgv08' },
      },
    ],
    licences: [
      {
        id: 'cc-by-4.0',
        title_l10n: 'Creative Commons Attribution 4.0 International',
        props: { url: 'https://creativecommons.org/licenses/by/4.0/legalcode', scheme: 'spdx' },
      },
      {
        id: 'apache-2.0',
        title_l10n: 'Apache License 2.0',
        props: { url: 'https://www.apache.org/licenses/LICENSE-2.0', scheme: 'spdx' },
      },
      {
        id: 'mit',
        title_l10n: 'MIT License',
        props: { url: 'https://opensource.org/licenses/MIT', scheme: 'spdx' },
      },
    ],
    languages: ['eng', 'deu', 'fra', 'spa', 'ita'].map((id) => ({ id })),
  });

/** Services over the fixture fetch, the test vocabularies and the demo's custom fields. */
export const testServices = (
  fetch = fixtureFetch(),
  overrides: Partial<PrefillServices> = {},
): PrefillServices => ({
  endpoints: FIXTURE_ENDPOINTS,
  vocabularies: testVocabularies(),
  licenceSearchUrl: '/api/vocabularies/licenses',
  customFields: ['journal:journal', 'imprint:imprint', 'meeting:meeting', 'thesis:thesis'],
  fetch,
  ...overrides,
});
