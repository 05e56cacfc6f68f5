import { asObject, isPlainObject } from '../serializer/jsonReaders';
import { orcidOf, rorOf } from './identifiers';
import { textOf } from './plainText';
import type { FoundPerson } from './work';

/**
 * An affiliation as CSL JSON and Crossref give it: a name, or `{name, id: [{id, id-type}]}`
 * (Crossref's ROR ids).
 */
const affiliationOf = (value: unknown): FoundPerson['affiliations'] => {
  if (typeof value === 'string') return textOf(value) ? [{ name: textOf(value) }] : [];
  const object = asObject(value);
  const ids = Array.isArray(object.id) ? object.id : [];
  const ror = ids.map((id) => rorOf(asObject(id).id)).find(Boolean);
  const name = textOf(object.name);
  return name || ror ? [{ name, ror }] : [];
};

/**
 * A CSL name as a creator: a family name makes a person (particles and suffix kept with it),
 * a literal name, Crossref's `name` or a family name of several words alone (BibTeX's braced
 * `{World Health Organization}`) an organisation.
 * ORCIDs come as Crossref's `ORCID` link or Citation.js's `_orcid`.
 */
export const personOfCslName = (value: unknown, role?: string): FoundPerson | undefined => {
  if (!isPlainObject(value)) return undefined;
  const family = [
    textOf(value['dropping-particle']),
    textOf(value['non-dropping-particle']),
    textOf(value.family),
    textOf(value.suffix),
  ]
    .filter(Boolean)
    .join(' ');
  const given = textOf(value.given);
  const affiliations = (Array.isArray(value.affiliation) ? value.affiliation : []).flatMap(
    affiliationOf,
  );
  const orcid = orcidOf(value.ORCID ?? value._orcid);
  // BibTeX's braced `{World Health Organization}` reaches CSL as a family name alone.
  const bracedName = !given && family === textOf(value.family) && family.includes(' ');
  const organisation =
    textOf(value.literal) ?? textOf(value.name) ?? (bracedName ? family : undefined);
  if ((textOf(value.family) && !bracedName) || (given && !organisation)) {
    return {
      type: 'personal',
      family: family || given,
      given: family ? given : undefined,
      orcid,
      affiliations,
      role,
    };
  }
  if (organisation) return { type: 'organizational', name: organisation, affiliations, role };
  return undefined;
};

/** A name as text, for a name list that has no place in the record. */
export const cslNameText = (value: unknown): string | undefined => {
  const person = personOfCslName(value);
  if (!person) return undefined;
  return person.type === 'personal'
    ? [person.family, person.given].filter(Boolean).join(', ')
    : person.name;
};
