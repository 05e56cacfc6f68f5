import DOMPurify from 'dompurify';
import { isAllowedHref } from './allowedHref';

/** What rich text may hold: paragraphs, inline marks, lists, links, quotes and code. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
];

/** Links open in a new tab without handing the opened page a reference to this one. */
const LINK_TARGET = '_blank';
const LINK_REL = 'noopener noreferrer';

/**
 * Rich text (from the server, the editor or a paste; as HTML or as nodes already parsed)
 * reduced to the allowed tags, with no attributes but web and mail link targets, as nodes.
 */
export const sanitizedFragment = (html: string | Node): DocumentFragment => {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  // Set here rather than in a DOMPurify hook: hooks live on the shared DOMPurify instance.
  fragment.querySelectorAll('a').forEach((link) => {
    const href = link.getAttribute('href');
    if (href === null || !isAllowedHref(href)) {
      // A link to nowhere would still look like one: keep only its text.
      link.replaceWith(...Array.from(link.childNodes));
      return;
    }
    link.setAttribute('target', LINK_TARGET);
    link.setAttribute('rel', LINK_REL);
  });
  return fragment;
};

/** Rich text reduced as sanitizedFragment does, as HTML: safe to render. */
export const sanitizeHtml = (html: string): string => {
  const container = document.createElement('div');
  container.appendChild(sanitizedFragment(html));
  return container.innerHTML;
};
