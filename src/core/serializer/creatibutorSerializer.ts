import type { Creatibutor, FormCreatibutor, PersonOrOrg } from '../model';
import {
  asObject,
  asObjects,
  asText,
  vocabularyId,
  vocabularyRef,
  type JsonObject,
} from './jsonReaders';

/** InvenioRDM's display name of a person: "Family, Given" (either part alone if the other is empty). */
export const personalName = (familyName = '', givenName = ''): string =>
  [familyName, givenName].filter((part) => part !== '').join(', ');

const readAffiliation = (value: JsonObject) => {
  const id = asText(value.id);
  const name = asText(value.name);
  return { ...(id && { id }), ...(name && { name }) };
};

/** A creator or contributor as the form edits it; every text present, the role as its id. */
export const deserializeCreatibutor = (value: JsonObject): FormCreatibutor => {
  const person = asObject(value.person_or_org);
  return {
    person_or_org: {
      type: person.type === 'organizational' ? 'organizational' : 'personal',
      given_name: asText(person.given_name),
      family_name: asText(person.family_name),
      name: asText(person.name),
      identifiers: asObjects(person.identifiers).map((identifier) => ({
        scheme: asText(identifier.scheme),
        identifier: asText(identifier.identifier),
      })),
    },
    affiliations: asObjects(value.affiliations).map(readAffiliation),
    role: vocabularyId(value.role),
  };
};

/** Fills the name InvenioRDM computes for a person, when the form has none yet. */
const withName = (person: PersonOrOrg): PersonOrOrg =>
  person.type === 'personal' && !person.name
    ? { ...person, name: personalName(person.family_name, person.given_name) }
    : person;

/** A creator or contributor for the server: the role as a `{id}` reference. */
export const serializeCreatibutor = (value: FormCreatibutor): Creatibutor => ({
  person_or_org: withName(value.person_or_org ?? { type: 'personal' }),
  // Affiliations keep id and name: the server takes the id and refreshes the name from it.
  affiliations: value.affiliations,
  role: vocabularyRef(value.role),
});
