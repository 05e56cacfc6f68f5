import {
  ean13ChecksumOk,
  isbn10ChecksumOk,
  iso7064Mod112ChecksumOk,
  issnChecksumOk,
  istcChecksumOk,
  rorChecksumOk,
} from './identifierChecksums';

/**
 * The identifier schemes the form knows (docs/behaviour.md#validation), how an identifier's scheme
 * is guessed and whether an identifier is well formed for its scheme. Scheme ids are InvenioRDM's
 * (the ones stored in `scheme`).
 */

export interface IdentifierScheme {
  id: string;
  label: string;
}

/** Related-work identifier types, in InvenioRDM's order. */
export const RELATED_IDENTIFIER_SCHEMES: readonly IdentifierScheme[] = [
  { id: 'doi', label: 'DOI' },
  { id: 'handle', label: 'Handle' },
  { id: 'ark', label: 'ARK' },
  { id: 'purl', label: 'PURL' },
  { id: 'issn', label: 'ISSN' },
  { id: 'isbn', label: 'ISBN' },
  { id: 'pmid', label: 'PubMed ID' },
  { id: 'pmcid', label: 'PubMed Central ID' },
  { id: 'ads', label: 'ADS code' },
  { id: 'arxiv', label: 'arXiv' },
  { id: 'lsid', label: 'LSID' },
  { id: 'ean13', label: 'EAN-13' },
  { id: 'istc', label: 'ISTC' },
  { id: 'urn', label: 'URN' },
  { id: 'url', label: 'URL' },
  { id: 'wikidata', label: 'Wikidata' },
];

/**
 * Alternate identifier schemes: the ones InvenioRDM accepts for `metadata.identifiers` by
 * default (the reference server's list). Those without a check here are left to the server.
 */
export const ALTERNATE_IDENTIFIER_SCHEMES: readonly IdentifierScheme[] = [
  { id: 'ark', label: 'ARK' },
  { id: 'arxiv', label: 'arXiv' },
  { id: 'ads', label: 'ADS code' },
  { id: 'crossreffunderid', label: 'Crossref Funder ID' },
  { id: 'doi', label: 'DOI' },
  { id: 'ean13', label: 'EAN-13' },
  { id: 'eissn', label: 'EISSN' },
  { id: 'grid', label: 'GRID' },
  { id: 'handle', label: 'Handle' },
  { id: 'igsn', label: 'IGSN' },
  { id: 'isbn', label: 'ISBN' },
  { id: 'isni', label: 'ISNI' },
  { id: 'issn', label: 'ISSN' },
  { id: 'istc', label: 'ISTC' },
  { id: 'lissn', label: 'LISSN' },
  { id: 'lsid', label: 'LSID' },
  { id: 'pmid', label: 'PubMed ID' },
  { id: 'purl', label: 'PURL' },
  { id: 'upc', label: 'UPC' },
  { id: 'url', label: 'URL' },
  { id: 'urn', label: 'URN' },
  { id: 'wikidata', label: 'Wikidata' },
  { id: 'w3id', label: 'W3ID' },
  { id: 'other', label: 'Other' },
];

/**
 * Schemes InvenioRDM v14 added to its identifier schemes (`RDM_RECORDS_IDENTIFIERS_SCHEMES`,
 * invenio-rdm-records 23.1): a repository before it refuses them.
 */
export const SCHEMES_SINCE_V14: ReadonlySet<string> = new Set(['wikidata']);

/** Identifier schemes of a person (name identifiers). */
export const PERSON_IDENTIFIER_SCHEMES: readonly IdentifierScheme[] = [
  { id: 'orcid', label: 'ORCID' },
  { id: 'gnd', label: 'GND' },
  { id: 'isni', label: 'ISNI' },
];

/** Identifier schemes of an organisation. */
export const ORGANISATION_IDENTIFIER_SCHEMES: readonly IdentifierScheme[] = [
  { id: 'ror', label: 'ROR' },
  { id: 'gnd', label: 'GND' },
  { id: 'isni', label: 'ISNI' },
];

