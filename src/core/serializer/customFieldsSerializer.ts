import type { CustomFields } from '../model';
import { asObject, asText, isPlainObject } from './jsonReaders';
import { stripEmpty } from './stripEmpty';

/** The custom-field bundles the form edits, under InvenioRDM's namespaced keys, and their texts. */
export const CUSTOM_FIELD_BUNDLES = {
  'imprint:imprint': ['title', 'isbn', 'place', 'pages'],
  'journal:journal': ['title', 'issn', 'volume', 'issue', 'pages'],
  'meeting:meeting': ['title', 'acronym', 'dates', 'place', 'url', 'session', 'session_part'],
  'thesis:thesis': ['university'],
} as const;

type BundleKey = keyof typeof CUSTOM_FIELD_BUNDLES;

const BUNDLE_KEYS = Object.keys(CUSTOM_FIELD_BUNDLES) as BundleKey[];

/** A bundle with every text the form shows, as read from the server (or '' when absent). */
const readBundle = (key: BundleKey, value: unknown): Record<string, unknown> => {
  const bundle = asObject(value);
  const texts = CUSTOM_FIELD_BUNDLES[key].map((field) => [field, asText(bundle[field])]);
  return { ...bundle, ...Object.fromEntries(texts) };
};

/** Form values for `custom_fields`: the four bundles always present; other keys kept as sent. */
export const deserializeCustomFields = (value: unknown): CustomFields => {
  const stored = asObject(stripEmpty(value));
  const bundles = BUNDLE_KEYS.map((key) => [key, readBundle(key, stored[key])]);
  return { ...stored, ...Object.fromEntries(bundles) };
};

/** `custom_fields` for the server: empty texts and empty bundles removed; always an object. */
export const serializeCustomFields = (value: unknown): CustomFields => {
  const stripped = stripEmpty(value);
  return isPlainObject(stripped) ? stripped : {};
};
