import type { FormCreatibutor, Identifier, PersonOrOrgType } from '../model';
import {
  invalidIdentifierMessage,
  isValidIdentifier,
  ORGANISATION_IDENTIFIER_SCHEMES,
  PERSON_IDENTIFIER_SCHEMES,
} from '../rules/identifierSchemes';
import { personalName } from '../serializer/creatibutorSerializer';
import { FAMILY_NAME_REQUIRED, NAME_REQUIRED, ROLE_REQUIRED } from '../validation/messages';
import { AFFILIATION_SEPARATOR, type ImportColumn } from './columns';
import type { ImportedRow, ImportMessage, ImportOptions } from './types';

/** A row's cells by column; a missing column is empty. */
export type ImportCells = Partial<Record<ImportColumn, string>>;

/** At most this many people are read from one file; the rows after are refused. */
export const MAX_IMPORTED_ROWS = 10_000;

export const UNKNOWN_TYPE = 'Unknown type: {{type}}';
export const UNKNOWN_ROLE = 'Unknown role: {{role}}';
export const TOO_MANY_ROWS = 'Too many rows: at most {{max}} are read.';

const TYPES: Readonly<Record<string, PersonOrOrgType>> = {
  '': 'personal',
  personal: 'personal',
  person: 'personal',
  organizational: 'organizational',
  organisational: 'organizational',
  organization: 'organizational',
  organisation: 'organizational',
};

const SCHEMES: Readonly<Record<PersonOrOrgType, readonly string[]>> = {
  personal: PERSON_IDENTIFIER_SCHEMES.map(({ id }) => id),
  organizational: ORGANISATION_IDENTIFIER_SCHEMES.map(({ id }) => id),
};

const cell = (cells: ImportCells, column: ImportColumn) => (cells[column] ?? '').trim();

/** 'Family, Given' in the name column stands for both parts. */
const nameParts = (cells: ImportCells) => {
  const family = cell(cells, 'family_name');
  const given = cell(cells, 'given_name');
  if (family || given) return { family, given };
  const [first = '', ...rest] = cell(cells, 'name').split(',');
  return { family: first.trim(), given: rest.join(',').trim() };
};

/** The identifiers of the type's schemes, each checked as the creator modal checks it. */
const identifiersOf = (cells: ImportCells, type: PersonOrOrgType, errors: ImportMessage[]) => {
  const identifiers: Identifier[] = [];
  for (const scheme of SCHEMES[type]) {
    const identifier = cell(cells, scheme as ImportColumn);
    if (!identifier) continue;
    if (isValidIdentifier(scheme, identifier)) identifiers.push({ scheme, identifier });
    else errors.push({ message: invalidIdentifierMessage(scheme) });
  }
  return identifiers;
};

/** The role's id, found by id or by its label in the repository's roles. */
const roleOf = (cells: ImportCells, options: ImportOptions, errors: ImportMessage[]) => {
  const role = cell(cells, 'role');
  if (!role) {
    if (options.kind === 'contributors') errors.push({ message: ROLE_REQUIRED });
    return {};
  }
  if (!options.roleOptions) return { role };
  const wanted = role.toLowerCase();
  const found = options.roleOptions.find(
    ({ value, text }) => value.toLowerCase() === wanted || text.toLowerCase() === wanted,
  );
  if (!found) errors.push({ message: UNKNOWN_ROLE, values: { role } });
  return found ? { role: found.value } : {};
};

const affiliationTextsOf = (cells: ImportCells) => [
  ...new Set(
    cell(cells, 'affiliations')
      .split(AFFILIATION_SEPARATOR)
      .map((text) => text.trim())
      .filter((text) => text !== ''),
  ),
];

/**
 * One person or organisation from a row's cells, as the creator modal would save them, with
 * each thing the modal would refuse. Organisations have no affiliations, as in the modal.
 */
export const importedRow = (
  cells: ImportCells,
  number: number,
  options: ImportOptions,
): ImportedRow => {
  const errors: ImportMessage[] = [];
  const typeText = cell(cells, 'type');
  const type = TYPES[typeText.toLowerCase()];
  if (!type) errors.push({ message: UNKNOWN_TYPE, values: { type: typeText } });
  const resolved = type ?? 'personal';
  const identifiers = identifiersOf(cells, resolved, errors);
  const role = roleOf(cells, options, errors);
  let creatibutor: FormCreatibutor;
  if (resolved === 'organizational') {
    const name = cell(cells, 'name');
    if (!name) errors.unshift({ message: NAME_REQUIRED });
    creatibutor = {
      person_or_org: { type: resolved, name, identifiers },
      affiliations: [],
      ...role,
    };
  } else {
    const { family, given } = nameParts(cells);
    if (!family) errors.unshift({ message: FAMILY_NAME_REQUIRED });
    creatibutor = {
      person_or_org: {
        type: resolved,
        family_name: family,
        given_name: given,
        name: personalName(family, given),
        identifiers,
      },
      affiliations: [],
      ...role,
    };
  }
  const affiliationTexts = resolved === 'organizational' ? [] : affiliationTextsOf(cells);
  return { number, creatibutor, affiliationTexts, errors };
};

/** A row past MAX_IMPORTED_ROWS: named, so the user sees which, and refused. */
export const rowOverLimit = (cells: ImportCells, number: number): ImportedRow => {
  const { family, given } = nameParts(cells);
  const name = personalName(family, given) || cell(cells, 'name');
  return {
    number,
    creatibutor: { person_or_org: { type: 'personal', name, identifiers: [] }, affiliations: [] },
    affiliationTexts: [],
    errors: [{ message: TOO_MANY_ROWS, values: { max: MAX_IMPORTED_ROWS } }],
  };
};
