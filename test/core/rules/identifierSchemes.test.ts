import {
  ALTERNATE_IDENTIFIER_SCHEMES,
  INVALID_IDENTIFIERS,
  ORGANISATION_IDENTIFIER_SCHEMES,
  PERSON_IDENTIFIER_SCHEMES,
  RELATED_IDENTIFIER_SCHEMES,
  detectScheme,
  invalidIdentifierMessage,
  isKnownScheme,
  isValidIdentifier,
  schemeLabel,
} from '../../../src/core/rules';

/** Per scheme: identifiers that must pass and ones that must fail (typos, bad check digits). */
const EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  doi: {
    valid: ['10.1234/foo.bar', 'doi:10.5281/zenodo.1234567', 'https://doi.org/10.1000/182'],
    invalid: ['10.1234', '11.1234/foo', 'doi.org/xyz', '10.abc/def'],
  },
  handle: {
    valid: ['2128/12345', 'hdl:20.500.12345/678', 'https://hdl.handle.net/11234/1-3105'],
    invalid: ['abc', '2128', 'hdl:/12345'],
  },
  ark: {
    valid: [
      'ark:/13030/tf5p30086k',
      'ark:12148/btv1b8449691v',
      'https://n2t.net/ark:/13030/tf5p30086k',
    ],
    invalid: ['ark:/130/tf5p', 'ark:13030', 'arc:/13030/tf5p30086k'],
  },
  purl: {
    valid: ['http://purl.org/dc/terms/', 'https://purl.oclc.org/docs/index.htm'],
    invalid: ['https://example.org/dc/terms', 'purl.org'],
  },
  issn: {
    valid: ['0317-8471', '2434-561X', '0028-0836', 'ISSN 0317-8471'],
    invalid: ['0317-8472', '2434-5610', '0317-847', '03178-471A'],
  },
  isbn: {
    valid: ['978-3-16-148410-0', '9783161484100', '0-306-40615-2', 'ISBN 0306406152', '080442957X'],
    invalid: ['978-3-16-148410-1', '0-306-40615-3', '123-4-56-789012-8', '080442957'],
  },
  pmid: {
    valid: ['12345678', 'pmid:1', 'https://pubmed.ncbi.nlm.nih.gov/31452104/'],
    invalid: ['123456789', 'PMID12a', ''],
  },
  pmcid: {
    valid: ['PMC3531190', 'pmc12', 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC3531190/'],
    invalid: ['PMC', '3531190', 'PMCX12'],
  },
  ads: {
    valid: ['1924MNRAS..84..308E', '2016ApJ...818...92K', 'ads:1998Sci...280.1686O'],
    invalid: ['1924MNRAS..84..308', 'MNRAS..84..308E1924', '1924MNRAS..84..30-8E'],
  },
  arxiv: {
    valid: [
      'arXiv:1501.00001',
      '2106.12345v2',
      'hep-th/9901001',
      'math.GT/0309136',
      'https://arxiv.org/abs/1706.03762',
    ],
    invalid: ['1513.00001', '2106.123', 'hep-th/99010', 'arXiv:abc'],
  },
  lsid: {
    valid: ['urn:lsid:ipni.org:names:77103633-1', 'URN:LSID:ubio.org:namebank:11815:3'],
    invalid: ['urn:lsid:ipni.org', 'lsid:ipni.org:names:1', 'urn:isbn:0451450523'],
  },
  ean13: {
    valid: ['4006381333931', '5901234123457'],
    invalid: ['4006381333932', '400638133393', 'A006381333931'],
  },
  istc: {
    valid: ['0A9-2002-12B4A105-7', '0A9200212B4A1057'],
    invalid: ['0A9-2002-12B4A105-8', '0A9-2002-12B4A105', 'GA9-2002-12B4A105-7'],
  },
  urn: {
    valid: [
      'urn:isbn:0451450523',
      'urn:nbn:de:101:1-2019032617',
      'URN:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
    ],
    invalid: ['urn:', 'urn:isbn', 'isbn:0451450523', 'urn:-bad:1'],
  },
  url: {
    valid: [
      'https://example.org/record/1',
      'http://www.cern.ch',
      'ftp://ftp.example.org/pub/file.txt',
    ],
    invalid: [
      'example.org',
      'https://',
      'mailto:someone@example.org',
      'https://exa mple.org',
      'http://localhost',
    ],
  },
  orcid: {
    valid: [
      '0000-0002-1825-0097',
      'https://orcid.org/0000-0001-5109-3700',
      '0000-0002-1694-233X',
      '0000000218250097',
    ],
    invalid: ['0000-0002-1825-0098', '0000-0002-1825-009', '0000-0002-1825-00977', 'orcid'],
  },
  ror: {
    valid: ['03yrm5c26', '01ggx4157', 'https://ror.org/05gq02987'],
    invalid: ['03yrm5c27', '13yrm5c26', '03yrm5c2', '03ylm5c26'],
  },
  gnd: {
    valid: ['118540238', '4074335-4', 'gnd:1098460014', 'https://d-nb.info/gnd/118540238'],
    invalid: ['0118540238', '4074335', '4074335-X4', 'gnd:abc'],
  },
  isni: {
    valid: ['0000 0001 2146 438X', '000000012146438X', 'https://isni.org/isni/0000000121032683'],
    invalid: ['0000 0001 2146 4381', '0000 0001 2146 438', 'ISNI'],
  },
  // Items only (properties are P…), alone, `wikidata:` or the entity URL, as idutils reads them.
  wikidata: {
    valid: ['Q42', 'q39', 'wikidata:Q303', 'https://www.wikidata.org/entity/Q42'],
    invalid: ['42', 'P31', 'Q', 'Q42a', 'https://www.wikidata.org/wiki/Q42', 'wikidata'],
  },
};

