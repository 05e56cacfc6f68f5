import type { PersonOrOrgType } from '../../../../core/model';
import {
  ORGANISATION_IDENTIFIER_SCHEMES,
  PERSON_IDENTIFIER_SCHEMES,
  type IdentifierScheme,
} from '../../../../core/rules/identifierSchemes';

/**
 * The identifier schemes the creator modal offers, one input each: people have ORCID, GND and
 * ISNI; organisations ROR, GND and ISNI (InvenioRDM's defaults).
 */
export interface IdentifierSchemeChoice {
  scheme: string;
  /** A proper name: shown as is, not translated. */
  label: string;
  /** An example of the expected form. */
  placeholder?: string;
}

const EXAMPLES: Record<string, string> = {
  orcid: '0000-0002-1825-0097',
  ror: '03yrm5c26',
  gnd: '118540238',
  isni: '0000 0001 2103 2683',
};

const choicesOf = (schemes: readonly IdentifierScheme[]): IdentifierSchemeChoice[] =>
  schemes.map(({ id, label }) => ({ scheme: id, label, placeholder: EXAMPLES[id] }));

export const IDENTIFIER_SCHEMES: Record<PersonOrOrgType, readonly IdentifierSchemeChoice[]> = {
  personal: choicesOf(PERSON_IDENTIFIER_SCHEMES),
  organizational: choicesOf(ORGANISATION_IDENTIFIER_SCHEMES),
};

/** Every scheme an input exists for, whatever the type. */
export const EDITABLE_SCHEMES: ReadonlySet<string> = new Set(
  [...PERSON_IDENTIFIER_SCHEMES, ...ORGANISATION_IDENTIFIER_SCHEMES].map(({ id }) => id),
);
