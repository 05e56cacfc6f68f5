/** The cookie InvenioRDM sets for CSRF protection, and the header it expects the value back in. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The CSRF token from a `document.cookie` string, verbatim (the server compares it as sent). */
export const readCsrfToken = (cookies: string): string | undefined => {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== CSRF_COOKIE) continue;
    return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
};
