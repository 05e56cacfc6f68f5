import { isPlainObject } from '../serializer/jsonReaders';
import { parsed, rejected, type InputProblem, type Parsed } from './parsed';

/**
 * The words of a declarative check of injected JSON (yup would do it too, but would add about
 * 13 KiB to every widget entry that does not load it already). A rule takes a value and the
 * path that names it and says what is wrong with it; an absent value (`undefined`) passes every
 * rule but `required`.
 */
export type Rule = (value: unknown, path: string) => InputProblem[];

type Shape = Record<string, Rule>;

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** What was given instead; numbers and booleans by value, strings never (they may be secrets). */
const describe = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
};

/** A present value must pass `ok`, or the problem is `message`. */
export const must =
  (message: string, ok: (value: unknown) => boolean): Rule =>
  (value, path) =>
    value === undefined || ok(value) ? [] : [{ field: path, message }];

/** A present value must pass `ok`; the problem says what was expected and what came. */
const expecting =
  (expected: string, ok: (value: unknown) => boolean): Rule =>
  (value, path) =>
    value === undefined || ok(value)
      ? []
      : [{ field: path, message: `must be ${expected}, got ${describe(value)}` }];

/** An absent value is a problem too: `message`. */
export const required =
  (rule: Rule, message = 'is required'): Rule =>
  (value, path) =>
    value === undefined ? [{ field: path, message }] : rule(value, path);

/** Every rule in turn, each problem in the order found. */
export const all =
  (...rules: Rule[]): Rule =>
  (value, path) =>
    rules.flatMap((rule) => rule(value, path));

/** The keys of an object, each by its rule in the shape's order; the shape may read the object. */
export const fields =
  (shape: Shape | ((object: Record<string, unknown>) => Shape)): Rule =>
  (value, path) => {
    if (!isPlainObject(value)) return [];
    const rules = typeof shape === 'function' ? shape(value) : shape;
    return Object.entries(rules).flatMap(([key, rule]) => rule(value[key], at(path, key)));
  };

/** Every value of an object whose key `isChecked` takes (all of them unless told). */
export const eachValue =
  (rule: Rule, isChecked: (key: string) => boolean = () => true): Rule =>
  (value, path) =>
    isPlainObject(value)
      ? Object.entries(value)
          .filter(([key]) => isChecked(key))
          .flatMap(([key, item]) => rule(item, at(path, key)))
      : [];

/** Every item of a list, named by its index. */
export const eachItem =
  (rule: Rule): Rule =>
  (value, path) =>
    Array.isArray(value) ? value.flatMap((item, index) => rule(item, `${path}[${index}]`)) : [];

/** A list, each of its items by `item`. */
export const list = (item: Rule): Rule => all(expecting('an array', Array.isArray), eachItem(item));

export const text = ({ nonEmpty = false } = {}): Rule =>
  expecting(nonEmpty ? 'a non-empty string' : 'a string', (value) =>
    typeof value === 'string' ? !nonEmpty || value.trim() !== '' : false,
  );

export const flag: Rule = expecting('true or false', (value) => typeof value === 'boolean');

export const integer = (min: number): Rule =>
  expecting(
    `an integer of at least ${min}`,
    (value) => Number.isInteger(value) && (value as number) >= min,
  );

export const number = (min: number): Rule =>
  expecting(
    `a number of at least ${min}`,
    (value) => typeof value === 'number' && Number.isFinite(value) && value >= min,
  );

export const oneOf = (choices: readonly string[]): Rule =>
  expecting(`one of ${choices.join(', ')}`, (value) => choices.includes(value as string));

/** An object whose every value is a string (headers, links). */
export const stringMap: Rule = expecting('an object of strings', (value) =>
  isPlainObject(value) ? Object.values(value).every((item) => typeof item === 'string') : false,
);

/** An object inside the JSON, its content checked by `content` (`fields`, `eachValue`). */
export const object = (content: Rule = () => []): Rule =>
  all(expecting('an object', isPlainObject), content);

/** A prop a page prints as a JSON object, its content checked by `content`. */
export const jsonObject = (content: Rule): Rule =>
  all(must('must be a JSON object', isPlainObject), content);

/** The same, and required: a widget cannot do without it. */
export const requiredJsonObject = (content: Rule): Rule =>
  required(jsonObject(content), 'must be a JSON object');

/** What `rule` finds wrong with `raw`, or, when nothing, the value `read` makes of it. */
export const parseWith = <T, Raw = Record<string, unknown>>(
  rule: Rule,
  raw: unknown,
  read: (checked: Raw) => T,
  path = '',
): Parsed<T> => {
  const problems = rule(raw, path);
  return problems.length > 0 ? rejected(problems) : parsed(read(raw as Raw));
};
