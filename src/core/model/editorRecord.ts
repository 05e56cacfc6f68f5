import type { DraftRecord } from './record';
import type { Affiliation, Identifier, LocalisedText, PersonOrOrg } from './metadata';

/**
 * The record as the deposit form edits it. Vocabulary references are plain ids, localised
 * texts are plain strings in the editor's locale; the serializer converts to and from the
 * server's shape (`DraftRecord`).
 */

export interface FormVocabularyItem {
  id: string;
  /** Display label, kept so a chosen item can be shown without another look-up. */
  title?: string;
}

export interface FormCreatibutor {
  person_or_org: PersonOrOrg;
  affiliations: Affiliation[];
  /** Role id; contributors require one. */
  role?: string;
}

export interface FormAdditionalTitle {
  title: string;
  type: string;
  lang?: string;
}

export interface FormAdditionalDescription {
  description: string;
  type: string;
  lang?: string;
}

export interface FormDate {
  date: string;
  type: string;
  description?: string;
}

export interface FormRelatedWork {
  relation_type: string;
  identifier: string;
  scheme: string;
  resource_type?: string;
}

export interface FormReference {
  reference: string;
  identifier?: string;
  scheme?: string;
}

/** A licence in the form: standard ones keep their id, custom ones their own text. */
export interface FormLicence {
  id?: string;
  title: string;
  description?: string;
  link?: string;
  /** A custom licence's texts in every language it was stored in (the form edits one). */
  titleTexts?: LocalisedText;
  descriptionTexts?: LocalisedText;
}

export interface FormSubject {
  id?: string;
  subject: string;
}

export interface FormAward {
  id?: string;
  title?: string;
  /** A custom award's titles in every language it was stored in (the form edits one). */
  titleTexts?: LocalisedText;
  number?: string;
  /** The award's `url`-scheme identifier, edited as one field (as InvenioRDM's form does). */
  url?: string;
  /** Any other identifiers, kept so a save does not drop them. */
  identifiers?: Identifier[];
}

export interface FormFunding {
  funder: { id?: string; name?: string };
  award?: FormAward;
}

export interface FormMetadata {
  resource_type: string;
  title: string;
  additional_titles: FormAdditionalTitle[];
  publication_date: string;
  creators: FormCreatibutor[];
  contributors: FormCreatibutor[];
  description: string;
  additional_descriptions: FormAdditionalDescription[];
  rights: FormLicence[];
  languages: FormVocabularyItem[];
  dates: FormDate[];
  version: string;
  publisher: string;
  /** The copyright statement (InvenioRDM v13+). */
  copyright: string;
  related_identifiers: FormRelatedWork[];
  references: FormReference[];
  identifiers: Identifier[];
  subjects: FormSubject[];
  funding: FormFunding[];
  /** Metadata the form does not edit (locations, sizes, formats ...), sent back unchanged. */
  [otherField: string]: unknown;
}

/** The draft with its metadata in form shape; everything else is kept as the server sent it. */
export type EditorRecord = Omit<DraftRecord, 'metadata' | 'errors'> & { metadata: FormMetadata };
