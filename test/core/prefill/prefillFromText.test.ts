/** @jest-environment node */
import { PrefillError, prefillFromText } from '../../../src/core/prefill';
import { fixtureFetch } from '../../support/prefill/fixtureFetch';
import { testServices } from '../../support/prefill/testServices';

const lookUp = async (text: string, fetch = fixtureFetch()) => {
  const { kind, entries } = await prefillFromText(text, testServices(fetch));
  expect(entries).toHaveLength(1);
  return { kind, entry: entries[0]!, requests: fetch.requests };
};

describe('starting from a DataCite DOI', () => {
  it('fills a dataset with creators, affiliations, licence, subjects, funding and version', async () => {
    const { kind, entry } = await lookUp('https://doi.org/10.5281/zenodo.7654321');
    const { metadata } = entry;
    expect(kind).toBe('doi');
    expect(entry.label).toBe('Alpine glacier surface velocities 2015-2022 — Keller (2023)');
    expect(entry.sourceIdentifier).toEqual({ scheme: 'doi', identifier: '10.5281/zenodo.7654321' });
    expect(metadata.resource_type).toEqual({ id: 'dataset' });
    expect(metadata.publication_date).toBe('2023-03-14');
    expect(metadata.creators).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Keller',
          given_name: 'Anna',
          name: 'Keller, Anna',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
        },
        affiliations: [{ id: '01ggx4157', name: 'European Organization for Nuclear Research' }],
      },
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Okafor',
          given_name: 'Chidi',
          name: 'Okafor, Chidi',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0001-5109-3700' }],
        },
        affiliations: [
          { id: '05a28rw58', name: 'ETH Zurich' },
          { name: 'Alpine Field Station Gornergrat' },
        ],
      },
      { person_or_org: { type: 'organizational', name: 'Glacier Monitoring Consortium' } },
    ]);
    expect(metadata.contributors?.map((c) => [c.person_or_org.name, c.role?.id])).toEqual([
      ['Keller, Anna', 'contactperson'],
      ['Brunner, Lukas', 'datacurator'],
    ]);
    expect(metadata.additional_titles).toEqual([
      {
        title: 'Feature-tracking results from Sentinel-2 imagery',
        type: { id: 'subtitle' },
        lang: { id: 'eng' },
      },
      {
        title: 'Oberflächengeschwindigkeiten alpiner Gletscher 2015-2022',
        type: { id: 'translated-title' },
        lang: { id: 'deu' },
      },
    ]);
    expect(metadata.description).toBe(
      '<p>Surface velocities of 41 Alpine glaciers, derived by feature tracking on Sentinel-2 scenes.</p>' +
        '<p>Values are in metres per day &amp; given on a 50 m grid.</p>',
    );
    expect(metadata.additional_descriptions).toEqual([
      {
        description:
          '<p>Normalised cross-correlation on 32 px windows; outliers removed by a median filter.</p>',
        type: { id: 'methods' },
      },
    ]);
    expect(metadata.languages).toEqual([{ id: 'eng' }]);
    expect(metadata.dates).toEqual([
      {
        date: '2015-06-01/2022-09-30',
        type: { id: 'collected' },
        description: 'Ablation seasons only',
      },
    ]);
    // With the title and link the licences vocabulary has, as InvenioRDM answers a licence.
    expect(metadata.rights).toEqual([
      {
        id: 'cc-by-4.0',
        title: { en: 'Creative Commons Attribution 4.0 International' },
        props: { scheme: 'spdx', url: 'https://creativecommons.org/licenses/by/4.0/legalcode' },
      },
    ]);
    expect(metadata.subjects?.map((s) => s.subject)).toEqual([
      'glaciology',
      'remote sensing',
      'FOS: Earth and related environmental sciences',
    ]);
    expect(metadata.publisher).toBe('Zenodo');
    expect(metadata.version).toBe('2.1');
    expect(metadata.funding).toEqual([
      {
        funder: { id: '00k4n6c32', name: 'European Commission' },
        award: { id: '00k4n6c32::101017536', number: '101017536' },
      },
      {
        funder: {
          name: 'Schweizerischer Nationalfonds zur Förderung der Wissenschaftlichen Forschung',
        },
        award: { number: '200021_182345' },
      },
    ]);
    expect(metadata.related_identifiers).toEqual([
      {
        relation_type: { id: 'issupplementto' },
        identifier: '10.1038/s41597-023-02001-7',
        scheme: 'doi',
      },
      { relation_type: { id: 'isversionof' }, identifier: '10.5281/zenodo.7654320', scheme: 'doi' },
      {
        relation_type: { id: 'isdocumentedby' },
        identifier: 'https://glacier-velocities.example.org/docs',
        scheme: 'url',
      },
    ]);
    expect(metadata).not.toHaveProperty('identifiers');
    expect(entry.custom_fields).toEqual({});
    expect(entry.unmapped).toEqual(
      expect.arrayContaining([
        { source: 'rightsList', value: 'Open Access' },
        { source: 'URL', value: 'https://zenodo.org/records/7654321' },
        { source: 'sizes', value: '2.3 GB' },
        { source: 'formats', value: 'application/x-netcdf' },
        { source: 'geoLocations', value: '{"geoLocationPlace":"Valais, Switzerland"}' },
      ]),
    );
  });

  it('asks DataCite and Crossref at once, with Accept alone: no cookie, no CSRF token', async () => {
    const { requests } = await lookUp('10.5281/zenodo.7654321');
    expect(requests.map((request) => request.url)).toEqual([
      'https://datacite.test/dois/10.5281/zenodo.7654321?affiliation=true',
      'https://crossref.test/works/10.5281/zenodo.7654321',
    ]);
    for (const request of requests) {
      expect(Object.keys(request.headers)).toEqual(['accept']);
      expect(request.credentials).toBe('omit');
    }
  });
});

