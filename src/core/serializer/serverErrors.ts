import { isPlainObject, type JsonObject } from './jsonReaders';

/** One entry of the server's `errors` list: a dotted field path and its messages. */
export interface ServerFieldError {
  field: string;
  messages: string[];
}

/** Errors nested by field path (list indices as array positions), one text per field. */
export interface ErrorMap {
  [key: string]: ErrorMapNode;
}
export type ErrorMapNode = string | ErrorMap | ErrorMapNode[];

/** A field's error as a flat entry, for lists and lookups. */
export interface FieldErrorEntry {
  path: string;
  message: string;
}

type Container = JsonObject | unknown[];

const isIndex = (segment: string) => /^\d+$/.test(segment);

const pathSegments = (field: unknown): string[] =>
  typeof field === 'string' ? field.split('.').filter((segment) => segment !== '') : [];

/** The distinct non-blank messages of an entry; a lone string counts as one message. */
const messagesOf = (messages: unknown): string[] => {
  const list = Array.isArray(messages) ? messages : [messages];
  const texts = list.filter((message): message is string => typeof message === 'string');
  return [...new Set(texts.filter((message) => message.trim() !== ''))];
};

/** Reads only own properties, so 'constructor' or '__proto__' in a path finds nothing. */
const ownChild = (container: Container, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(container, key)
    ? (container as Record<string, unknown>)[key]
    : undefined;

/** Defines an own property, so no path can write to a prototype. */
const setOwn = (container: Container, key: string, value: unknown) =>
  Object.defineProperty(container, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

const isContainer = (value: unknown): value is Container =>
  Array.isArray(value) || isPlainObject(value);

/**
 * The node with a message put at its path. Nested errors win over a message for a whole branch
 * (the form shows errors at the fields themselves), whatever order the two arrive in.
 */
const placed = (node: unknown, segments: string[], message: string): unknown => {
  const [head, ...rest] = segments;
  if (head === undefined) return isContainer(node) ? node : message;
  let container: Container = isContainer(node) ? node : isIndex(head) ? [] : {};
  // A list that also gets a named error becomes an object (a list's 'length' cannot hold one).
  if (Array.isArray(container) && !isIndex(head)) {
    container = Object.fromEntries(Object.entries(container));
  }
  setOwn(container, head, placed(ownChild(container, head), rest, message));
  return container;
};

/**
 * The server's validation errors (`[{field, messages}]`) as an error map: the field's dotted
 * path nested (numbers become list positions), its messages de-duplicated and joined by a
 * space. Junk (not a list, entries without a field, non-text messages) is skipped.
 */
export const mapServerErrors = (errors: unknown): ErrorMap => {
  const collected = new Map<string, string[]>();
  for (const entry of Array.isArray(errors) ? errors : []) {
    if (!isPlainObject(entry)) continue;
    const segments = pathSegments(entry.field);
    const messages = messagesOf(entry.messages);
    if (segments.length === 0 || messages.length === 0) continue;
    const path = segments.join('.');
    const known = collected.get(path) ?? [];
    collected.set(path, [...new Set([...known, ...messages])]);
  }
  const map: ErrorMap = {};
  for (const [path, messages] of collected) placed(map, path.split('.'), messages.join(' '));
  return map;
};

/** An error map back to flat `{path, message}` entries (the inverse of mapServerErrors). */
export const flattenErrorMap = (errors: unknown, prefix = ''): FieldErrorEntry[] => {
  if (typeof errors === 'string')
    return errors.trim() === '' ? [] : [{ path: prefix, message: errors }];
  if (!isContainer(errors)) return [];
  // Object.keys, not a length loop: a sparse list may claim a huge length.
  return Object.keys(errors).flatMap((key) =>
    flattenErrorMap(ownChild(errors, key), prefix === '' ? key : `${prefix}.${key}`),
  );
};

/** The error text at a dotted path of an error map, if there is one. */
export const errorAt = (errors: unknown, path: string): string | undefined => {
  const found = pathSegments(path).reduce<unknown>(
    (node, segment) => (isContainer(node) ? ownChild(node, segment) : undefined),
    errors,
  );
  return typeof found === 'string' ? found : undefined;
};
