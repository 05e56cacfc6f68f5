import { sanitizeHtml } from '../../access/sanitize';
import { isObject, MISSING, type Issue, type Path } from '../validation/issues';

/**
 * The building blocks of custom-field loading, one per marshmallow field InvenioRDM uses
 * (./index.ts says which). A loader takes what the client sent and answers the value to store,
 * or `undefined` when nothing of it is valid; every problem goes to the report.
 */
export type Loader = (raw: unknown, path: Path, report: Report) => unknown;

export const MESSAGES = {
  unknown: 'Unknown field.',
  null: 'Field may not be null.',
  required: MISSING,
  string: 'Not a valid string.',
  integer: 'Not a valid integer.',
  number: 'Not a valid number.',
  special: 'Special numeric values (nan or infinity) are not permitted.',
  boolean: 'Not a valid boolean.',
  list: 'Not a valid list.',
  /** A `Nested(many=True)` field given something that is not a list. */
  nestedList: 'Invalid type.',
  /** A nested schema given something that is not an object (reported under `_schema`). */
  object: 'Invalid input type.',
} as const;

/**
 * The problems found. They are only reported (`drop: false`): the loaders build the value to
 * store without the invalid parts themselves.
 */
export class Report {
  readonly issues: Issue[] = [];

  add(path: Path, message: string): undefined {
    this.issues.push({ path, message, drop: false });
    return undefined;
  }

  get count(): number {
    return this.issues.length;
  }
}