describe('starting from a Crossref DOI', () => {
  it('fills an article with ORCIDs, ROR affiliations, funders and awards, licence and journal', async () => {
    const { entry } = await lookUp('doi:10.1371/journal.pcbi.1011043');
    const { metadata } = entry;
    expect(entry.label).toBe(
      'Capturing provenance in computational biology workflows — García-López (2023)',
    );
    expect(metadata.resource_type).toEqual({ id: 'publication-article' });
    expect(metadata.title).toBe('Capturing provenance in computational biology workflows');
    expect(metadata.additional_titles).toEqual([
      { title: 'A comparison of capture strategies', type: { id: 'subtitle' } },
    ]);
    expect(metadata.publication_date).toBe('2023-04-12');
    expect(metadata.creators).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'García-López',
          given_name: 'María José',
          name: 'García-López, María José',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0002-9079-593X' }],
        },
        affiliations: [{ id: '052gg0110', name: 'University of Oxford' }],
      },
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Nowak',
          given_name: 'Tomasz',
          name: 'Nowak, Tomasz',
          identifiers: [{ scheme: 'orcid', identifier: '0000-0001-8135-3489' }],
        },
        affiliations: [{ name: 'Institute of Bioinformatics, Warsaw' }],
      },
      { person_or_org: { type: 'organizational', name: 'Workflow Provenance Working Group' } },
    ]);
    expect(metadata.contributors).toEqual([
      {
        person_or_org: {
          type: 'personal',
          family_name: 'Papin',
          given_name: 'Jason A.',
          name: 'Papin, Jason A.',
        },
        role: { id: 'editor' },
      },
    ]);
    // JATS: the heading dropped, the markup gone, the text escaped into paragraphs.
    expect(metadata.description).toBe(
      '<p>Reproducible workflows need shared provenance records. We compare three capture strategies on 120 published analyses.</p>' +
        '<p>Capture at the workflow-engine level recovered 94% of inputs &amp; outputs.</p>',
    );
    expect(metadata.rights).toMatchObject([{ id: 'cc-by-4.0' }]);
    expect(metadata.funding).toEqual([
      {
        funder: { id: '00k4n6c32', name: 'European Commission' },
        award: { id: '00k4n6c32::101017536', number: '101017536' },
      },
      {
        funder: { id: '029chgv08', name: 'Wellcome Trust' },
        award: { id: '029chgv08::221234/Z/20/Z', number: '221234/Z/20/Z' },
      },
      { funder: { id: '029chgv08', name: 'Wellcome Trust' }, award: { number: '999999/Z/99/Z' } },
    ]);
    expect(metadata.languages).toEqual([{ id: 'eng' }]);
    expect(metadata.subjects?.map((s) => s.subject)).toEqual([
      'Computational Theory and Mathematics',
      'Genetics',
    ]);
    expect(metadata.publisher).toBe('Public Library of Science (PLoS)');
    expect(metadata.related_identifiers).toEqual([
      {
        relation_type: { id: 'issupplementedby' },
        identifier: '10.5281/zenodo.7654321',
        scheme: 'doi',
      },
    ]);
    expect(entry.custom_fields).toEqual({
      'journal:journal': {
        title: 'PLOS Computational Biology',
        issn: '1553-7358',
        volume: '19',
        issue: '4',
        pages: '123-145',
      },
    });
    expect(entry.sourceIdentifier).toEqual({
      scheme: 'doi',
      identifier: '10.1371/journal.pcbi.1011043',
    });
    expect(entry.unmapped).toEqual(
      expect.arrayContaining([
        { source: 'ISSN', value: '1553-734X' },
        { source: 'license', value: 'https://www.example-publisher.org/tdm/license/1.0/' },
        { source: 'relation has-preprint', value: '10.1101/2022.11.01.514000' },
      ]),
    );
  });

  it('puts the journal in unmapped where the repository has no journal field', async () => {
    const fetch = fixtureFetch();
    const { entries } = await prefillFromText(
      '10.1371/journal.pcbi.1011043',
      testServices(fetch, { customFields: [] }),
    );
    expect(entries[0]!.custom_fields).toEqual({});
    expect(entries[0]!.unmapped).toEqual(
      expect.arrayContaining([
        { source: 'container-title', value: 'PLOS Computational Biology' },
        { source: 'ISSN', value: '1553-7358' },
        { source: 'volume', value: '19' },
        { source: 'page', value: '123-145' },
      ]),
    );
  });
});

