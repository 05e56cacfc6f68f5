import type { FieldError } from '../../http/errors';

export const MISSING = 'Missing data for required field.';

/** A path into the draft JSON: object keys and array indices. */
export type Path = (string | number)[];

/**
 * What a check found. `drop` marks a value that failed field validation: saving keeps the
 * valid part of a draft only, so such values are not stored
 * (docs/reference-server.md#how-it-answers).
 */
export interface Issue {
  path: Path;
  message: string;
  drop: boolean;
}

/** Collects issues while the checks walk the draft. */
export class Issues {
  readonly list: Issue[] = [];

  /** A required value is absent: reported, nothing to drop. */
  missing(path: Path, message = MISSING): void {
    this.list.push({ path, message, drop: false });
  }

  /** A value is present but invalid: reported and not stored. */
  invalid(path: Path, message: string): void {
    this.list.push({ path, message, drop: true });
  }

  /** A rule about the draft as a whole (e.g. files): reported, nothing to drop. */
  rule(path: Path, message: string): void {
    this.list.push({ path, message, drop: false });
  }
}

/** Issues in the API's shape: one entry per dotted field path, messages in order. */
export const toFieldErrors = (issues: Issue[]): FieldError[] => {
  const byField = new Map<string, string[]>();
  for (const { path, message } of issues) {
    const field = path.join('.');
    const messages = byField.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    byField.set(field, messages);
  }
  return Array.from(byField, ([field, messages]) => ({ field, messages }));
};

const DROPPED = Symbol('dropped');

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

const markDropped = (root: unknown, path: Path): void => {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!isContainer(node)) return;
    node = node[key];
  }
  const last = path[path.length - 1];
  if (last === undefined || !isContainer(node)) return;
  if (Array.isArray(node) && typeof last === 'number') node[last] = DROPPED;
  else delete node[last];
};

const compact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.filter((item) => item !== DROPPED).map(compact);
  if (isContainer(value)) {
    for (const key of Object.keys(value)) value[key] = compact(value[key]);
  }
  return value;
};

/** A deep copy of `value` without the dropped paths (array items removed, keys deleted). */
export const withoutDropped = <T>(value: T, issues: Issue[]): T => {
  const copy = structuredClone(value);
  for (const issue of issues) if (issue.drop) markDropped(copy, issue.path);
  return compact(copy) as T;
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
