import { isBlank, isObject, type Issues, type Path } from './issues';

const PERSON_SCHEMES = new Set(['orcid', 'gnd', 'isni', 'ror']);
const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const TYPES = ['personal', 'organizational'];

const checkIdentifiers = (issues: Issues, value: unknown, path: Path): void => {
  if (value === undefined) return;
  if (!Array.isArray(value)) return issues.invalid(path, 'Not a valid list.');
  const seen = new Set<string>();
  value.forEach((item, index) => {
    const at = [...path, index];
    if (!isObject(item)) return issues.invalid(at, 'Invalid identifiers');
    const scheme = typeof item.scheme === 'string' ? item.scheme.toLowerCase() : '';
    if (!PERSON_SCHEMES.has(scheme)) return issues.invalid([...at, 'scheme'], 'Invalid scheme.');
    if (typeof item.identifier !== 'string' || isBlank(item.identifier)) {
      return issues.invalid(at, 'Invalid identifiers');
    }
    if (
      scheme === 'orcid' &&
      !ORCID.test(item.identifier.replace(/^https?:\/\/orcid\.org\//, ''))
    ) {
      return issues.invalid([...at, 'identifier'], 'Invalid ORCID identifier.');
    }
    if (seen.has(scheme)) return issues.invalid(at, `Only one identifier per scheme (${scheme}).`);
    seen.add(scheme);
  });
};

const checkPersonOrOrg = (issues: Issues, value: unknown, path: Path): void => {
  if (!isObject(value)) {
    if (value !== undefined) issues.invalid(path, 'Invalid input type.');
    return issues.missing(path);
  }
  if (!TYPES.includes(value.type as string)) {
    if (value.type !== undefined)
      issues.invalid([...path, 'type'], 'Must be one of: personal, organizational.');
    else issues.missing([...path, 'type']);
    return;
  }
  for (const key of ['family_name', 'given_name', 'name'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string') {
      issues.invalid([...path, key], 'Not a valid string.');
    }
  }
  if (
    value.type === 'personal' &&
    (typeof value.family_name !== 'string' || isBlank(value.family_name))
  ) {
    issues.missing([...path, 'family_name'], 'Family name cannot be blank.');
  }
  if (value.type === 'organizational' && (typeof value.name !== 'string' || isBlank(value.name))) {
    issues.missing([...path, 'name'], 'Name cannot be blank.');
  }
  checkIdentifiers(issues, value.identifiers, [...path, 'identifiers']);
};

const checkAffiliations = (issues: Issues, value: unknown, path: Path): void => {
  if (value === undefined) return;
  if (!Array.isArray(value)) return issues.invalid(path, 'Not a valid list.');
  const seen = new Set<string>();
  value.forEach((item, index) => {
    const at = [...path, index];
    const id = isObject(item) && typeof item.id === 'string' && !isBlank(item.id) ? item.id : '';
    const name =
      isObject(item) && typeof item.name === 'string' && !isBlank(item.name) ? item.name : '';
    if (!id && !name)
      return issues.invalid(at, 'An existing id or a free text name must be present.');
    const key = id || `name:${name}`;
    if (seen.has(key)) return issues.invalid(at, 'Duplicated affiliations.');
    seen.add(key);
  });
};

const checkRole = (issues: Issues, value: unknown, path: Path, required: boolean): void => {
  if (value === undefined || value === null) {
    if (required) issues.missing(path);
    return;
  }
  if (!isObject(value) || typeof value.id !== 'string' || isBlank(value.id)) {
    issues.invalid(path, 'Invalid role.');
    if (required) issues.missing(path);
  }
};

/**
 * Creators (`required`: at least one to publish) or contributors (each needs a role).
 * A personal name is computed as "Family, Given" (done by the caller when storing).
 */
export const checkCreatibutors = (
  issues: Issues,
  value: unknown,
  path: Path,
  { required, roleRequired }: { required: boolean; roleRequired: boolean },
): void => {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) {
    if (required) issues.missing(path);
    return;
  }
  if (!Array.isArray(value)) {
    issues.invalid(path, 'Not a valid list.');
    if (required) issues.missing(path);
    return;
  }
  value.forEach((item, index) => {
    const at = [...path, index];
    if (!isObject(item)) return issues.invalid(at, 'Invalid input type.');
    checkPersonOrOrg(issues, item.person_or_org, [...at, 'person_or_org']);
    checkAffiliations(issues, item.affiliations, [...at, 'affiliations']);
    checkRole(issues, item.role, [...at, 'role'], roleRequired);
  });
};

/** `name` of a personal creator, as InvenioRDM computes it: "Family, Given". */
export const personalName = (familyName: string, givenName: string | undefined): string =>
  givenName?.trim() ? `${familyName.trim()}, ${givenName.trim()}` : familyName.trim();
