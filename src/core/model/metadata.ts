import type { VocabularyRef } from './vocabulary';

/** Text keyed by locale, e.g. `{ en: 'My licence' }`. */
export type LocalisedText = Record<string, string>;

export interface Identifier {
  scheme: string;
  identifier: string;
}

export type PersonOrOrgType = 'personal' | 'organizational';

export interface PersonOrOrg {
  type: PersonOrOrgType;
  family_name?: string;
  given_name?: string;
  name?: string;
  identifiers?: Identifier[];
}

export interface Affiliation {
  id?: string;
  name?: string;
  acronym?: string;
}

/** A creator or a contributor (contributors carry a role). */
export interface Creatibutor {
  person_or_org: PersonOrOrg;
  affiliations?: Affiliation[];
  role?: VocabularyRef & { title?: LocalisedText };
}

export interface AdditionalTitle {
  title: string;
  type: VocabularyRef;
  lang?: VocabularyRef;
}

export interface AdditionalDescription {
  description: string;
  type: VocabularyRef;
  lang?: VocabularyRef;
}

export interface DateEntry {
  date: string;
  type: VocabularyRef;
  description?: string;
}

export interface Reference {
  reference: string;
  identifier?: string;
  scheme?: string;
}

export interface RelatedWork {
  relation_type: VocabularyRef;
  identifier: string;
  scheme: string;
  resource_type?: VocabularyRef;
}

/** A licence: standard ones are `{id}` references, custom ones carry their own text. */
export interface Licence {
  id?: string;
  title?: LocalisedText;
  description?: LocalisedText;
  link?: string;
  props?: { url?: string; scheme?: string };
  icon?: string;
}

/** A standard licence as the licence search returns it. */
export interface LicenceSearchHit {
  id: string;
  title_l10n: string;
  description_l10n?: string;
  props?: { url?: string; scheme?: string };
  icon?: string;
  tags?: string[];
}

export interface Subject {
  id?: string;
  subject?: string;
  scheme?: string;
}

export interface Funder {
  id?: string;
  name?: string;
}

export interface Award {
  id?: string;
  title?: LocalisedText;
  number?: string;
  identifiers?: Identifier[];
}

export interface Funding {
  funder: Funder;
  award?: Award;
}

/** `metadata` of a draft or record, in the server's shape. */
export interface Metadata {
  resource_type?: VocabularyRef & { title?: LocalisedText };
  title?: string;
  additional_titles?: AdditionalTitle[];
  publication_date?: string;
  creators?: Creatibutor[];
  contributors?: Creatibutor[];
  description?: string;
  additional_descriptions?: AdditionalDescription[];
  rights?: Licence[];
  languages?: (VocabularyRef & { title?: LocalisedText })[];
  dates?: DateEntry[];
  version?: string;
  publisher?: string;
  /** The copyright statement (InvenioRDM v13+). */
  copyright?: string;
  related_identifiers?: RelatedWork[];
  references?: Reference[];
  identifiers?: Identifier[];
  subjects?: Subject[];
  funding?: Funding[];
}
