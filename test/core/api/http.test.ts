import {
  CSRF_HEADER,
  createHttpClient,
  readCsrfToken,
  resolveHttpClient,
} from '../../../src/core/api';
import { CSRF_TOKEN, VENDOR_OR_PLAIN, stubbedHttp, useCsrfCookie } from './apiTestSetup';
import { createStubAdapter } from './stubAdapter';

describe('createHttpClient', () => {
  describe('with a csrftoken cookie', () => {
    useCsrfCookie();

    it.each(['get', 'post', 'put', 'patch', 'delete'] as const)(
      'sends the cookie value as X-CSRFToken on %s, cross-origin too',
      async (method) => {
        const { stub, http } = stubbedHttp();
        await http.request({ method, url: 'https://other-host.test/api/records' });
        expect(stub.only().headers.get(CSRF_HEADER)).toBe(CSRF_TOKEN);
      },
    );

    it('reads the cookie at each call, so a rotated token is picked up', async () => {
      const { stub, http } = stubbedHttp();
      await http.get('/api/one');
      document.cookie = 'csrftoken=rotated-token; path=/';
      await http.get('/api/two');
      expect(stub.requests.map((request) => request.headers.get(CSRF_HEADER))).toEqual([
        CSRF_TOKEN,
        'rotated-token',
      ]);
    });
  });

  it('sends no X-CSRFToken header when there is no csrftoken cookie', async () => {
    const { stub, http } = stubbedHttp();
    await http.post('/api/records', {});
    expect(stub.only().headers.has(CSRF_HEADER)).toBe(false);
  });

  it('sends credentials and prefers the vendor JSON type by default, with plain JSON as the fallback', async () => {
    const { stub, http } = stubbedHttp();
    await http.get('/api/records');
    const request = stub.only();
    expect(request.config.withCredentials).toBe(true);
    expect(request.headers.get('Accept')).toBe(VENDOR_OR_PLAIN);
  });

  it('uses the Accept header given in the options', async () => {
    const stub = createStubAdapter();
    const http = createHttpClient({ adapter: stub.adapter, accept: 'application/json' });
    await http.get('/api/records');
    expect(stub.only().headers.get('Accept')).toBe('application/json');
  });

  it('sends object bodies as application/json', async () => {
    const { stub, http } = stubbedHttp();
    await http.put('/api/records/x/draft', { metadata: { title: 'T' } });
    const request = stub.only();
    expect(request.headers.getContentType()).toMatch(/^application\/json/);
    expect(request.body).toEqual({ metadata: { title: 'T' } });
  });

  it('adds the configured extra headers to every call', async () => {
    const stub = createStubAdapter();
    const http = createHttpClient({ adapter: stub.adapter, apiHeaders: { 'X-Tenant': 'blue' } });
    await http.get('/api/a');
    await http.delete('/api/b');
    expect(stub.requests.map((request) => request.headers.get('X-Tenant'))).toEqual([
      'blue',
      'blue',
    ]);
  });

  it('asks headers given as a function on each call: a host may change them', async () => {
    const stub = createStubAdapter();
    let token = 'first';
    const http = createHttpClient({
      adapter: stub.adapter,
      apiHeaders: () => ({ 'X-Token': token }),
    });
    await http.get('/api/a');
    token = 'second';
    await http.get('/api/b');
    expect(stub.requests.map((request) => request.headers.get('X-Token'))).toEqual([
      'first',
      'second',
    ]);
  });

  it('resolves relative URLs against baseURL and leaves absolute links alone', async () => {
    const stub = createStubAdapter();
    const http = createHttpClient({ adapter: stub.adapter, baseURL: 'https://repo.test' });
    await http.get('/api/communities');
    await http.get('https://files.test/api/records/abc/draft');
    expect(stub.requests.map((request) => request.url)).toEqual([
      'https://repo.test/api/communities',
      'https://files.test/api/records/abc/draft',
    ]);
  });

  it('gives each call a separate instance: one client’s headers never leak into another', async () => {
    const stub = createStubAdapter();
    const first = createHttpClient({ adapter: stub.adapter, apiHeaders: { 'X-Tenant': 'one' } });
    const second = createHttpClient({ adapter: stub.adapter });
    expect(first).not.toBe(second);
    await second.get('/api/x');
    expect(stub.only().headers.has('X-Tenant')).toBe(false);
  });
});

describe('resolveHttpClient', () => {
  it('uses a given axios instance as it is', () => {
    const http = createHttpClient();
    expect(resolveHttpClient(http)).toBe(http);
  });

  it('builds a client from options', async () => {
    const stub = createStubAdapter();
    await resolveHttpClient({ adapter: stub.adapter }).get('/api/x');
    expect(stub.only().headers.get('Accept')).toBe(VENDOR_OR_PLAIN);
  });
});

describe('readCsrfToken', () => {
  it.each([
    ['csrftoken=abc', 'abc'],
    ['session=1; csrftoken=a=b==; theme=dark', 'a=b=='],
    ['xcsrftoken=nope; csrftoken=yes', 'yes'],
    ['session=1', undefined],
    ['csrftoken=', undefined],
    ['', undefined],
  ])('reads %j as %j', (cookies, token) => {
    expect(readCsrfToken(cookies)).toBe(token);
  });
});
