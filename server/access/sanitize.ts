import sanitize from 'sanitize-html';

/**
 * What rich text may keep: InvenioRDM's default `ALLOWED_HTML_TAGS` and `ALLOWED_HTML_ATTRS`
 * (invenio-config), which its `SanitizedHTML` fields apply.
 */
const RICH_TEXT: sanitize.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'acronym',
    'b',
    'blockquote',
    'br',
    'code',
    'div',
    'table',
    'tbody',
    'td',
    'th',
    'tr',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'i',
    'li',
    'ol',
    'p',
    'pre',
    'span',
    'strike',
    'strong',
    'sub',
    'sup',
    'u',
    'ul',
  ],
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'title', 'name', 'rel'],
    abbr: ['title'],
    acronym: ['title'],
  },
  // bleach's default protocols: no javascript:, data: or vbscript: link survives.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

/**
 * Cleans rich text (descriptions, the access conditions text, comments) as InvenioRDM's
 * `SanitizedHTML` does: tags and attributes outside the allow list go, their text stays, and
 * active elements (script, style, ...) go with their content. It parses the HTML
 * (htmlparser2, through sanitize-html) in one pass, so hostile input cannot stall it.
 */
export const sanitizeHtml = (html: string): string => sanitize(html, RICH_TEXT);
