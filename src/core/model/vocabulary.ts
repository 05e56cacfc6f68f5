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
