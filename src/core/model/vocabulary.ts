/** A reference to a controlled-vocabulary entry, as the server expects it on input. */
export interface VocabularyRef {
  id: string;
}

/** A vocabulary entry as the server returns it (title keyed by locale). */
export interface VocabularyEntry extends VocabularyRef {
  title?: Record<string, string>;
  title_l10n?: string;
  description?: Record<string, string>;
  description_l10n?: string;
  icon?: string;
  props?: Record<string, string>;
  tags?: string[];
}

/** An option of the resource-type dropdown; its label is 'type / subtype'. */
export interface ResourceTypeOption {
  id: string;
  icon: string;
  type_name: string;
  subtype_name: string;
}

/** A choice offered by a select field. */
export interface SelectOption {
  value: string;
  text: string;
}

/**
 * The option lists of the deposit form's short vocabularies, as the host page prints them in
 * the form's config (InvenioRDM's `vocabularies`). Long vocabularies (languages, subjects,
 * names, affiliations, funders, licences) are searched instead.
 */
export interface FormVocabularies {
  resource_type?: ResourceTypeOption[];
  titles?: { type?: SelectOption[] };
  descriptions?: { type?: SelectOption[] };
  dates?: { type?: SelectOption[] };
  creators?: { role?: SelectOption[] };
  contributors?: { role?: SelectOption[] };
  /** Schemes of the record's alternate identifiers. */
  identifiers?: { scheme?: SelectOption[] };
  related_identifiers?: { relation_type?: SelectOption[]; scheme?: SelectOption[] };
  /** The reasons a record's owner may give for deleting it (InvenioRDM v14). */
  deletion_request_removal_reasons?: SelectOption[];
}
