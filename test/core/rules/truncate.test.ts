import fc from 'fast-check';
import { truncate } from '../../../src/core/rules';

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven char', 10, 'eleven ch…'],
    ['word and space', 10, 'word and…'],
    ['abc', 0, ''],
    ['', 5, ''],
  ])('%p at %i -> %p', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it('never splits an emoji', () => {
    expect(truncate('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('never exceeds the limit and keeps short texts whole', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 80 }), (text, max) => {
        const result = truncate(text, max);
        expect(Array.from(result).length).toBeLessThanOrEqual(max);
        if (Array.from(text).length <= max) expect(result).toBe(text);
        else expect(result.endsWith('…')).toBe(true);
      }),
    );
  });
});
