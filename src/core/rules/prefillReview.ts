import type { CustomFields, FormMetadata, FormVocabularies } from '../model';
import type { PrefillEntry, UnmappedValue } from '../prefill/types';
import { labelForErrorPath } from '../serializer/errorFieldLabels';
import { FORM_METADATA_FIELDS } from '../serializer/formDefaults';
import { asObject, asText, isPlainObject } from '../serializer/jsonReaders';
import { deserializeRecord } from '../serializer/recordSerializer';
import { stripEmpty } from '../serializer/stripEmpty';
import { resourceTypeLabel } from './resourceTypes';
import { truncate } from './truncate';

/**
 * The review of a prefill (docs/behaviour.md#start-from-a-doi-or-a-citation-file): which
 * fields of the form an entry fills, what it would put there and what the form holds now.
 */

/** An entry's metadata and custom fields as form values. */
export interface PrefillValues {
  metadata: FormMetadata;
  custom_fields: CustomFields;
}

/** The form's values a prefill may change (`EditorRecord` is one). */
export type PrefillTarget = PrefillValues;

/** The entry read the way the form reads a loaded draft, so it lands as a draft's values do. */
export const prefillValuesOf = (entry: PrefillEntry, locale: string): PrefillValues => {
  const { metadata, custom_fields } = deserializeRecord(
    { metadata: entry.metadata, custom_fields: entry.custom_fields },
    { locale },
  );
  return { metadata, custom_fields };
};

/** One field the entry fills. */
export interface PrefillRow {
  /** The field's path in the form: `metadata.title`, `custom_fields.journal:journal`. */
  path: string;
  /** The form's own label of the field (an English text, or the host's custom-field label). */
  label: string;
  /** Short texts of the value found, one per item of a list. */
  found: string[];
  /** The same of what the form holds now; empty when the field is empty. */
  current: string[];
  /** The form holds a value here: it stays unless the depositor chooses the one found. */
  held: boolean;
}

/** The custom fields the form shows (`customSectionsOf`): their paths and the host's labels. */
export interface PrefillFormFields {
  customFields: readonly string[];
  customLabels: Readonly<Record<string, string>>;
  vocabularies?: FormVocabularies;
}

/** The longest text a row shows of one value. */
const SUMMARY_LENGTH = 120;

export const isEmptyValue = (value: unknown): boolean => stripEmpty(value) === undefined;

/** The value at `metadata.<key>` or `custom_fields.<key>`; a key never holds a dot. */
export const valueAtPath = (values: PrefillTarget, path: string): unknown => {
  const [part, key = ''] = splitPath(path);
  const holder: Record<string, unknown> =
    part === 'metadata' ? values.metadata : values.custom_fields;
  return Object.prototype.hasOwnProperty.call(holder, key) ? holder[key] : undefined;
};

export const splitPath = (path: string): ['metadata' | 'custom_fields', string] => {
  const dot = path.indexOf('.');
  const part = path.slice(0, dot) === 'metadata' ? 'metadata' : 'custom_fields';
  return [part, path.slice(dot + 1)];
};

/** Markup of a description becomes its text: the row shows a summary, not the page. */
const plainText = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const short = (text: string) => truncate(plainText(text), SUMMARY_LENGTH);

const joined = (...parts: unknown[]) =>
  parts
    .map((part) => asText(part))
    .filter((part) => part !== '')
    .join(', ');

const personName = (value: unknown) => {
  const person = asObject(asObject(value).person_or_org);
  return asText(person.name) || joined(person.family_name, person.given_name);
};

const titleOrId = (value: unknown) => {
  const item = asObject(value);
  return asText(item.title) || asText(item.id);
};

/** A relation by the form's label for it ('Is supplement to'), else its id. */
const relationText = (value: unknown, vocabularies: FormVocabularies | undefined) => {
  const id = asText(asObject(value).id) || asText(value);
  return (
    vocabularies?.related_identifiers?.relation_type?.find((type) => type.value === id)?.text ?? id
  );
};

/** How each list field's item reads in a row. */
const ITEM_TEXTS: Record<
  string,
  (item: Record<string, unknown>, vocabularies: FormVocabularies | undefined) => string
