import { parseRetryAfterMs } from '../api/retryAfter';
import { PREFILL_TIMEOUT_MS, PrefillError, type PrefillServices } from './types';

/** Citation Style Language JSON, as doi.org, NCBI and ORCID negotiate it. */
export const CSL_JSON = 'application/vnd.citationstyles.csl+json';

/** The page's origin, where there is a page. */
const pageOrigin = (): string | undefined => globalThis.location?.origin;

/**
 * Cookies go only to the host's own server (a host routing lookups through it); never to the
 * services themselves, which get no CSRF token either: the request carries `Accept` alone.
 */
const credentialsFor = (url: string): RequestCredentials => {
  const origin = pageOrigin();
  try {
    return origin && new URL(url, origin).origin === origin ? 'same-origin' : 'omit';
  } catch {
    return 'omit';
  }
};

const failureOf = (response: Response, url: string): PrefillError => {
  if (response.status === 404 || response.status === 410) {
    return new PrefillError('not-found', `No such identifier at ${url}.`);
  }
  if (response.status === 429) {
    const ms = parseRetryAfterMs(response.headers.get('Retry-After') ?? undefined);
    return new PrefillError(
      'rate-limited',
      `${url} asks to wait before the next lookup.`,
      ms === undefined ? undefined : Math.ceil(ms / 1000),
    );
  }
  return new PrefillError('service', `${url} answered ${response.status}.`);
};

/**
 * One lookup: GET `url` as `accept`, its JSON body. Fails with a PrefillError of the kind
 * types.ts names; the caller's abort rejects with the signal's reason instead (a cancel, not
 * a failure).
 */
export const lookupJson = async (
  url: string,
  accept: string,
  services: Pick<PrefillServices, 'timeoutMs' | 'fetch'>,
  signal?: AbortSignal,
): Promise<unknown> => {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, services.timeoutMs ?? PREFILL_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await (services.fetch ?? fetch)(url, {
      headers: { Accept: accept },
      credentials: credentialsFor(url),
      signal: controller.signal,
    });
    if (!response.ok) throw failureOf(response, url);
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new PrefillError('service', 'The lookup answered something unreadable.');
    }
  } catch (error) {
    if (error instanceof PrefillError) throw error;
    signal?.throwIfAborted();
    if (timedOut) throw new PrefillError('timeout', 'The lookup took too long.');
    throw new PrefillError('offline', 'The lookup service could not be reached.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
};
