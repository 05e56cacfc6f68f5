/** Web and mail links only: no javascript:, data: or relative URLs in user-written HTML. */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Whether a link target is one rich text may carry (the editor and the sanitiser agree). */
export const isAllowedHref = (href: string): boolean => ALLOWED_HREF.test(href.trim());

/**
 * What someone typed into the link field, as a link target: a bare address gets https://
 * ('example.org' means the web site), anything with another scheme is kept as typed so
 * isAllowedHref can refuse it.
 */
export const hrefFromInput = (input: string): string => {
  const href = input.trim();
  if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  return `https://${href}`;
};
