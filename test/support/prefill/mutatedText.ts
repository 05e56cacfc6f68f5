import fc from 'fast-check';

/** What may happen to a file on its way: cut short, bytes changed, text inserted. */
export const mutatedText = (text: string): fc.Arbitrary<string> => {
  const at = fc.nat({ max: text.length });
  return fc.oneof(
    at.map((end) => text.slice(0, end)),
    fc
      .array(fc.tuple(at, fc.integer({ min: 0, max: 0xffff })), { minLength: 1, maxLength: 20 })
      .map((flips) =>
        flips.reduce(
          (changed, [index, code]) =>
            changed.slice(0, index) + String.fromCharCode(code) + changed.slice(index + 1),
          text,
        ),
      ),
    fc
      .tuple(
        at,
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          fc.constantFrom(
            '{',
            '}',
            '@article{',
            'TY  - ',
            '\n- ',
            ': [',
            '"',
            '\\',
            '&#x0;',
            '<jats:p>',
          ),
          fc.integer({ min: 1000, max: 200_000 }).map((length) => 'x'.repeat(length)),
        ),
      )
      .map(([index, inserted]) => text.slice(0, index) + inserted + text.slice(index)),
  );
};
