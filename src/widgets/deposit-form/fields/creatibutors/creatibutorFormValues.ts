import type { NameSuggestion } from '../../../../core/api';
import type {
  Affiliation,
  FormCreatibutor,
  Identifier,
  PersonOrOrgType,
} from '../../../../core/model';
import { personalName } from '../../../../core/serializer';
import { EDITABLE_SCHEMES, IDENTIFIER_SCHEMES } from './creatibutorFormIdentifiers';

/** Whether the modal edits a creator or a contributor (contributors must have a role). */
export type CreatibutorKind = 'creators' | 'contributors';

/** What the modal's own form edits: flat texts, one identifier input per scheme. */
export interface CreatibutorFormValues {
  type: PersonOrOrgType;
  family_name: string;
  given_name: string;
  /** The organisation's name (a person's name is built from the two parts). */
  name: string;
  /** Identifier text by scheme (orcid, ror, gnd, isni). */
  identifiers: Record<string, string>;
  /** Identifiers of other schemes, kept so editing does not drop them. */
  otherIdentifiers: Identifier[];
  affiliations: Affiliation[];
  role: string;
}

export const emptyCreatibutorValues = (): CreatibutorFormValues => ({
  type: 'personal',
  family_name: '',
  given_name: '',
  name: '',
  identifiers: {},
  otherIdentifiers: [],
  affiliations: [],
  role: '',
});

const splitIdentifiers = (identifiers: readonly Identifier[] = []) => {
  const byScheme: Record<string, string> = {};
  const others: Identifier[] = [];
  for (const identifier of identifiers) {
    if (EDITABLE_SCHEMES.has(identifier.scheme) && !(identifier.scheme in byScheme)) {
      byScheme[identifier.scheme] = identifier.identifier;
    } else {
      others.push(identifier);
    }
  }
  return { byScheme, others };
};

/** The modal's values for a creator being edited, or empty ones for a new one. */
export const toCreatibutorValues = (initial?: FormCreatibutor): CreatibutorFormValues => {
  if (!initial) return emptyCreatibutorValues();
  const person = initial.person_or_org;
  const { byScheme, others } = splitIdentifiers(person.identifiers);
  return {
    type: person.type,
    family_name: person.family_name ?? '',
    given_name: person.given_name ?? '',
    name: person.type === 'organizational' ? (person.name ?? '') : '',
    identifiers: byScheme,
    otherIdentifiers: others,
    affiliations: initial.affiliations ?? [],
    role: initial.role ?? '',
  };
};

/** The identifiers typed for this type's schemes, then the kept ones. */
const identifiersOf = ({ type, identifiers, otherIdentifiers }: CreatibutorFormValues) => [
  ...IDENTIFIER_SCHEMES[type]
    .map(({ scheme }) => ({ scheme, identifier: (identifiers[scheme] ?? '').trim() }))
    .filter(({ identifier }) => identifier !== ''),
  ...otherIdentifiers,
];

/**
 * The creator as the deposit form holds it. A person's `name` is rebuilt from the parts, so an
 * edited family name never leaves a stale display name; organisations have no affiliations.
 */
export const toFormCreatibutor = (values: CreatibutorFormValues): FormCreatibutor => {
  const role = values.role ? { role: values.role } : {};
  const identifiers = identifiersOf(values);
  if (values.type === 'organizational') {
    return {
      person_or_org: { type: 'organizational', name: values.name.trim(), identifiers },
      affiliations: [],
      ...role,
    };
  }
  const family = values.family_name.trim();
  const given = values.given_name.trim();
  return {
    person_or_org: {
      type: 'personal',
      family_name: family,
      given_name: given,
      name: personalName(family, given),
      identifiers,
    },
    affiliations: values.affiliations,
    ...role,
  };
};

/** The person's name parts; a suggestion with only 'Family, Given' is split at the comma. */
const nameParts = (suggestion: NameSuggestion) => {
  if (suggestion.family_name || suggestion.given_name) {
    return { family: suggestion.family_name ?? '', given: suggestion.given_name ?? '' };
  }
  const [family = '', ...rest] = suggestion.name.split(',');
  return { family: family.trim(), given: rest.join(',').trim() };
};

/** The values after picking a person from the names search; the role is kept. */
export const valuesFromName = (
  suggestion: NameSuggestion,
  current: CreatibutorFormValues,
): CreatibutorFormValues => {
  const { byScheme, others } = splitIdentifiers(suggestion.identifiers);
  const { family, given } = nameParts(suggestion);
  return {
    ...emptyCreatibutorValues(),
    type: 'personal',
    family_name: family,
    given_name: given,
    identifiers: byScheme,
    otherIdentifiers: others,
    affiliations: suggestion.affiliations ?? [],
    role: current.role,
  };
};
