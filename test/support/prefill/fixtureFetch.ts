import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** test/fixtures/prefill: the services' answers, named as the fake resolvers serve them. */
export const PREFILL_FIXTURES = join(__dirname, '../../fixtures/prefill');

/** The fake endpoints: each service under its own host, as the public ones are. */
export const FIXTURE_ENDPOINTS = {
  doi: 'https://doi.test/',
  datacite: 'https://datacite.test/dois/',
  crossref: 'https://crossref.test/works/',
  pubmed: 'https://pubmed.test/lit/ctxp/v1/pubmed/',
  orcid: 'https://orcid.test/v3.0/',
};

/** One request the fake got, as a service would see it. */
export interface SeenRequest {
  url: string;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

/** The fixture a request names, or undefined: `<service>/<id, slashes as %2F>.json`. */
const fixtureOf = (url: URL): string | undefined => {
  const service = Object.entries(FIXTURE_ENDPOINTS).find(([, base]) =>
    url.href.startsWith(base),
  )?.[0];
  if (!service) return undefined;
  const path = decodeURIComponent(
    url.pathname.slice(new URL(FIXTURE_ENDPOINTS[service as 'doi']).pathname.length),
  );
  const id =
    service === 'pubmed'
      ? (url.searchParams.get('id') ?? '')
      : service === 'orcid'
        ? path.replace('/work/', '_')
        : path;
  const name = `${id.replace(/\//g, '%2F')}.json`;
  return readdirSync(join(PREFILL_FIXTURES, service)).includes(name)
    ? join(PREFILL_FIXTURES, service, name)
    : undefined;
};

/** A Response with a JSON body. */
const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * A fetch that answers from the fixtures (404 for what they lack), records every request, and
 * lets a test replace an answer by URL prefix.
 */
export const fixtureFetch = (
  overrides: Record<string, () => Response | Promise<Response>> = {},
) => {
  const requests: SeenRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    requests.push({ url: url.href, headers, credentials: init.credentials });
    init.signal?.throwIfAborted();
    const override = Object.entries(overrides).find(([prefix]) => url.href.startsWith(prefix))?.[1];
    if (override) return override();
    const file = fixtureOf(url);
    if (!file)
      return answer(
        404,
        '{"errors":[{"status":"404","title":"The resource you are looking for doesn\'t exist."}]}',
      );
    const body = readFileSync(file, 'utf8');
    return answer(200, body);
  };
  return Object.assign(fake as typeof fetch, { requests });
};

/** A sample file's name and text. */
export const sampleFile = (name: string) => ({
  name,
  text: readFileSync(join(PREFILL_FIXTURES, 'samples', name), 'utf8'),
});