/** Separators people type inside numbers (ISBN 978-3-16..., ISNI 0000 0001 ...). */
const withoutSeparators = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** Drops a case-insensitive prefix (a URL form or a `scheme:` label) when present. */
const withoutPrefix = (text: string, prefix: RegExp) => text.replace(prefix, '');

const DOI = /^(?:doi:\s*|(?:https?:\/\/)?(?:dx\.)?doi\.org\/)?10\.\d+(?:\.\d+)*\/\S+$/i;
// Handles with a numeric prefix (e.g. 2128/3, 20.500.12345/1); a DOI is a handle too, so
// DOI is checked first when guessing.
const HANDLE = /^(?:hdl:\s*|(?:https?:\/\/)?hdl\.handle\.net\/)?\d+(?:\.\d+)*\/\S+$/i;
const ARK = /^(?:https?:\/\/[^/\s]+\/)?ark:\/?[\dbcdfghjkmnpqrstvwxz]{5}\/\S+$/i;
const PURL =
  /^(?:https?:\/\/)?(?:www\.)?purl\.(?:org|net|com|oclc\.org|archive\.org|fdlp\.gov)\/\S+$/i;
const PMID =
  /^(?:pmid:\s*|https?:\/\/(?:www\.ncbi\.nlm\.nih\.gov\/pubmed|pubmed\.ncbi\.nlm\.nih\.gov)\/)?\d{1,8}\/?$/i;
const PMCID =
  /^(?:pmcid:\s*|https?:\/\/(?:www\.)?ncbi\.nlm\.nih\.gov\/pmc\/articles\/)?PMC\d+\/?$/i;
// A bibcode: year, journal (5), volume (4), qualifier (1), page (4), first initial (1).
const ADS = /^(?:ads:)?\d{4}[A-Za-z.&]{5}[\w.]{4}[A-Za-z.][\d.]{4}[A-Za-z.]$/;
const ARXIV_NEW =
  /^(?:arxiv:|https?:\/\/arxiv\.org\/abs\/)?\d{2}(0[1-9]|1[0-2])\.\d{4,5}(?:v\d+)?$/i;
const ARXIV_OLD =
  /^(?:arxiv:|https?:\/\/arxiv\.org\/abs\/)?[a-z-]+(?:\.[A-Z]{2})?\/\d{7}(?:v\d+)?$/i;
const LSID = /^urn:lsid:[^:\s]+(?::[^:\s]+){2,3}$/i;
const URN = /^urn:[a-z\d][a-z\d-]{0,31}:\S+$/i;
const ISBN_PREFIX = /^ISBN(?:-1[03])?:?\s*/i;
const ISSN_PREFIX = /^ISSN:?\s*/i;
const ORCID_PREFIX = /^(?:orcid:|https?:\/\/orcid\.org\/)/i;
const ISNI_PREFIX = /^(?:isni:|https?:\/\/isni\.org\/isni\/)/i;
const ROR_PREFIX = /^(?:ror:|https?:\/\/ror\.org\/)/i;
// A Wikidata item: its QID, alone, as `wikidata:Q42` or in its entity URL (idutils' form).
const WIKIDATA = /^(?:wikidata:\s*|(?:https?:\/\/)?www\.wikidata\.org\/entity\/)?Q\d+$/i;
// The GND number forms of the Deutsche Nationalbibliothek's id pattern.
const GND =
  /^(?:gnd:|https?:\/\/d-nb\.info\/gnd\/)?(?:1[012]?\d{7}[\dX]|[47]\d{6}-\d|[1-9]\d{0,7}-[\dX]|3\d{7}[\dX])$/i;

const isIsbn = (text: string) => {
  const chars = withoutSeparators(withoutPrefix(text, ISBN_PREFIX));
  if (chars.length === 10) return isbn10ChecksumOk(chars);
  return /^97[89]/.test(chars) && ean13ChecksumOk(chars);
};

