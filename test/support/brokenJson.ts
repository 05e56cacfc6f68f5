import fc from 'fast-check';

type Path = (string | number)[];

/** Every path into a JSON value, the value itself included, as lists of keys and indexes. */
const pathsOf = (value: unknown, at: Path = []): Path[] =>
  typeof value === 'object' && value !== null
    ? [
        at,
        ...Object.entries(value).flatMap(([key, child]) =>
          pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
        ),
      ]
    : [at];

/** The value with what is at `path` replaced, or removed when `by` is undefined. */
const replaced = (value: unknown, path: Path, by: unknown): unknown => {
  if (path.length === 0) return by;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const child = replaced(copy[key], rest, by);
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy;
};

/** What goes where a valid part was: a wrong type, null, nothing, a huge or nested value. */
export const garbage = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(null, undefined, '', 0, -1, 1e308, true, [], {}) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(20_000)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Valid JSON with up to `parts` of it broken (replaced by garbage, or removed). */
export const brokenJson = (valid: unknown, parts = 3): fc.Arbitrary<unknown> => {
  const paths = pathsOf(valid);
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), garbage), { minLength: 1, maxLength: parts })
    .map((breaks) => breaks.reduce((value, [path, by]) => replaced(value, path, by), valid));
};
