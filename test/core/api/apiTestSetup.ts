import { createHttpClient } from '../../../src/core/api';
import type { RecordedRequest } from './stubAdapter';
import { createStubAdapter } from './stubAdapter';

export const CSRF_TOKEN = 'csrf-Tok3n-from-cookie';
export const API_HEADERS = { 'X-Repository-Tenant': 'tenant-42' };
export const VENDOR_JSON = 'application/vnd.inveniordm.v1+json';
export const PLAIN_JSON = 'application/json';
/** The default Accept: the vendor form, else plain JSON (InvenioRDM v12 endpoints without one). */
export const VENDOR_OR_PLAIN = `${VENDOR_JSON}, ${PLAIN_JSON};q=0.9`;

const expireCookie = (name: string) => {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

/** Sets the csrftoken cookie for each test of the calling file and removes it afterwards. */
export const useCsrfCookie = () => {
  beforeEach(() => {
    document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
  });
  afterEach(() => expireCookie('csrftoken'));
};

/** A stub transport and an http client over it, configured with extra headers. */
export const stubbedHttp = () => {
  const stub = createStubAdapter();
  const http = createHttpClient({ adapter: stub.adapter, apiHeaders: API_HEADERS });
  return { stub, http };
};

/**
 * What every call sends (docs/api-clients.md#the-http-client): credentials, CSRF, Accept and
 * the config's headers.
 */
export const expectStandardHeaders = (request: RecordedRequest, accept = VENDOR_OR_PLAIN) => {
  expect(request.config.withCredentials).toBe(true);
  expect(request.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
  expect(request.headers.get('Accept')).toBe(accept);
  expect(request.headers.get('X-Repository-Tenant')).toBe('tenant-42');
};

/** A JSON body must say so; a call without one must not carry one. */
export const expectJsonBody = (request: RecordedRequest, body: unknown) => {
  expect(request.body).toEqual(body);
  expect(String(request.headers.getContentType())).toMatch(/^application\/json/);
};

export const expectNoBody = (request: RecordedRequest) => {
  expect(request.config.data).toBeUndefined();
};

/** A search answer in the server's shape. */
export const searchAnswer = <T>(hits: T[], total = hits.length) => ({ hits: { hits, total } });
