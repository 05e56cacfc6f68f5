import { VocabulariesApiClient, createHttpClient } from '../../../src/core/api';
import type { LicenceTag } from '../../../src/core/api';
import {
  VENDOR_OR_PLAIN,
  expectNoBody,
  expectStandardHeaders,
  searchAnswer,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';
import { createStubAdapter } from './stubAdapter';

const LICENCE_SEARCH = 'https://config.test/licence-search?ln=en';

const setup = () => {
  const { stub, http } = stubbedHttp();
  return { stub, api: new VocabulariesApiClient(http, { apiBase: 'https://base.test/api' }) };
};

describe('VocabulariesApiClient', () => {
  useCsrfCookie();

  const language = { id: 'eng', title_l10n: 'English', props: { alpha_2: 'en' } };
  const affiliation = { id: '01ggx4157', name: 'CERN', acronym: 'CERN' };
  const name = { id: 'n1', name: 'Doe, Jane', family_name: 'Doe', given_name: 'Jane' };
  const subject = { id: 'https://id.nlm.nih.gov/mesh/D000001', subject: 'Calcimycin' };
  const funder = { id: '00k4n6c32', name: 'European Commission' };
  const award = { id: '00k4n6c32::246686', number: '246686', title: { en: 'OpenAIRE' } };

  it.each([
    ['languages', 'https://base.test/api/vocabularies/languages?suggest=eng', language],
    ['affiliations', 'https://base.test/api/affiliations?suggest=eng', affiliation],
    ['names', 'https://base.test/api/names?suggest=eng', name],
    ['subjects', 'https://base.test/api/subjects?suggest=eng', subject],
    ['funders', 'https://base.test/api/funders?suggest=eng', funder],
    ['awards', 'https://base.test/api/awards?suggest=eng', award],
  ] as const)('%s GETs %s', async (call, url, hit) => {
    const { stub, api } = setup();
    stub.reply({ data: searchAnswer([hit]) });
    await expect(api[call]('eng')).resolves.toEqual({ hits: [hit], total: 1 });
    const sent = stub.only();
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe(url);
    expectStandardHeaders(sent);
    expectNoBody(sent);
  });

  it('searches only the awards of the chosen funder', async () => {
    const { stub, api } = setup();
    stub.reply({ data: searchAnswer([award]) });
    await expect(api.awards('open', '00k4n6c32')).resolves.toEqual({ hits: [award], total: 1 });
    expect(stub.only().url).toBe('https://base.test/api/awards?suggest=open&funders=00k4n6c32');
  });

  it('reads an award number and acronym given in props, as some vendor answers put them', async () => {
    const { stub, api } = setup();
    const vendorHit = {
      id: '00k4n6c32::246686',
      title_l10n: 'Open Access Infrastructure for Research in Europe',
      props: { number: '246686', acronym: 'OpenAIRE' },
    };
    stub.reply({ data: searchAnswer([vendorHit]) });
    const found = await api.awards('open');
    expect(found.hits).toEqual([{ ...vendorHit, number: '246686', acronym: 'OpenAIRE' }]);
  });

  it('passes the abort signal of a suggestion search on to the request', async () => {
    const { stub, api } = setup();
    stub.reply({ data: searchAnswer([]) });
    const controller = new AbortController();
    await api.funders('eu', { signal: controller.signal });
    expect(stub.only().config.signal).toBe(controller.signal);
  });

  it("reads the user's newest records in one page, with CSRF, cancellable", async () => {
    const { stub, api } = setup();
    const record = { updated: '2025-01-01', metadata: { creators: [{ person_or_org: name }] } };
    stub.reply({ data: searchAnswer([record]) });
    const controller = new AbortController();
    await expect(api.userRecords(100, { signal: controller.signal })).resolves.toEqual({
      hits: [record],
      total: 1,
    });
    const sent = stub.only();
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe('https://base.test/api/user/records?size=100&sort=newest');
    expect(sent.config.signal).toBe(controller.signal);
    expectStandardHeaders(sent);
    expectNoBody(sent);
  });

  it('asks for the vendor form for languages even when the client accepts another', async () => {
    const stub = createStubAdapter();
    const http = createHttpClient({ adapter: stub.adapter, accept: 'application/json' });
    stub.reply({ data: searchAnswer([]) });
    await new VocabulariesApiClient(http).languages('fr');
    const sent = stub.only();
    expect(sent.url).toBe('/api/vocabularies/languages?suggest=fr');
    expect(sent.headers.get('Accept')).toBe(VENDOR_OR_PLAIN);
  });

  it.each<[LicenceTag, string]>([
    ['recommended', `${LICENCE_SEARCH}&q=creative&tags=recommended`],
    ['data', `${LICENCE_SEARCH}&q=creative&tags=data`],
    ['software', `${LICENCE_SEARCH}&q=creative&tags=software`],
    ['all', `${LICENCE_SEARCH}&q=creative`],
  ])('searches licences with the tag %s at the configured URL', async (tag, url) => {
    const { stub, api } = setup();
    const licence = { id: 'cc-by-4.0', title_l10n: 'Creative Commons Attribution 4.0' };
    stub.reply({ data: searchAnswer([licence], 40) });
    await expect(api.licences(LICENCE_SEARCH, { query: 'creative', tag })).resolves.toEqual({
      hits: [licence],
      total: 40,
    });
    const sent = stub.only();
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe(url);
    expectStandardHeaders(sent);
  });

  it('sends no query when the licence search text is empty', async () => {
    const { stub, api } = setup();
    stub.reply({ data: searchAnswer([]) });
    await api.licences(LICENCE_SEARCH, { query: '', tag: 'recommended' });
    expect(stub.only().url).toBe(`${LICENCE_SEARCH}&tags=recommended`);
  });
});
