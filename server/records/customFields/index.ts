/**
 * Custom fields as InvenioRDM knows them: the repository's definitions (`RDM_CUSTOM_FIELDS`,
 * ./definitions.ts), how a draft's `custom_fields` is loaded and checked, and how it is
 * answered. The rules, each from the upstream file it was read in:
 *
 * invenio-records-resources, `services/custom_fields/`:
 * - `schema.py` (CustomFieldsSchema): `custom_fields` is loaded by a marshmallow schema built
 *   from the configured fields only, with marshmallow's default for unknown keys (RAISE), so
 *   a key that is not configured is refused with 'Unknown field.' at `custom_fields.<key>`.
 *   Answers are that schema's dump, so only configured fields are shown.
 * - `text.py`: TextCF and KeywordCF load a SanitizedUnicode string (marshmallow-utils
 *   `fields/sanitizedunicode.py`, `html.py`: trimmed, characters XML cannot hold and
 *   zero-width spaces removed); `field_cls=SanitizedHTML` makes an HTML field ('html' here).
 * - `number.py`: IntegerCF is `Integer(strict=True)`; DoubleCF is `Float`.
 * - `boolean.py`: BooleanCF is `Boolean`.
 * - `base.py` (BaseListCF): `multiple=True` wraps the field in `List`.
 *
 * marshmallow 3 (`fields.py`, `schema.py`), the messages: 'Not a valid string.',
 * 'Not a valid integer.' (strings, fractions and booleans too), 'Not a valid number.',
 * 'Special numeric values (nan or infinity) are not permitted.', 'Not a valid boolean.'
 * (Boolean also reads 1/0 and 'true', 'yes', 'on', 'y', 't', '1' and their opposites, in
 * three casings), 'Not a valid list.', 'Field may not be null.', 'Missing data for required
 * field.', 'Unknown field.'; a nested schema given a non-object says 'Invalid input type.'
 * under `<path>._schema`, a `Nested(many=True)` given a non-list 'Invalid type.'. A list's
 * errors are under the item's index (`custom_fields.demo:keywords.1`). Saving a draft keeps
 * the valid part (invenio-records-resources `services/records/schema.py`: the load's
 * `valid_data`; a list or object with errors and no valid part is left out).
 *
 * invenio-vocabularies:
 * - `services/custom_fields/vocabulary.py` (VocabularyCF): the value is
 *   `Nested(VocabularyRelationSchema, many=multiple)`; its relation reads the keys id, props,
 *   title and icon of the entry; `options()` dumps every entry of the vocabulary with
 *   VocabularyL10NItemSchema when `dump_options` is on (the default).
 * - `services/schema.py` (VocabularyRelationSchema): `id` is required; `title` is dump-only
 *   and removed before loading, so a `title` sent back is ignored; any other key ('props',
 *   'title_l10n', ...) is 'Unknown field.'. Its dump is `{id, title}` (title by locale).
 * - `resources/serializer.py` (VocabularyL10NItemSchema): an option is
 *   `{id, title_l10n, props?, icon?}`, the title in the page's language.
 * - `records/systemfields/relations.py` (CustomFieldsRelation) with invenio-records
 *   `systemfields/relations/results.py`: every commit (draft save and publish) checks each
 *   id; an unknown one refuses the request with "Invalid value <id>." (invenio-rdm-records
 *   `resources/config.py` answers InvalidRelationValue with 400 and that message).
 *
 * invenio-rdm-records, `contrib/<bundle>/custom_fields.py` (./bundles.ts): `journal:journal` has
 * title, issue, volume, pages, issn ('Please provide a valid ISSN.'); `imprint:imprint`
 * title, isbn ('Please provide a valid ISBN.'), pages, place, edition (since v18.0);
 * `meeting:meeting` acronym, dates, place, session_part, session, title, url ('You must
 * provide a valid URL.') and identifiers (a list of `{identifier, scheme}` with the related
 * identifier schemes, since v18.8); `thesis:thesis` university, department, type (since
 * v18.0), date_submitted and date_defended (EDTF, 'Please provide a valid date or interval.',
 * since v18.6). Each is a nested schema: an unknown sub-key is 'Unknown field.'.
 *
 * Simplifications: JSON numbers reach the server as JavaScript numbers, so `5.0` counts as
 * the integer 5; the HTML cleaner is the server's own (server/access/sanitize.ts), not
 * bleach's allow-list; text is not repaired with ftfy; identifiers are not normalised; the
 * thesis dates read the EDTF forms ./bundles.ts lists, not every level 2 form; an item of a
 * list that fails is left out whole (InvenioRDM may keep its valid keys).
 */
import type { Issue, Path } from '../validation/issues';
import { isObject } from '../validation/issues';
import type { VocabularyLookup, VocabularyRef } from '../validation/vocabulary';
import { BUNDLE_FIELDS, BUNDLES, isBundle } from './bundles';
import { DEMO_CUSTOM_FIELDS, type CustomFieldDefinition } from './definitions';
import {
  boolean,
  has,
  html,
  integer,
  list,
  nested,
  nestedList,
  number,
  Report,
  required,
  text,
  type Loader,
} from './fields';

