/** @jest-environment node */
import { markdownPages, type MarkdownPage } from './markdownPages';

const UNIT = String.raw`\s*(?:ms|s|minutes|KiB|MB|%)`;
const FIGURE = String.raw`\d[\d.,–-]*`;

/**
 * What dates a page: when a figure was measured, on which commit, and what it was before.
 * Figures belong in the benchmarks' output and history in the CHANGELOG.
 */
const HISTORY = [
  /\b20\d\d-\d\d-\d\d\b/g,
  /`(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}`/g,
  new RegExp(String.raw`\bwas\s+(?:about\s+)?${FIGURE}(?:${UNIT})?`, 'g'),
  new RegExp(String.raw`${FIGURE}${UNIT}\s+instead of\s+(?:about\s+)?\d`, 'g'),
  new RegExp(String.raw`\bfrom\s+${FIGURE}(?:${UNIT})?\s+to\s+${FIGURE}${UNIT}`, 'g'),
  new RegExp(String.raw`\bnow\s+(?:about\s+)?${FIGURE}`, 'g'),
  /\b(?:before|after):/gi,
];

const historyIn = ({ path, text }: MarkdownPage): string[] =>
  HISTORY.flatMap((pattern) =>
    Array.from(text.matchAll(pattern), (match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
    }),
  );

describe('README.md and docs/', () => {
  it('say how things work, not when a figure was measured or what it was before', () => {
    expect(markdownPages().flatMap(historyIn)).toEqual([]);
  });
});
