import { CLOSE_MARK, OPEN_MARK } from './pseudoLocale';

/** Attributes whose value is read out or shown to the user. */
const TEXT_ATTRIBUTES = ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt'] as const;

/** Elements whose text no one reads: code, and the JSON a host injects. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT']);

/** Innermost marked span; removed repeatedly, so a translation inside a translation goes too. */
const MARKED = new RegExp(`${OPEN_MARK}[^${OPEN_MARK}${CLOSE_MARK}]*${CLOSE_MARK}`, 'g');

/** Letters make it prose; numbers, sizes' digits, punctuation and marks alone are not. */
const hasWords = (text: string) => /\p{L}/u.test(text);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Untranslated {
  /** Where: 'text' for a text node, else the attribute's name. */
  where: string;
  text: string;
}

/**
 * What is left of a shown text once translated parts and known data are cut out. `data` are
 * the exact values the scenario put on the page (titles, names, file names, ids): only
 * those, so a literal that happens to look like data is still caught.
 */
export const leftover = (text: string, data: readonly string[]): string => {
  let rest = text;
  for (let cut = rest.replace(MARKED, ' '); cut !== rest; cut = rest.replace(MARKED, ' ')) {
    rest = cut;
  }
  // Longest first, so 'Ocean data 2' is cut whole before 'Ocean data'.
  for (const value of [...data].sort((a, b) => b.length - a.length)) {
    if (value) rest = rest.replace(new RegExp(escapeRegExp(value), 'g'), ' ');
  }
  return rest.trim();
};

/** Every visible text and user-facing attribute under `root` that did not come through t(). */
export const untranslatedTexts = (root: Element, data: readonly string[] = []): Untranslated[] => {
  const found: Untranslated[] = [];
  const check = (where: string, text: string) => {
    const rest = leftover(text, data);
    if (hasWords(rest)) found.push({ where, text });
  };
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ALL);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!SKIPPED.has(node.parentElement?.tagName ?? '')) check('text', node.textContent ?? '');
    } else if (node instanceof Element) {
      for (const name of TEXT_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value !== null) check(name, value);
      }
    }
  }
  return found;
};
