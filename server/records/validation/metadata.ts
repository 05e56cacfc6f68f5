import {
  invalidIdentifierMessage,
  isValidIdentifier,
} from '../../../src/core/rules/identifierSchemes';
import type { ApiVersion } from '../../http/negotiation';
import { checkCreatibutors } from './creators';
import { isEdtfDateOrInterval } from './edtf';
import { isBlank, isObject, MISSING, type Issues, type Path } from './issues';

const EDTF_MESSAGE = 'Please provide a valid date or interval.';
const MIN_LENGTH = 3;
const SHORT = `Shorter than minimum length ${MIN_LENGTH}.`;
const IDENTIFIER_SCHEMES = new Set(
  'ark arxiv ads crossreffunderid doi ean13 eissn grid handle igsn isbn isni issn istc lissn lsid pmid purl upc url urn wikidata w3id other'.split(
    ' ',
  ),
);

/** InvenioRDM v12's schemes had no Wikidata: v14 added it (invenio-rdm-records 23.1). */
const V12_IDENTIFIER_SCHEMES = new Set(
  [...IDENTIFIER_SCHEMES].filter((scheme) => scheme !== 'wikidata'),
);

type ItemCheck = (item: Record<string, unknown>, at: Path) => void;

/** A list field: not a list → dropped; each item not an object → dropped; else `check`. */
const eachItem = (issues: Issues, value: unknown, path: Path, check: ItemCheck): void => {
  if (value === undefined || value === null) return;
  if (!Array.isArray(value)) return issues.invalid(path, 'Not a valid list.');
  value.forEach((item, index) => {
    if (!isObject(item)) return issues.invalid([...path, index], 'Invalid input type.');
    check(item, [...path, index]);
  });
};

const hasId = (value: unknown): boolean =>
  isObject(value) && typeof value.id === 'string' && !isBlank(value.id);

/** `{id}` reference: absent → `missing` when required; present but malformed → dropped. */
const checkRef = (issues: Issues, value: unknown, path: Path, required: boolean): void => {
  if (value === undefined || value === null) {
    if (required) issues.missing(path);
    return;
  }
  if (!hasId(value)) {
    issues.invalid(path, 'Invalid value.');
    if (required) issues.missing(path);
  }
};

/** Optional text (minimum length when given); `required` reports absence. */
const checkText = (
  issues: Issues,
  value: unknown,
  path: Path,
  { required = false, min = 0, max = Infinity } = {},
): void => {
  if (value === undefined || value === null || value === '') {
    if (required) issues.missing(path);
    return;
  }
  if (typeof value !== 'string') return issues.invalid(path, 'Not a valid string.');
  if (value.trim().length < min) {
    issues.invalid(path, `Shorter than minimum length ${min}.`);
    if (required) issues.missing(path);
  }
  if (value.length > max) issues.invalid(path, `Longer than maximum length ${max}.`);
};

const checkEdtf = (issues: Issues, value: unknown, path: Path, required: boolean): void => {
  // An empty text is a date that does not parse, as for InvenioRDM's EDTF fields.
  if (value === undefined || value === null) {
    if (required) issues.missing(path);
    return;
  }
  if (typeof value !== 'string' || !isEdtfDateOrInterval(value)) {
    issues.invalid(path, EDTF_MESSAGE);
    if (required) issues.missing(path);
  }
};

/** Licences: an id (the server adds title/description/props) or free text with a title. */
const checkRights = (issues: Issues, value: unknown, path: Path): void =>
  eachItem(issues, value, path, (item, at) => {
    if (hasId(item)) return;
    if (!isObject(item.title) || Object.keys(item.title).length === 0) {
      return issues.invalid(at, 'An existing id or a free text title must be present.');
    }
    if (
      item.link !== undefined &&
      (typeof item.link !== 'string' || !/^https?:\/\/\S+$/.test(item.link))
    ) {
      issues.invalid([...at, 'link'], 'Not a valid URL.');
    }
  });

const checkFunding = (issues: Issues, value: unknown, path: Path): void =>
  eachItem(issues, value, path, (item, at) => {
    const funder = item.funder;
    if (funder === undefined || funder === null) issues.missing([...at, 'funder']);
    else if (
      !hasId(funder) &&
      !(isObject(funder) && typeof funder.name === 'string' && !isBlank(funder.name))
    ) {
      issues.invalid([...at, 'funder'], 'An existing id or a free text name must be present.');
      issues.missing([...at, 'funder']);
    }
    const award = item.award;
    if (award === undefined || award === null) return;
    const hasText = isObject(award) && (!isBlank(award.number) || isObject(award.title));
    if (!hasId(award) && !hasText) {
      issues.invalid([...at, 'award'], 'An existing id or either number or title must be present.');
    }
  });

