const parse = (url: string, base: string | undefined): URL | undefined => {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
};

/**
 * The origin a URL reaches when the repository's client sends it: a relative URL goes against
 * the client's base URL, and that against the page's address. Undefined when it reaches none
 * (a relative URL outside a browser, without a base URL).
 */
export const originReached = (url: string, baseURL?: string): string | undefined => {
  const page = typeof location === 'undefined' ? undefined : location.href;
  const base = baseURL === undefined ? page : parse(baseURL, page)?.href;
  return parse(url, base)?.origin;
};