/** Own keys only: a field named `constructor` is unknown like any other. */
export const has = (value: Record<string, unknown>, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(value, key);

/** An absent field loads nothing; every field refuses `null` (none of them allows it). */
const field =
  (load: Loader): Loader =>
  (raw, path, report) => {
    if (raw === undefined) return undefined;
    return raw === null ? report.add(path, MESSAGES.null) : load(raw, path, report);
  };

/** Characters XML cannot hold (the C0 controls but tab and line ends, lone surrogates ...). */
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const ZERO_WIDTH_SPACE = /\u200b/g;

/** SanitizedUnicode: trimmed, without characters XML cannot hold nor zero-width spaces. */
export const sanitizeUnicode = (text: string): string =>
  text.trim().replace(NOT_XML, '').replace(ZERO_WIDTH_SPACE, '');

/** A plain marshmallow String (the EDTF date fields): kept as sent. */
export const plainString: Loader = field((raw, path, report) =>
  typeof raw === 'string' ? raw : report.add(path, MESSAGES.string),
);

/** SanitizedUnicode (TextCF, KeywordCF, bundle texts, vocabulary ids). */
export const text: Loader = field((raw, path, report) =>
  typeof raw === 'string' ? sanitizeUnicode(raw) : report.add(path, MESSAGES.string),
);

/** SanitizedHTML: a string whose active content is removed (the server's HTML cleaner). */
export const html: Loader = field((raw, path, report) =>
  typeof raw === 'string'
    ? sanitizeHtml(sanitizeUnicode(raw)).trim()
    : report.add(path, MESSAGES.string),
);

/** IntegerCF: `Integer(strict=True)`, so no strings, no fractions, no booleans. */
export const integer: Loader = field((raw, path, report) =>
  typeof raw === 'number' && Number.isInteger(raw) ? raw : report.add(path, MESSAGES.integer),
);

/** What Python's float() reads: digits with single underscores between, a dot, an exponent. */
const DIGITS = String.raw`\d(?:_?\d)*`;
const DECIMAL = new RegExp(
  String.raw`^[+-]?(?:${DIGITS}(?:\.(?:${DIGITS})?)?|\.${DIGITS})(?:[eE][+-]?${DIGITS})?$`,
);
const SPECIAL = /^[+-]?(?:inf|infinity|nan)$/i;

/** DoubleCF: `Float`, which also reads numeric strings but refuses NaN and infinities. */
export const number: Loader = field((raw, path, report) => {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return report.add(path, MESSAGES.number);
  const trimmed = raw.trim();
  if (SPECIAL.test(trimmed)) return report.add(path, MESSAGES.special);
  if (!DECIMAL.test(trimmed)) return report.add(path, MESSAGES.number);
  const value = Number(trimmed.replace(/_/g, ''));
  return Number.isFinite(value) ? value : report.add(path, MESSAGES.special);
});

/** A word as marshmallow's Boolean lists it: lower case, capitalised, upper case. */
const casings = (word: string): string[] => [
  word,
  word.charAt(0).toUpperCase() + word.slice(1),
  word.toUpperCase(),
];
/** marshmallow's Boolean sets (1 and 0 stand for true and false too). */
const TRUTHY = new Set<unknown>([
  true,
  1,
  '1',
  ...['t', 'true', 'on', 'y', 'yes'].flatMap(casings),
]);
const FALSY = new Set<unknown>([
  false,
  0,
  '0',
  ...['f', 'false', 'off', 'n', 'no'].flatMap(casings),
]);

/** BooleanCF: `Boolean`, which reads 'yes', 'off', 1, 0 ... as well. */
export const boolean: Loader = field((raw, path, report) => {
  if (TRUTHY.has(raw)) return true;
  if (FALSY.has(raw)) return false;
  return report.add(path, MESSAGES.boolean);
});

/** A field whose loaded value must also pass `check` (a marshmallow validator). */
export const validated =
  (load: Loader, check: (value: string) => boolean, message: string): Loader =>
  (raw, path, report) => {
    const value = load(raw, path, report);
    if (typeof value !== 'string' || check(value)) return value;
    return report.add(path, message);
  };

/**
 * `List(inner)`: the valid items are kept; when every item failed nothing is. `check` is the
 * list's own validator, run only when all items are valid.
 */
export const list = (inner: Loader, check?: (items: unknown[]) => string | undefined): Loader =>
  field((raw, path, report) => {
    if (!Array.isArray(raw)) return report.add(path, MESSAGES.list);
    const before = report.count;
    const kept = raw
      .map((item, index) => inner(item, [...path, index], report))
      .filter((item) => item !== undefined);
    if (report.count > before) return kept.length > 0 ? kept : undefined;
    const problem = check?.(kept);
    return problem ? report.add(path, problem) : kept;
  });

/** The fields of a nested schema by name, in the order it declares them. */
export type SchemaFields = Record<string, Loader>;

/**
 * A nested schema (marshmallow's default: unknown keys are refused). The valid part is kept;
 * an object none of whose keys is valid is not. `dumpOnly` keys are dropped before loading.
 */
export const nested = (fields: SchemaFields, dumpOnly: readonly string[] = []): Loader =>
  field((raw, path, report) => {
    if (!isObject(raw)) return report.add([...path, '_schema'], MESSAGES.object);
    const before = report.count;
    const kept: Record<string, unknown> = {};
    for (const [key, load] of Object.entries(fields)) {
      const value = load(has(raw, key) ? raw[key] : undefined, [...path, key], report);
      if (value !== undefined) kept[key] = value;
    }
    for (const key of Object.keys(raw)) {
      if (!has(fields, key) && !dumpOnly.includes(key))
        report.add([...path, key], MESSAGES.unknown);
    }
    return report.count > before && Object.keys(kept).length === 0 ? undefined : kept;
  });

/** `Nested(schema, many=True)`: a list of objects; a bad item is left out. */
export const nestedList = (item: Loader): Loader =>
  field((raw, path, report) => {
    if (!Array.isArray(raw)) return report.add(path, MESSAGES.nestedList);
    return raw
      .map((entry, index) => item(entry, [...path, index], report))
      .filter((entry) => entry !== undefined);
  });

/** A required field: its absence is reported under its own path. */
export const required =
  (load: Loader): Loader =>
  (raw, path, report) =>
    raw === undefined ? report.add(path, MESSAGES.required) : load(raw, path, report);