/**
 * Every rule of InvenioRDM's metadata reference over `metadata`, required ones too: publish is
 * strict (https://inveniordm.docs.cern.ch/reference/metadata/).
 */
export const checkMetadata = (
  issues: Issues,
  metadata: Record<string, unknown>,
  apiVersion: ApiVersion = 'v13',
): void => {
  const schemes = apiVersion === 'v12' ? V12_IDENTIFIER_SCHEMES : IDENTIFIER_SCHEMES;
  const at = (...keys: (string | number)[]): Path => ['metadata', ...keys];
  checkRef(issues, metadata.resource_type, at('resource_type'), true);
  checkText(issues, metadata.title, at('title'), { required: true, min: MIN_LENGTH });
  checkEdtf(issues, metadata.publication_date, at('publication_date'), true);
  checkCreatibutors(issues, metadata.creators, at('creators'), {
    required: true,
    roleRequired: false,
  });
  checkCreatibutors(issues, metadata.contributors, at('contributors'), {
    required: false,
    roleRequired: true,
  });
  checkText(issues, metadata.description, at('description'), { min: MIN_LENGTH });
  checkText(issues, metadata.version, at('version'), { max: 191 });
  checkText(issues, metadata.publisher, at('publisher'));
  checkText(issues, metadata.copyright, at('copyright'));
  eachItem(issues, metadata.additional_titles, at('additional_titles'), (item, path) => {
    if (isBlank(item.title)) issues.missing([...path, 'title']);
    else if (typeof item.title !== 'string' || item.title.trim().length < MIN_LENGTH) {
      issues.invalid(path, SHORT);
    }
    checkRef(issues, item.type, [...path, 'type'], true);
    checkRef(issues, item.lang, [...path, 'lang'], false);
  });
  eachItem(
    issues,
    metadata.additional_descriptions,
    at('additional_descriptions'),
    (item, path) => {
      checkText(issues, item.description, [...path, 'description'], {
        required: true,
        min: MIN_LENGTH,
      });
      checkRef(issues, item.type, [...path, 'type'], true);
      checkRef(issues, item.lang, [...path, 'lang'], false);
    },
  );
  checkRights(issues, metadata.rights, at('rights'));
  eachItem(issues, metadata.languages, at('languages'), (item, path) => {
    if (!hasId(item)) issues.invalid(path, 'Invalid value.');
  });
  eachItem(issues, metadata.subjects, at('subjects'), (item, path) => {
    if (!hasId(item) && isBlank(item.subject)) {
      issues.invalid(path, 'An existing id or a free text subject must be present.');
    }
  });
  eachItem(issues, metadata.dates, at('dates'), (item, path) => {
    checkEdtf(issues, item.date, [...path, 'date'], true);
    checkRef(issues, item.type, [...path, 'type'], true);
  });
  eachItem(issues, metadata.identifiers, at('identifiers'), (item, path) => {
    checkText(issues, item.identifier, [...path, 'identifier'], { required: true });
    if (isBlank(item.scheme)) issues.missing([...path, 'scheme']);
    else if (!schemes.has(String(item.scheme).toLowerCase())) {
      issues.invalid([...path, 'scheme'], 'Invalid scheme.');
      issues.missing([...path, 'scheme']);
    } else if (
      // InvenioRDM v14 checks a Wikidata QID as idutils does.
      String(item.scheme).toLowerCase() === 'wikidata' &&
      typeof item.identifier === 'string' &&
      !isValidIdentifier('wikidata', item.identifier)
    ) {
      issues.invalid([...path, 'identifier'], invalidIdentifierMessage('wikidata'));
    }
  });
  eachItem(issues, metadata.related_identifiers, at('related_identifiers'), (item, path) => {
    checkText(issues, item.identifier, [...path, 'identifier'], { required: true });
    checkText(issues, item.scheme, [...path, 'scheme'], { required: true });
    checkRef(issues, item.relation_type, [...path, 'relation_type'], true);
    checkRef(issues, item.resource_type, [...path, 'resource_type'], false);
  });
  eachItem(issues, metadata.references, at('references'), (item, path) => {
    checkText(issues, item.reference, [...path, 'reference'], { required: true });
  });
  checkFunding(issues, metadata.funding, at('funding'));
  for (const key of ['sizes', 'formats']) {
    const list = metadata[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) issues.invalid(at(key), 'Not a valid list.');
    else
      list.forEach((item, index) => {
        if (typeof item !== 'string' || isBlank(item)) issues.invalid(at(key, index), MISSING);
      });
  }
};
