import type { LinkPermission, SharingLinks } from '../model';

/** The URL a secret link's holder opens (docs/behaviour.md#sharing). */

// Lets URL parse a relative link; stripped again before the result is returned.
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

const isAbsoluteUrl = (href: string): boolean => {
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
};

/** Sets query parameters, keeping the link's own query and fragment, and its relativity. */
const withParams = (href: string, params: Record<string, string>): string => {
  const url = new URL(href, PLACEHOLDER_ORIGIN);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return isAbsoluteUrl(href) ? url.href : url.pathname + url.search + url.hash;
};

const recordPage = (links: SharingLinks): string | undefined =>
  links.record_html || links.self_html || undefined;

/** The page a link of this permission opens, before the token is added. */
const pageFor = (permission: LinkPermission, links: SharingLinks): string | undefined => {
  switch (permission) {
    case 'view':
      return recordPage(links);
    case 'preview': {
      if (links.preview_html) return links.preview_html;
      const page = recordPage(links);
      return page && withParams(page, { preview: '1' });
    }
    case 'edit':
      return links.self_html || undefined;
  }
};

/** The URL to copy for a link, or null when the record lacks the page link it needs. */
export const shareLinkUrl = (
  permission: LinkPermission,
  token: string,
  links: SharingLinks,
): string | null => {
  const page = pageFor(permission, links);
  return page ? withParams(page, { token }) : null;
};
