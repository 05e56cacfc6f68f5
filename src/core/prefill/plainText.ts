/**
 * Text from a source's value: strings composed (NFC), trimmed, their spaces collapsed; numbers
 * as digits.
 */
export const textOf = (value: unknown): string | undefined => {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : undefined;
  // LaTeX accents a dotless i (`{\'\i}`): with its dot back, the pair composes to one letter.
  const clean = text
    ?.replace(/\u0131(?=[\u0300-\u036f])/g, 'i')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? clean : undefined;
};

/** The texts of a value that is one text or a list of them. */
export const textsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) => textOf(item) ?? []);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * The paragraphs of a text that may be marked up (Crossref's JATS abstracts, HTML): headings
 * such as 'Abstract' dropped, every tag removed, entities decoded. Nothing of the markup is kept.
 */
export const paragraphsOf = (marked: string): string[] =>
  decodeEntities(
    marked
      .replace(/<(jats:)?title\b[^>]*>[\s\S]*?<\/(jats:)?title>/gi, '')
      .replace(/<\/?(?:jats:)?(?:p|sec|br|div)\b[^>]*>/gi, '\n\n')
      .replace(/<[^>]*>?/g, ''),
  )
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain paragraphs as the description field's HTML: each escaped, in its `<p>`. */
export const htmlOfParagraphs = (paragraphs: readonly string[]): string =>
  paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
