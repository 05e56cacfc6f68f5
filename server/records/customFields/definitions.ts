/**
 * What a repository declares about its custom fields (its `RDM_CUSTOM_FIELDS`): one entry per
 * field, named `namespace:name`. See ./index.ts for where each type's rules come from.
 */

/** The field types the server knows; each one a custom-field class of InvenioRDM. */
export type CustomFieldType =
  /** TextCF / KeywordCF: a SanitizedUnicode string. */
  | 'text'
  /** TextCF with `field_cls=SanitizedHTML`: a string whose HTML is cleaned on save. */
  | 'html'
  /** IntegerCF: a strict integer. */
  | 'integer'
  /** DoubleCF: a float. */
  | 'number'
  /** BooleanCF. */
  | 'boolean'
  /** VocabularyCF: `{id}` of an entry of `vocabulary` (a list of them when `multiple`). */
  | 'vocabulary'
  /** The contrib bundles of invenio-rdm-records, one object each. */
  | 'journal'
  | 'imprint'
  | 'meeting'
  | 'thesis';

export interface CustomFieldDefinition {
  name: string;
  type: CustomFieldType;
  /** A list of values (`multiple=True`); not for the bundles. */
  multiple?: boolean;
  /** The vocabulary type of a `vocabulary` field. */
  vocabulary?: string;
  /**
   * Whether the deposit form gets the vocabulary's entries as options (VocabularyCF's
   * `dump_options`, true by default); false for a vocabulary searched as one types.
   */
  dumpOptions?: boolean;
}

/** The custom fields of the demo repository, in the order the deposit form shows them. */
export const DEMO_CUSTOM_FIELDS: readonly CustomFieldDefinition[] = [
  { name: 'journal:journal', type: 'journal' },
  { name: 'imprint:imprint', type: 'imprint' },
  { name: 'meeting:meeting', type: 'meeting' },
  { name: 'thesis:thesis', type: 'thesis' },
  { name: 'demo:project_url', type: 'text' },
  { name: 'demo:data_processing', type: 'text' },
  { name: 'demo:methods', type: 'html' },
  { name: 'demo:sample_count', type: 'integer' },
  { name: 'demo:instrument', type: 'vocabulary', vocabulary: 'instruments' },
  {
    name: 'demo:disciplines',
    type: 'vocabulary',
    vocabulary: 'disciplines',
    multiple: true,
    dumpOptions: false,
  },
  { name: 'demo:ongoing', type: 'boolean' },
  { name: 'demo:keywords', type: 'text', multiple: true },
  { name: 'demo:data_quality', type: 'integer' },
];