const isUrl = (text: string) => {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Each scheme's check; the order is the guessing order (most specific first). */
const VALIDATORS: ReadonlyArray<[string, (text: string) => boolean]> = [
  ['doi', (text) => DOI.test(text)],
  ['ark', (text) => ARK.test(text)],
  ['purl', (text) => PURL.test(text)],
  ['handle', (text) => HANDLE.test(text)],
  ['pmcid', (text) => PMCID.test(text)],
  ['arxiv', (text) => ARXIV_NEW.test(text) || ARXIV_OLD.test(text)],
  ['ads', (text) => ADS.test(text)],
  ['lsid', (text) => LSID.test(text)],
  ['urn', (text) => URN.test(text)],
  ['isbn', isIsbn],
  ['ean13', (text) => ean13ChecksumOk(withoutSeparators(text))],
  ['istc', (text) => istcChecksumOk(withoutSeparators(text))],
  // Short numbers are PubMed ids; an ISSN is guessed only when written with its hyphen.
  ['pmid', (text) => PMID.test(text)],
  ['issn', (text) => issnChecksumOk(withoutSeparators(withoutPrefix(text, ISSN_PREFIX)))],
  [
    'orcid',
    (text) => iso7064Mod112ChecksumOk(withoutSeparators(withoutPrefix(text, ORCID_PREFIX))),
  ],
  ['isni', (text) => iso7064Mod112ChecksumOk(withoutSeparators(withoutPrefix(text, ISNI_PREFIX)))],
  ['ror', (text) => rorChecksumOk(withoutPrefix(text, ROR_PREFIX).toLowerCase())],
  ['gnd', (text) => GND.test(text)],
  // Before URL: a Wikidata entity URL is a Wikidata identifier.
  ['wikidata', (text) => WIKIDATA.test(text)],
  ['url', isUrl],
];

const VALIDATOR_BY_SCHEME = new Map(VALIDATORS);

/** Schemes guessed from a related work's identifier: only the related-work ones. */
const GUESSABLE = new Set(RELATED_IDENTIFIER_SCHEMES.map((scheme) => scheme.id));

const LABELS = new Map(
  [
    ...RELATED_IDENTIFIER_SCHEMES,
    ...ALTERNATE_IDENTIFIER_SCHEMES,
    ...PERSON_IDENTIFIER_SCHEMES,
    ...ORGANISATION_IDENTIFIER_SCHEMES,
  ].map((scheme) => [scheme.id, scheme.label]),
);

/** Whether the form can check identifiers of this scheme. */
export const isKnownScheme = (scheme: string): boolean =>
  VALIDATOR_BY_SCHEME.has(scheme.toLowerCase());

/** The scheme's display label ('DOI', 'ORCID' ...); an unknown scheme is shown as given. */
export const schemeLabel = (scheme: string): string => LABELS.get(scheme.toLowerCase()) ?? scheme;

/**
 * Whether `identifier` is well formed (and its check digit right) for `scheme`. An unknown
 * scheme is accepted: the form cannot judge it, the server still validates.
 */
export const isValidIdentifier = (scheme: string, identifier: string): boolean => {
  const validate = VALIDATOR_BY_SCHEME.get(scheme.toLowerCase());
  const text = identifier.trim();
  if (!validate) return true;
  return text !== '' && validate(text);
};

/**
 * The related-work scheme an identifier most likely belongs to (e.g. 'doi' for
 * 'https://doi.org/10.1234/x'), or undefined when none fits.
 */
export const detectScheme = (identifier: string): string | undefined => {
  const text = identifier.trim();
  if (text === '') return undefined;
  return VALIDATORS.find(([scheme, validate]) => GUESSABLE.has(scheme) && validate(text))?.[0];
};

/** Shown when identifiers are invalid and no single scheme can be named. */
export const INVALID_IDENTIFIERS = 'Invalid identifiers';

/**
 * The error of an identifier that is not valid for its scheme, naming the scheme: one text per
 * scheme the form checks, each a catalog key, so a host translates each as its language needs.
 */
export const INVALID_IDENTIFIER_MESSAGES: Readonly<Record<string, string>> = Object.fromEntries(
  VALIDATORS.map(([scheme]) => [scheme, `Invalid ${schemeLabel(scheme)} identifier.`]),
);

export const invalidIdentifierMessage = (scheme: string): string =>
  INVALID_IDENTIFIER_MESSAGES[scheme.trim().toLowerCase()] ?? INVALID_IDENTIFIERS;
