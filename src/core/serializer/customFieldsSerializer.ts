import type { CustomFields } from '../model';
import { asObject, asText, isPlainObject } from './jsonReaders';
import { readLocalised } from './localisedText';
import { stripEmpty } from './stripEmpty';

/** The custom-field bundles the form edits, under InvenioRDM's namespaced keys, and their texts. */
const CUSTOM_FIELD_BUNDLES = {
  'imprint:imprint': ['title', 'isbn', 'place', 'pages', 'edition'],
  'journal:journal': ['title', 'issn', 'volume', 'issue', 'pages'],
  'meeting:meeting': ['title', 'acronym', 'dates', 'place', 'url', 'session', 'session_part'],
  'thesis:thesis': ['university', 'department', 'type', 'date_submitted', 'date_defended'],
} as const;

type BundleKey = keyof typeof CUSTOM_FIELD_BUNDLES;

const BUNDLE_KEYS = Object.keys(CUSTOM_FIELD_BUNDLES) as BundleKey[];

/** What a server or a host prints next to a vocabulary entry's id; none of it is sent back. */
const DUMPED_ENTRY_KEYS = new Set(['id', 'title', 'title_l10n', 'description', 'props', 'icon']);

/**
 * A reference to a vocabulary entry (a vocabulary custom field's value): an object with an id
 * and nothing but what the server dumps beside it. A bundle never has an `id`.
 */
const isEntryReference = (value: unknown): value is { id: string; title?: unknown } =>
  isPlainObject(value) &&
  typeof value.id === 'string' &&
  value.id !== '' &&
  Object.keys(value).every((key) => DUMPED_ENTRY_KEYS.has(key));

/** Applies `read` to a vocabulary value, alone or in a list; other values are left as they are. */
const mapEntries = (value: unknown, read: (entry: { id: string; title?: unknown }) => unknown) => {
  if (isEntryReference(value)) return read(value);
  if (Array.isArray(value) && value.length > 0 && value.every(isEntryReference)) {
    return value.map(read);
  }
  return value;
};

/** A bundle with every text the form shows, as read from the server (or '' when absent). */
const readBundle = (key: BundleKey, value: unknown): Record<string, unknown> => {
  const bundle = asObject(value);
  const texts = CUSTOM_FIELD_BUNDLES[key].map((field) => [field, asText(bundle[field])]);
  return { ...bundle, ...Object.fromEntries(texts) };
};

/**
 * Form values for `custom_fields`: the four bundles always present; a vocabulary entry as its
 * id and its title in the form's language; other keys kept as sent.
 */
export const deserializeCustomFields = (value: unknown, locale = ''): CustomFields => {
  const stored = asObject(stripEmpty(value));
  const entries = Object.entries(stored).map(([key, item]) => [
    key,
    mapEntries(item, ({ id, title }) => ({ id, title: readLocalised(title, locale) || id })),
  ]);
  const bundles = BUNDLE_KEYS.map((key) => [key, readBundle(key, stored[key])]);
  return { ...Object.fromEntries(entries), ...Object.fromEntries(bundles) };
};

/**
 * `custom_fields` for the server: vocabulary entries as references by id (InvenioRDM ignores
 * a title sent back and refuses any other key beside the id), empty texts and empty bundles
 * removed; always an object.
 */
export const serializeCustomFields = (value: unknown): CustomFields => {
  const stripped = asObject(stripEmpty(value));
  return Object.fromEntries(
    Object.entries(stripped).map(([key, item]) => [key, mapEntries(item, ({ id }) => ({ id }))]),
  );
};