describe('other agencies, arXiv, PubMed and ORCID', () => {
  it('asks doi.org for CSL JSON when neither DataCite nor Crossref knows the DOI', async () => {
    const { entry, requests } = await lookUp('10.1400/284011');
    expect(requests.map((request) => [request.url, request.headers.accept])).toEqual([
      ['https://datacite.test/dois/10.1400/284011?affiliation=true', 'application/vnd.api+json'],
      ['https://crossref.test/works/10.1400/284011', 'application/json'],
      ['https://doi.test/10.1400/284011', 'application/vnd.citationstyles.csl+json'],
    ]);
    expect(entry.metadata.resource_type).toEqual({ id: 'publication-conferencepaper' });
    expect(entry.metadata.creators?.map((c) => c.person_or_org.name)).toEqual([
      'Rossi, Giulia',
      'de Bianchi, Marco',
    ]);
    expect(entry.metadata.languages).toEqual([{ id: 'ita' }]);
    expect(entry.metadata.publication_date).toBe('2021-09');
    expect(entry.custom_fields).toEqual({
      'imprint:imprint': {
        title: 'Atti del Convegno Nazionale sulle Infrastrutture di Ricerca',
        pages: '45-58',
        isbn: '978-0-306-40615-7',
        place: 'Roma',
      },
      'meeting:meeting': {
        title: 'Convegno Nazionale sulle Infrastrutture di Ricerca 2021',
        place: 'Bologna',
        dates: '2021-06-14/2021-06-16',
      },
    });
  });

  it('looks an arXiv id up as its DataCite DOI, without the version, and names the arXiv id', async () => {
    const { kind, entry, requests } = await lookUp('arXiv:2101.00001v2');
    expect(kind).toBe('arxiv');
    expect(requests[0]!.url).toBe(
      'https://datacite.test/dois/10.48550/arXiv.2101.00001?affiliation=true',
    );
    expect(entry.sourceIdentifier).toEqual({ scheme: 'arxiv', identifier: 'arXiv:2101.00001' });
    // DataCite's copy of the arXiv id is the source itself, not a value left over.
    expect(entry.unmapped).toEqual([]);
    expect(entry.metadata.resource_type).toEqual({ id: 'publication-preprint' });
    expect(entry.metadata.creators?.map((c) => c.person_or_org.name)).toEqual([
      'Lindqvist, Erik',
      'Haddad, Yasmin',
    ]);
    expect(entry.metadata.publication_date).toBe('2021');
    expect(entry.metadata.rights).toEqual([
      {
        title: { en: 'arXiv.org perpetual, non-exclusive license' },
        link: 'http://arxiv.org/licenses/nonexclusive-distrib/1.0/',
      },
    ]);
  });

  it('asks NCBI for a PubMed id as CSL JSON', async () => {
    const { kind, entry, requests } = await lookUp('PMID: 31209238');
    expect(kind).toBe('pubmed');
    expect(requests[0]!.url).toBe('https://pubmed.test/lit/ctxp/v1/pubmed/?format=csl&id=31209238');
    expect(entry.metadata.title).toBe(
      'Open data sharing in clinical trials: attitudes of participants',
    );
    expect(entry.sourceIdentifier).toEqual({
      scheme: 'doi',
      identifier: '10.1136/bmjopen-2018-027531',
    });
    expect(entry.custom_fields['journal:journal']).toEqual({
      title: 'BMJ open',
      issn: '2044-6055',
      volume: '9',
      issue: '6',
      pages: 'e027531',
    });
    expect(entry.unmapped).toEqual(
      expect.arrayContaining([
        { source: 'PMID', value: '31209238' },
        { source: 'PMCID', value: 'PMC6589000' },
      ]),
    );
  });

  it('asks ORCID for a work as CSL JSON', async () => {
    const { kind, entry, requests } = await lookUp(
      'https://orcid.org/0000-0002-1825-0097/work/1234567',
    );
    expect(kind).toBe('orcid-work');
    expect(requests.map((request) => [request.url, request.headers.accept])).toEqual([
      [
        'https://orcid.test/v3.0/0000-0002-1825-0097/work/1234567',
        'application/vnd.citationstyles.csl+json',
      ],
    ]);
    expect(entry.label).toBe(
      'Toward a unified theory of high-energy metaphysics: silly string theory — Carberry (2008)',
    );
  });
});

