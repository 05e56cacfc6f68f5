import { RELATED_IDENTIFIER_SCHEMES } from '../../src/core/rules';
import { untranslatedTexts } from './untranslatedTexts';

/** Every string a fixture holds: the data a scenario puts on the page, and nothing else. */
export const dataOf = (...fixtures: unknown[]): string[] => {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  fixtures.forEach(collect);
  return strings;
};

/** Names of identifier schemes and the badges' marks (ORCID's 'iD'): names, not prose. */
export const SCHEME_NAMES = [
  ...RELATED_IDENTIFIER_SCHEMES.map(({ label }) => label),
  ...['ORCID', 'iD', 'ROR', 'GND', 'ISNI'],
];

/** Finds in the whole page, so modals in portals are checked too. */
export const expectAllTranslated = (data: readonly string[]) =>
  expect(untranslatedTexts(document.body, data)).toEqual([]);

/** The words of rich text as the page shows them: the fixture's HTML without its tags. */
export const richTextWords = (html: string) =>
  html
    .split(/<[^>]*>/)
    .map((part) => part.trim())
    .filter(Boolean);
