import { recognisePrefillText } from '../../../src/core/prefill';

describe('what typed or pasted text names', () => {
  it.each([
    ['10.5281/zenodo.7654321', 'doi', '10.5281/zenodo.7654321'],
    ['  doi:10.1371/journal.pcbi.1011043 ', 'doi', '10.1371/journal.pcbi.1011043'],
    ['DOI: 10.1371/journal.pcbi.1011043', 'doi', '10.1371/journal.pcbi.1011043'],
    ['https://doi.org/10.1000/xyz(123)', 'doi', '10.1000/xyz(123)'],
    ['HTTPS://DX.DOI.ORG/10.1000/abc', 'doi', '10.1000/abc'],
    ['https%3A%2F%2Fdoi.org%2F10.1000%2Fabc', 'doi', '10.1000/abc'],
    ['10.1000%2Fabc', 'doi', '10.1000/abc'],
    ['10.48550/arXiv.2101.00001', 'doi', '10.48550/arXiv.2101.00001'],
    ['2101.00001', 'arxiv', '2101.00001'],
    ['2101.00001v2', 'arxiv', '2101.00001v2'],
    ['arXiv:2101.00001', 'arxiv', '2101.00001'],
    ['ARXIV: 1207.12345v3', 'arxiv', '1207.12345v3'],
    ['hep-th/9901001', 'arxiv', 'hep-th/9901001'],
    ['arXiv:math.GT/0309136', 'arxiv', 'math.GT/0309136'],
    ['https://arxiv.org/abs/2101.00001', 'arxiv', '2101.00001'],
    ['https://arxiv.org/pdf/2101.00001v1.pdf', 'arxiv', '2101.00001v1'],
    ['PMID: 31209238', 'pubmed', '31209238'],
    ['pmid:31209238', 'pubmed', '31209238'],
    ['https://pubmed.ncbi.nlm.nih.gov/31209238/', 'pubmed', '31209238'],
    ['https://www.ncbi.nlm.nih.gov/pubmed/31209238', 'pubmed', '31209238'],
    [
      'https://orcid.org/0000-0002-1825-0097/work/1234567',
      'orcid-work',
      '0000-0002-1825-0097/work/1234567',
    ],
    [
      'https://pub.orcid.org/v3.0/0000-0002-1694-233x/work/42',
      'orcid-work',
      '0000-0002-1694-233X/work/42',
    ],
  ])('%s is a %s', (text, kind, id) => {
    expect(recognisePrefillText(text)).toEqual({ kind, id });
  });

  it.each([
    '',
    '   ',
    '31209238',
    '10.1000',
    '11.1000/abc',
    'doi.org/',
    'https://example.org/10.1000/abc',
    '2101.001',
    'https://orcid.org/0000-0002-1825-0097',
    'My dataset about glaciers',
    '%E0%A4%A',
  ])('%j names nothing', (text) => {
    expect(recognisePrefillText(text)).toBeNull();
  });
});
