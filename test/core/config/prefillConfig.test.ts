import { parseEditorConfig } from '../../../src/core/config';
import { PUBLIC_PREFILL_ENDPOINTS, prefillSettingsOf } from '../../../src/core/prefill';

const problemsOf = (prefill: unknown) => {
  const result = parseEditorConfig({ createUrl: '/api/records', prefill });
  return result.ok ? [] : result.problems.map(({ field, message }) => `${field} ${message}`);
};

describe('the prefill config', () => {
  it.each([
    false,
    {},
    { timeoutMs: 1000 },
    { endpoints: { doi: 'https://doi.org/', crossref: null } },
    { endpoints: { datacite: '/prefill/datacite/' } },
  ])('takes %j', (prefill) => {
    expect(problemsOf(prefill)).toEqual([]);
  });

  it.each([
    [true, 'config.prefill must be false or an object'],
    ['off', 'config.prefill must be false or an object'],
    [{ timeoutMs: 999 }, 'config.prefill.timeoutMs must be an integer of at least 1000, got 999'],
    [{ endpoints: [] }, 'config.prefill.endpoints must be an object'],
    [
      { endpoints: { wikidata: 'https://www.wikidata.org/' } },
      'config.prefill.endpoints.wikidata is no endpoint (doi, datacite, crossref, pubmed, orcid)',
    ],
    [
      { endpoints: { doi: 'javascript:alert(1)' } },
      'config.prefill.endpoints.doi must be an http(s) URL, a path starting with a single /, or null',
    ],
    [
      { endpoints: { orcid: '//evil.example/' } },
      'config.prefill.endpoints.orcid must be an http(s) URL, a path starting with a single /, or null',
    ],
  ])('refuses %j', (prefill, problem) => {
    expect(problemsOf(prefill)).toEqual([problem]);
  });

  it('defaults to the public services; false turns the feature off', () => {
    expect(prefillSettingsOf(undefined)).toEqual({
      endpoints: PUBLIC_PREFILL_ENDPOINTS,
      timeoutMs: 10_000,
    });
    expect(prefillSettingsOf({ endpoints: { crossref: null }, timeoutMs: 5000 })).toEqual({
      endpoints: { ...PUBLIC_PREFILL_ENDPOINTS, crossref: null },
      timeoutMs: 5000,
    });
    expect(prefillSettingsOf(false)).toBeNull();
  });
});
