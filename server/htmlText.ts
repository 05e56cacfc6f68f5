import { Parser } from 'htmlparser2';

/** Elements that end a line of text where they open or close. */
const LINE_BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'tr',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Elements whose content is not text a reader sees. */
const NOT_TEXT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'textarea',
  'iframe',
  'object',
]);

/**
 * The text of rich text (stored HTML) as a reader sees it, entities decoded, with a line
 * break where a paragraph or line ends; for e-mails and pages, which escape it again. One pass
 * of an HTML parser (htmlparser2), never a regular expression over the markup.
 */
export const htmlAsText = (html: string): string => {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      ontext: (text) => {
        if (hidden === 0) parts.push(text);
      },
      onopentag: (name) => {
        if (NOT_TEXT.has(name)) hidden += 1;
        else if (name === 'br') parts.push('\n');
      },
      onclosetag: (name) => {
        if (NOT_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        else if (LINE_BREAKS.has(name) && name !== 'br') parts.push('\n');
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join('').trim();
};
