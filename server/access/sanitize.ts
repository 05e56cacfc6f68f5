const ACTIVE = 'script|style|iframe|object|embed|form|textarea|select|button|noscript|template';
/** Active elements go with their content... */
const ACTIVE_ELEMENTS = new RegExp(`<(${ACTIVE})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
/** ...and any tag of theirs left over (unclosed, stray end tags), plus void ones. */
const ACTIVE_TAGS = new RegExp(`<\\/?(${ACTIVE}|input|link|meta|base)\\b[^>]*>`, 'gi');
const EVENT_ATTRIBUTES = /\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URLS =
  /\s+(href|src|xlink:href|action|formaction)\s*=\s*("\s*(javascript|data|vbscript):[^"]*"|'\s*(javascript|data|vbscript):[^']*'|(javascript|data|vbscript):[^\s>]*)/gi;

/**
 * Cleans user HTML (the access conditions text, request messages) the way a whitelist
 * sanitizer would for the demo: active content, event handlers and script URLs go,
 * formatting stays.
 */
export const sanitizeHtml = (html: string): string => {
  let previous: string;
  let clean = html;
  // Repeat until nothing changes: removing one tag may join the pieces of another.
  do {
    previous = clean;
    clean = clean
      .replace(ACTIVE_ELEMENTS, '')
      .replace(ACTIVE_TAGS, '')
      .replace(EVENT_ATTRIBUTES, '')
      .replace(SCRIPT_URLS, '');
  } while (clean !== previous);
  return clean;
};
