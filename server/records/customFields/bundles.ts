import { issnChecksumOk } from '../../../src/core/rules/identifierChecksums';
import {
  detectScheme,
  isValidIdentifier,
  RELATED_IDENTIFIER_SCHEMES,
  schemeLabel,
} from '../../../src/core/rules/identifierSchemes';
import { isEdtfDateOrInterval } from '../validation/edtf';
import { isObject } from '../validation/issues';
import {
  list,
  MESSAGES,
  nested,
  plainString,
  text,
  validated,
  type Loader,
  type SchemaFields,
} from './fields';

/** idutils' is_issn: eight characters once hyphens and spaces are gone, with its check digit. */
const isIssn = (value: string): boolean => issnChecksumOk(value.replace(/[- ]/g, '').toUpperCase());

const isIsbn = (value: string): boolean => isValidIdentifier('isbn', value);

const URL_SCHEMES = new Set(['http:', 'https:', 'ftp:', 'ftps:']);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const TOP_LEVEL_DOMAIN = /\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})\.?$/i;

/** marshmallow's `validate.URL()`: an absolute http(s)/ftp(s) URL whose host has a TLD. */
const isUrl = (value: string): boolean => {
  if (!/^[a-z]+:\/\/\S+$/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    URL_SCHEMES.has(url.protocol) &&
    (host === 'localhost' || IPV4.test(host) || host.startsWith('[') || TOP_LEVEL_DOMAIN.test(host))
  );
};

const QUALIFIER = /[?~%]$/;
/** One date with level 1's qualifiers: uncertain `?`, approximate `~`, both `%`. */
const isQualifiedDate = (value: string): boolean => {
  const date = value.replace(QUALIFIER, '');
  return !date.includes('/') && isEdtfDateOrInterval(date);
};
const isOpenEnd = (value: string): boolean => value === '' || value === '..';

/**
 * The EDTF the thesis dates take (EDTFLevel2DateString), as far as the server reads it:
 * level 0 dates and intervals, qualified dates, intervals with an open or unknown end.
 */
const isEdtfLevel2 = (value: string): boolean => {
  const parts = value.split('/');
  if (parts.length === 1) return isQualifiedDate(value);
  const [start = '', end = ''] = parts;
  if (parts.length !== 2 || (isOpenEnd(start) && isOpenEnd(end))) return false;
  if (isOpenEnd(start)) return isQualifiedDate(end);
  if (isOpenEnd(end)) return isQualifiedDate(start);
  return (
    isQualifiedDate(start) &&
    isQualifiedDate(end) &&
    isEdtfDateOrInterval(`${start.replace(QUALIFIER, '')}/${end.replace(QUALIFIER, '')}`)
  );
};

const EDTF_MESSAGE = 'Please provide a valid date or interval.';

const RELATED_SCHEMES = new Set(RELATED_IDENTIFIER_SCHEMES.map((scheme) => scheme.id));

/**
 * IdentifierSchema with the related-work schemes: a scheme is guessed when only the
 * identifier is given; then the scheme must be allowed and the identifier valid for it.
 */
const identifierFields = nested({ identifier: text, scheme: text });
const identifier: Loader = (raw, path, report) => {
  const guessed =
    isObject(raw) && typeof raw.identifier === 'string' && raw.identifier !== '' && !raw.scheme
      ? { ...raw, scheme: detectScheme(raw.identifier) }
      : raw;
  const before = report.count;
  const loaded = identifierFields(guessed, path, report);
  if (!isObject(loaded) || report.count > before) return undefined;
  const { identifier: id, scheme } = loaded as { identifier?: string; scheme?: string };
  const allowed = scheme !== undefined && RELATED_SCHEMES.has(scheme);
  if (!scheme) {
    const message = id ? 'No valid scheme recognized for identifier.' : MESSAGES.required;
    report.add([...path, 'scheme'], message);
  } else if (!allowed) {
    report.add([...path, 'scheme'], 'Invalid scheme.');
  }
  if (!id) {
    report.add([...path, 'identifier'], MESSAGES.required);
  } else if (allowed && !isValidIdentifier(scheme, id)) {
    report.add([...path, 'identifier'], `Invalid ${schemeLabel(scheme)} identifier.`);
  }
  return report.count > before ? undefined : loaded;
};

/** IdentifierValueSet: one entry per scheme and identifier. */
const noDuplicates = (items: unknown[]): string | undefined => {
  const keys = (items as Record<string, unknown>[]).map((item) =>
    JSON.stringify([item.scheme, item.identifier]),
  );
  const unique = new Set(keys).size === keys.length;
  return unique ? undefined : 'Duplicated identifier entry is not allowed.';
};

/** The sub-fields of each contrib bundle, in the order invenio-rdm-records declares them. */
export const BUNDLE_FIELDS = {
  journal: {
    title: text,
    issue: text,
    volume: text,
    pages: text,
    issn: validated(text, isIssn, 'Please provide a valid ISSN.'),
  },
  imprint: {
    title: text,
    isbn: validated(text, isIsbn, 'Please provide a valid ISBN.'),
    pages: text,
    place: text,
    edition: text,
  },
  meeting: {
    acronym: text,
    dates: text,
    place: text,
    session_part: text,
    session: text,
    title: text,
    url: validated(text, isUrl, 'You must provide a valid URL.'),
    identifiers: list(identifier, noDuplicates),
  },
  thesis: {
    university: text,
    department: text,
    type: text,
    date_submitted: validated(plainString, isEdtfLevel2, EDTF_MESSAGE),
    date_defended: validated(plainString, isEdtfLevel2, EDTF_MESSAGE),
  },
} satisfies Record<string, SchemaFields>;

export type BundleType = keyof typeof BUNDLE_FIELDS;

export const BUNDLES: Record<BundleType, Loader> = {
  journal: nested(BUNDLE_FIELDS.journal),
  imprint: nested(BUNDLE_FIELDS.imprint),
  meeting: nested(BUNDLE_FIELDS.meeting),
  thesis: nested(BUNDLE_FIELDS.thesis),
};

export const isBundle = (type: string): type is BundleType => Object.hasOwn(BUNDLE_FIELDS, type);
