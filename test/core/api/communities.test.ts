import { CommunitiesApiClient } from '../../../src/core/api';
import { aCommunity } from '../../factories/community';
import {
  expectNoBody,
  expectStandardHeaders,
  searchAnswer,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

describe('CommunitiesApiClient', () => {
  useCsrfCookie();

  const community = aCommunity();

  it.each([
    ['search', 'https://base.test/api/communities'],
    ['searchMine', 'https://base.test/api/user/communities'],
  ] as const)('%s GETs %s with page 1, size 5 and sort bestmatch', async (call, endpoint) => {
    const { stub, http } = stubbedHttp();
    const api = new CommunitiesApiClient(http, { apiBase: 'https://base.test/api' });
    stub.reply({ data: searchAnswer([community], 12) });
    await expect(api[call]('open science')).resolves.toEqual({ hits: [community], total: 12 });
    const sent = stub.only();
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe(`${endpoint}?q=open+science&page=1&size=5&sort=bestmatch`);
    expectStandardHeaders(sent);
    expectNoBody(sent);
  });

  it('asks for the page it is given', async () => {
    const { stub, http } = stubbedHttp();
    const api = new CommunitiesApiClient(http);
    stub.reply({ data: searchAnswer([]) });
    await api.searchMine('', 3);
    expect(stub.only().url).toBe('/api/user/communities?q=&page=3&size=5&sort=bestmatch');
  });

  it('rejects an answer that is not a search answer', async () => {
    const { stub, http } = stubbedHttp();
    stub.reply({ data: '<html>Log in</html>' });
    await expect(new CommunitiesApiClient(http).search('x')).rejects.toMatchObject({
      message: 'The search answer has no hits.',
      data: '<html>Log in</html>',
    });
  });

  it('counts the hits when the answer has no total', async () => {
    const { stub, http } = stubbedHttp();
    stub.reply({ data: { hits: { hits: [community] } } });
    await expect(new CommunitiesApiClient(http).search('x')).resolves.toEqual({
      hits: [community],
      total: 1,
    });
  });
});
