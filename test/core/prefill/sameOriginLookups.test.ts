import { prefillFromFile, prefillFromText } from '../../../src/core/prefill';
import { sampleFile } from '../../support/prefill/fixtureFetch';
import { testServices } from '../../support/prefill/testServices';

/** A fetch that answers 404 to everything, and notes the credentials each request had. */
const notFoundFetch = () => {
  const seen: { url: string; credentials?: RequestCredentials }[] = [];
  const fake = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(url), credentials: init.credentials });
    return {
      ok: false,
      status: 404,
      url: String(url),
      headers: { get: () => null },
      text: async () => '',
    } as unknown as Response;
  };
  return Object.assign(fake as typeof fetch, { seen });
};

describe('in the page (jsdom)', () => {
  it("sends the session cookie only to the page's own host, routing lookups through its server", async () => {
    const fetch = notFoundFetch();
    const services = testServices(fetch as never, {
      endpoints: {
        doi: '/prefill/doi/',
        datacite: `${window.location.origin}/prefill/datacite/`,
        crossref: 'https://api.crossref.org/works/',
        pubmed: null,
        orcid: null,
      },
    });
    await expect(prefillFromText('10.1000/abc', services)).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(fetch.seen).toEqual([
      {
        url: 'http://localhost/prefill/datacite/10.1000/abc?affiliation=true',
        credentials: 'same-origin',
      },
      { url: 'https://api.crossref.org/works/10.1000/abc', credentials: 'omit' },
      { url: '/prefill/doi/10.1000/abc', credentials: 'same-origin' },
    ]);
  });

  it('reads a citation file', async () => {
    const { entries } = await prefillFromFile(sampleFile('three-entries.bib'), testServices());
    expect(entries).toHaveLength(3);
  });
});