const cases = (kind: 'valid' | 'invalid') =>
  Object.entries(EXAMPLES).flatMap(([scheme, examples]) =>
    examples[kind].map((identifier) => [scheme, identifier] as const),
  );

describe('isValidIdentifier', () => {
  it.each(cases('valid'))('accepts the %s %p', (scheme, identifier) => {
    expect(isValidIdentifier(scheme, identifier)).toBe(true);
  });

  it.each(cases('invalid'))('rejects the %s %p', (scheme, identifier) => {
    expect(isValidIdentifier(scheme, identifier)).toBe(false);
  });

  it('reads the scheme case-insensitively and ignores surrounding spaces', () => {
    expect(isValidIdentifier('DOI', '  10.1234/foo  ')).toBe(true);
    expect(isValidIdentifier('ORCID', ' 0000-0002-1825-0097 ')).toBe(true);
  });

  it('accepts any identifier of a scheme it cannot check, and knows which those are', () => {
    expect(isValidIdentifier('w3id', 'anything at all')).toBe(true);
    expect(isKnownScheme('w3id')).toBe(false);
    expect(isKnownScheme('Doi')).toBe(true);
  });

  it('has a check for every scheme it lists', () => {
    const listed = [
      ...RELATED_IDENTIFIER_SCHEMES,
      ...PERSON_IDENTIFIER_SCHEMES,
      ...ORGANISATION_IDENTIFIER_SCHEMES,
    ];
    expect(listed.filter((scheme) => !isKnownScheme(scheme.id))).toEqual([]);
    expect(Object.keys(EXAMPLES).sort()).toEqual([...new Set(listed.map((s) => s.id))].sort());
  });
});

describe('detectScheme', () => {
  it.each([
    ['10.1234/foo.bar', 'doi'],
    ['https://doi.org/10.1000/182', 'doi'],
    ['https://hdl.handle.net/11234/1-3105', 'handle'],
    ['2128/12345', 'handle'],
    ['ark:/13030/tf5p30086k', 'ark'],
    ['http://purl.org/dc/terms/', 'purl'],
    ['0317-8471', 'issn'],
    ['978-3-16-148410-0', 'isbn'],
    ['0306406152', 'isbn'],
    ['12345678', 'pmid'],
    ['PMC3531190', 'pmcid'],
    ['1924MNRAS..84..308E', 'ads'],
    ['arXiv:1501.00001', 'arxiv'],
    ['https://arxiv.org/abs/1706.03762', 'arxiv'],
    ['urn:lsid:ipni.org:names:77103633-1', 'lsid'],
    ['4006381333931', 'ean13'],
    ['0A9-2002-12B4A105-7', 'istc'],
    ['urn:nbn:de:101:1-2019032617', 'urn'],
    ['Q42', 'wikidata'],
    ['https://www.wikidata.org/entity/Q42', 'wikidata'],
    ['https://example.org/record/1', 'url'],
  ])('guesses %p is a %s', (identifier, scheme) => {
    expect(detectScheme(identifier)).toBe(scheme);
  });

  it.each(['', '   ', 'not an identifier', '0317-8472', '0000-0002-1825-0097'])(
    'guesses nothing for %p',
    (identifier) => {
      expect(detectScheme(identifier)).toBeUndefined();
    },
  );
});

describe('scheme labels and messages', () => {
  it('offers the alternate identifier schemes the server accepts, with labels', () => {
    expect(ALTERNATE_IDENTIFIER_SCHEMES.map((scheme) => scheme.id)).toEqual(
      'ark arxiv ads crossreffunderid doi ean13 eissn grid handle igsn isbn isni issn istc lissn lsid pmid purl upc url urn wikidata w3id other'.split(
        ' ',
      ),
    );
    expect(schemeLabel('crossreffunderid')).toBe('Crossref Funder ID');
    expect(isValidIdentifier('igsn', 'IECUR0097')).toBe(true);
  });

  it('labels the related-work schemes as InvenioRDM names them', () => {
    expect(RELATED_IDENTIFIER_SCHEMES.map((scheme) => scheme.label)).toEqual([
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

  it('names the scheme of an invalid identifier, or says identifiers are invalid', () => {
    expect(schemeLabel('orcid')).toBe('ORCID');
    expect(schemeLabel('my-scheme')).toBe('my-scheme');
    expect(invalidIdentifierMessage('orcid')).toBe('Invalid ORCID identifier.');
    expect(invalidIdentifierMessage('doi')).toBe('Invalid DOI identifier.');
    expect(invalidIdentifierMessage('wikidata')).toBe('Invalid Wikidata identifier.');
    expect(invalidIdentifierMessage('')).toBe(INVALID_IDENTIFIERS);
    expect(INVALID_IDENTIFIERS).toBe('Invalid identifiers');
  });
});