> = {
  additional_titles: (item) => asText(item.title),
  creators: personName,
  contributors: personName,
  additional_descriptions: (item) => asText(item.description),
  rights: titleOrId,
  languages: titleOrId,
  dates: (item) => joined(item.date, item.type),
  related_identifiers: (item, vocabularies) =>
    joined(relationText(item.relation_type, vocabularies), item.identifier),
  references: (item) => asText(item.reference) || asText(item.identifier),
  identifiers: (item) => joined(item.scheme, item.identifier),
  subjects: (item) => asText(item.subject) || asText(item.id),
  funding: (item) => {
    const funder = asObject(item.funder);
    const award = asObject(item.award);
    return joined(asText(funder.name) || asText(funder.id), award.number, award.title);
  },
};

const resourceTypeText = (id: string, vocabularies: FormVocabularies | undefined) => {
  const option = vocabularies?.resource_type?.find((type) => type.id === id);
  return option ? resourceTypeLabel(option) : id;
};

/** Any other value: its texts, a vocabulary entry its title, a bundle its parts. */
const anyValueText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(anyValueText).filter(Boolean).join('; ');
  if (isPlainObject(value)) {
    if (typeof value.id === 'string' && value.id !== '') return titleOrId(value);
    return Object.values(value).map(anyValueText).filter(Boolean).join(', ');
  }
  return (
    asText(value) || (typeof value === 'number' || typeof value === 'boolean' ? String(value) : '')
  );
};

/** The texts a row shows of a field's value; none when it is empty. */
export const summaryOf = (
  path: string,
  value: unknown,
  vocabularies?: FormVocabularies,
): string[] => {
  const kept = stripEmpty(value);
  if (kept === undefined) return [];
  const [part, key] = splitPath(path);
  if (part === 'metadata' && key === 'resource_type') {
    return [resourceTypeText(asText(kept), vocabularies)];
  }
  const itemText = part === 'metadata' ? ITEM_TEXTS[key] : undefined;
  const items = Array.isArray(kept) ? kept : [kept];
  return items
    .map((item) =>
      itemText && isPlainObject(item) ? itemText(item, vocabularies) : anyValueText(item),
    )
    .filter((text) => text !== '')
    .map(short);
};

const labelOf = (path: string, fields: PrefillFormFields) => {
  const [part, key] = splitPath(path);
  if (part === 'custom_fields') return fields.customLabels[path] ?? labelForErrorPath(path);
  return FORM_METADATA_FIELDS.includes(key) ? labelForErrorPath(path) : key;
};

/**
 * The paths an entry fills, in the form's order: its metadata fields, then the custom fields
 * the form shows. Custom fields the form has no place for are not among them (see
 * `unplacedValues`).
 */
const filledPaths = (found: PrefillValues, fields: PrefillFormFields): string[] => [
  ...Object.keys(found.metadata)
    .sort((a, b) => metadataOrder(a) - metadataOrder(b))
    .map((key) => `metadata.${key}`),
  ...fields.customFields.filter((path) => {
    const [, key] = splitPath(path);
    return Object.prototype.hasOwnProperty.call(found.custom_fields, key);
  }),
];

const metadataOrder = (key: string) => {
  const at = FORM_METADATA_FIELDS.indexOf(key);
  return at === -1 ? FORM_METADATA_FIELDS.length : at;
};

/** One row per field the entry fills; `held` where the form already has a value. */
export const prefillRows = (
  found: PrefillValues,
  current: PrefillTarget,
  fields: PrefillFormFields,
): PrefillRow[] =>
  filledPaths(found, fields)
    .filter((path) => !isEmptyValue(valueAtPath(found, path)))
    .map((path) => {
      const now = valueAtPath(current, path);
      return {
        path,
        label: labelOf(path, fields),
        found: summaryOf(path, valueAtPath(found, path), fields.vocabularies),
        current: summaryOf(path, now, fields.vocabularies),
        held: !isEmptyValue(now),
      };
    });

/** The rows ticked at first: those whose field is empty in the form. */
export const defaultChoice = (rows: readonly PrefillRow[]): Set<string> =>
  new Set(rows.filter((row) => !row.held).map((row) => row.path));

/**
 * What the depositor is shown but cannot have filled in: the entry's own unmapped values and
 * its custom fields the form has no place for.
 */
export const unplacedValues = (
  entry: PrefillEntry,
  found: PrefillValues,
  fields: PrefillFormFields,
): UnmappedValue[] => [
  ...entry.unmapped,
  ...Object.keys(asObject(stripEmpty(entry.custom_fields)))
    .filter((key) => !fields.customFields.includes(`custom_fields.${key}`))
    .map((key) => ({
      source: key,
      value: summaryOf(`custom_fields.${key}`, found.custom_fields[key]).join('; '),
    })),
];
