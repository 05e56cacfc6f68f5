/**
 * Tolerant readers for JSON that may be partial or malformed (a new draft is `{}`, a host page
 * may print anything): each returns a usable value of the wanted kind and never throws.
 */

export type JsonObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asObject = (value: unknown): JsonObject => (isPlainObject(value) ? value : {});

/** The object items of a list; anything else in it (null, strings, junk) is dropped. */
export const asObjects = (value: unknown): JsonObject[] =>
  Array.isArray(value) ? value.filter(isPlainObject) : [];

/** Text, or '' for anything that is not text; numbers become their digits. */
export const asText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
};

/** The id of a vocabulary reference `{id}`; a bare id string is accepted too. */
export const vocabularyId = (value: unknown): string =>
  typeof value === 'string' ? value : asText(asObject(value).id);

/** A `{id}` reference for a chosen id (or an item carrying one), nothing for an empty choice. */
export const vocabularyRef = (value: unknown): { id: string } | undefined => {
  const id = vocabularyId(value);
  return id ? { id } : undefined;
};