describe('when a lookup fails', () => {
  const failureOf = async (text: string, fetch: typeof globalThis.fetch, timeoutMs?: number) => {
    try {
      await prefillFromText(text, testServices(fetch as never, { timeoutMs }));
    } catch (error) {
      return error;
    }
    throw new Error('the lookup did not fail');
  };
  const answering =
    (status: number, body = '{}', headers: Record<string, string> = {}) =>
    async () =>
      new Response(body, { status, headers });

  it.each([
    ['a DOI no one knows', 'not-found', '10.9999/nothing', fixtureFetch()],
    ['text that is no identifier', 'unrecognised', 'glaciers', fixtureFetch()],
    ['a 5xx', 'service', '10.1400/284011', fixtureFetch({ 'https://doi.test/': answering(503) })],
    [
      'garbage JSON',
      'service',
      '10.1400/284011',
      fixtureFetch({ 'https://doi.test/': answering(200, '<html>') }),
    ],
    [
      'a registry answer without a work',
      'service',
      '10.5281/zenodo.7654321',
      fixtureFetch({ 'https://datacite.test/': answering(200, '{"data":null}') }),
    ],
  ])('%s is %s', async (_, kind, text, fetch) => {
    expect(await failureOf(text, fetch)).toMatchObject({ kind });
  });

  it('is rate-limited with the seconds the service asks to wait', async () => {
    const fetch = fixtureFetch({
      'https://datacite.test/': answering(429, '', { 'Retry-After': '30' }),
      'https://crossref.test/': answering(429, ''),
      'https://doi.test/': answering(429, '', { 'Retry-After': '7' }),
    });
    const error = (await failureOf('10.5281/zenodo.7654321', fetch)) as PrefillError;
    expect(error).toBeInstanceOf(PrefillError);
    expect([error.kind, error.retryAfterSeconds]).toEqual(['rate-limited', 7]);
  });

  it('is offline when no answer comes at all', async () => {
    const fetch = Object.assign(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { requests: [] },
    );
    expect(await failureOf('10.5281/zenodo.7654321', fetch)).toMatchObject({ kind: 'offline' });
  });

  it('times out after timeoutMs', async () => {
    const hang = (_: unknown, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    expect(await failureOf('10.5281/zenodo.7654321', hang as never, 1000)).toMatchObject({
      kind: 'timeout',
    });
  });

  it("is cancelled by the caller's abort, which is no failure of the service", async () => {
    const controller = new AbortController();
    const hang = (_: unknown, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const lookup = prefillFromText('10.5281/zenodo.7654321', testServices(hang as never), {
      signal: controller.signal,
    });
    controller.abort();
    const error = await lookup.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(PrefillError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('is a service failure when every lookup is turned off', async () => {
    const services = testServices(fixtureFetch(), {
      endpoints: { doi: null, datacite: null, crossref: null, pubmed: null, orcid: null },
    });
    await expect(prefillFromText('10.5281/zenodo.7654321', services)).rejects.toMatchObject({
      kind: 'service',
    });
    await expect(prefillFromText('PMID: 31209238', services)).rejects.toMatchObject({
      kind: 'service',
    });
  });
});