export { DEMO_CUSTOM_FIELDS } from './definitions';
export type { CustomFieldDefinition, CustomFieldType } from './definitions';
export { BUNDLE_FIELDS } from './bundles';

/** VocabularyRelationSchema: a required id; `title` is dump-only and ignored on input. */
const vocabularyEntry = nested({ id: required(text) }, ['title']);

const SCALARS: Record<string, Loader> = { text, html, integer, number, boolean };

const loaderOf = (definition: CustomFieldDefinition): Loader => {
  if (definition.type === 'vocabulary') {
    return definition.multiple ? nestedList(vocabularyEntry) : vocabularyEntry;
  }
  if (isBundle(definition.type)) return BUNDLES[definition.type];
  const scalar = SCALARS[definition.type] as Loader;
  return definition.multiple ? list(scalar) : scalar;
};

export interface LoadedCustomFields {
  /** What is stored: the valid part, cleaned (texts trimmed, HTML sanitised, `{id}` only). */
  value: Record<string, unknown>;
  /** One issue per problem, at `custom_fields.<name>...`; report-only. */
  issues: Issue[];
}

/** Loads a draft's `custom_fields` object as InvenioRDM's CustomFieldsSchema does. */
export const loadCustomFields = (
  input: Record<string, unknown>,
  definitions: readonly CustomFieldDefinition[] = DEMO_CUSTOM_FIELDS,
): LoadedCustomFields => {
  const report = new Report();
  const value: Record<string, unknown> = {};
  const names = new Set(definitions.map((definition) => definition.name));
  for (const definition of definitions) {
    if (!has(input, definition.name)) continue;
    const path: Path = ['custom_fields', definition.name];
    const loaded = loaderOf(definition)(input[definition.name], path, report);
    if (loaded !== undefined) value[definition.name] = loaded;
  }
  for (const key of Object.keys(input)) {
    if (!names.has(key)) report.add(['custom_fields', key], 'Unknown field.');
  }
  return { value, issues: report.issues };
};

const entriesOf = (definition: CustomFieldDefinition, value: unknown): [unknown, Path][] => {
  const path: Path = ['custom_fields', definition.name];
  if (!definition.multiple) return [[value, path]];
  return Array.isArray(value) ? value.map((item, index) => [item, [...path, index]]) : [];
};

/** The vocabulary ids of loaded custom fields: each must exist (else 400 "Invalid value"). */
export const customFieldRefs = (
  value: Record<string, unknown>,
  definitions: readonly CustomFieldDefinition[] = DEMO_CUSTOM_FIELDS,
): VocabularyRef[] =>
  definitions
    .filter((definition) => definition.type === 'vocabulary' && has(value, definition.name))
    .flatMap((definition) =>
      entriesOf(definition, value[definition.name]).flatMap(([entry, path]) =>
        isObject(entry) && typeof entry.id === 'string'
          ? [{ path, type: definition.vocabulary ?? '', id: entry.id }]
          : [],
      ),
    );

/** A stored `{id}` as VocabularyRelationSchema dumps it: the id and the entry's titles. */
const dereference = (entry: unknown, type: string, lookup?: VocabularyLookup): unknown => {
  if (!isObject(entry) || typeof entry.id !== 'string') return entry;
  const title = lookup?.(type, entry.id)?.title;
  return title ? { id: entry.id, title } : { id: entry.id };
};

/**
 * Stored custom fields as answered: configured fields only, in their order; vocabulary
 * values dereferenced with `lookup` (just `{id}` without one); bundles with their declared
 * keys only; other values as stored (numbers stay numbers, `false` stays `false`).
 */
export const dumpCustomFields = (
  stored: Record<string, unknown>,
  lookup?: VocabularyLookup,
  definitions: readonly CustomFieldDefinition[] = DEMO_CUSTOM_FIELDS,
): Record<string, unknown> => {
  const dumped: Record<string, unknown> = {};
  for (const definition of definitions) {
    if (!has(stored, definition.name)) continue;
    const value = stored[definition.name];
    const type = definition.type;
    if (type === 'vocabulary') {
      const vocabulary = definition.vocabulary ?? '';
      dumped[definition.name] = Array.isArray(value)
        ? value.map((entry) => dereference(entry, vocabulary, lookup))
        : dereference(value, vocabulary, lookup);
    } else if (isBundle(type) && isObject(value)) {
      const keys = Object.keys(BUNDLE_FIELDS[type]).filter((key) => has(value, key));
      dumped[definition.name] = Object.fromEntries(keys.map((key) => [key, value[key]]));
    } else {
      dumped[definition.name] = value;
    }
  }
  return dumped;
};
