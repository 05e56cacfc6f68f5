import { matchAffiliations } from '../../../src/core/creatorsImport/matchAffiliations';
import { readCreatorsImport } from '../../../src/core/creatorsImport/readCreatorsImport';
import { fakeVocabulariesApi } from '../../support/depositForm/fakeVocabulariesApi';

const AFFILIATIONS = [
  {
    id: '01ggx4157',
    name: 'European Organization for Nuclear Research',
    acronym: 'CERN',
    identifiers: [{ scheme: 'ror', identifier: '01ggx4157' }],
  },
  { id: '05a28rw58', name: 'ETH Zurich' },
];

const rowsOf = (text: string) => readCreatorsImport(text, { kind: 'creators' });

describe('matching imported affiliations to the vocabulary', () => {
  it('takes the entry of a ROR id (bare or as its link) or of an exact name, once; other names stay names', async () => {
    const api = fakeVocabulariesApi({ affiliations: AFFILIATIONS });
    const rows = await rowsOf(
      [
        'family_name,affiliations',
        'Smith,https://ror.org/01ggx4157;eth zurich',
        'Doe,ETH;Home office',
        'Roe,01ggx4157;https://ror.org/01ggx4157',
      ].join('\n'),
    );
    const matched = await matchAffiliations(rows, api);
    expect(matched.map((row) => row.creatibutor.affiliations)).toEqual([
      [
        { id: '01ggx4157', name: 'European Organization for Nuclear Research' },
        { id: '05a28rw58', name: 'ETH Zurich' },
      ],
      [{ name: 'ETH' }, { name: 'Home office' }],
      [{ id: '01ggx4157', name: 'European Organization for Nuclear Research' }],
    ]);
    expect(matched.every((row) => row.errors.length === 0)).toBe(true);
    // Each distinct text is searched once.
    expect(api.calls.map(({ query }) => query)).toEqual([
      '01ggx4157',
      'eth zurich',
      'ETH',
      'Home office',
    ]);
  });

  it('refuses a ROR id the vocabulary does not have', async () => {
    const api = fakeVocabulariesApi({ affiliations: AFFILIATIONS });
    const [row] = await matchAffiliations(
      await rowsOf('family_name,affiliations\nSmith,03yrm5c26'),
      api,
    );
    expect(row?.errors).toEqual([
      { message: 'No affiliation has the ROR id {{id}}.', values: { id: '03yrm5c26' } },
    ]);
  });

  it('keeps the texts as written when the vocabulary cannot answer, and skips refused rows', async () => {
    const api = fakeVocabulariesApi({ fail: { affiliations: 'Down' } });
    const rows = await rowsOf('family_name,affiliations\nSmith,03yrm5c26;CERN\n,Nowhere');
    const matched = await matchAffiliations(rows, api);
    expect(matched[0]?.creatibutor.affiliations).toEqual([{ id: '03yrm5c26' }, { name: 'CERN' }]);
    expect(matched[0]?.errors).toEqual([]);
    expect(api.calls.map(({ query }) => query)).not.toContain('Nowhere');
    expect(await matchAffiliations(rows, undefined)).toEqual(matched);
  });
});
