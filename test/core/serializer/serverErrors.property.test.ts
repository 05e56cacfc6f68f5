import fc from 'fast-check';
import { errorAt, flattenErrorMap, mapServerErrors } from '../../../src/core/serializer';

/** Few names, so that paths often share a branch, plus the names that are traps. */
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('metadata', 'title', '0', '1', 'length', '') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('12', '__proto__', 'constructor', 'toString', 'creators'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);
const field = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('.')),
  },
  { weight: 1, arbitrary: fc.anything() },
);
const message = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('Bad.', 'Bad.', ' '),
  fc.anything(),
);
const entry = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      field,
      messages: fc.oneof(fc.array(message, { maxLength: 4 }), message),
    }),
  },
  { weight: 1, arbitrary: fc.anything() },
);

const objectPrototypeNames = Object.getOwnPropertyNames(Object.prototype);
const arrayPrototypeNames = Object.getOwnPropertyNames(Array.prototype);

const segmentsOf = (value: unknown) =>
  typeof value === 'string' ? value.split('.').filter((part) => part !== '') : [];

const messagesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );

/** What each usable field must read: its distinct messages, in order, joined by a space. */
const expectedTexts = (entries: unknown[]) => {
  const texts = new Map<string, string[]>();
  for (const item of entries) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const { field: path, messages } = item as { field?: unknown; messages?: unknown };
    const key = segmentsOf(path).join('.');
    const found = messagesOf(messages);
    if (key === '' || found.length === 0) continue;
    texts.set(key, [...new Set([...(texts.get(key) ?? []), ...found])]);
  }
  return texts;
};

describe('mapServerErrors properties', () => {
  it('never throws, and every field with a message is reachable at its path', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        const map = mapServerErrors(entries);
        const texts = expectedTexts(entries);
        const paths = [...texts.keys()];
        for (const [path, messages] of texts) {
          // A field that has errors of its own fields below it shows those instead.
          if (paths.some((other) => other.startsWith(`${path}.`))) continue;
          expect(errorAt(map, path)).toBe(messages.join(' '));
        }
        expect(flattenErrorMap(map).length).toBeLessThanOrEqual(texts.size);
        expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(objectPrototypeNames);
        expect(Object.getOwnPropertyNames(Array.prototype)).toEqual(arrayPrototypeNames);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on anything at all', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withSparseArray: true }), (junk) => {
        expect(flattenErrorMap(mapServerErrors(junk))).toEqual(
          Array.isArray(junk) ? expect.any(Array) : [],
        );
      }),
      { numRuns: 1000 },
    );
  });
});
