import { AccessRequestsApiClient, ApiError } from '../../../src/core/api';
import type { AccessRequestsApi } from '../../../src/core/api';
import { anAccessRequest } from '../../factories/accessRequest';
import {
  expectJsonBody,
  expectNoBody,
  expectStandardHeaders,
  PLAIN_JSON,
  searchAnswer,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

/** A link no client could build from the record's id. */
const REQUEST_LINK = 'https://links.test/access_request/from-links-only';
const record = { id: 'rec12-34567', links: { access_request: REQUEST_LINK } };

const setup = () => {
  const { stub, http } = stubbedHttp();
  const api: AccessRequestsApi = new AccessRequestsApiClient(http, {
    apiBase: 'https://base.test/api-base',
  });
  return { stub, api };
};

const GUEST_ANSWER = { message: 'Verification link sent out, please check your e-mail inbox' };

describe('AccessRequestsApiClient', () => {
  useCsrfCookie();

  describe('requestAccess', () => {
    it("posts the request to the record's access_request link, consent as text", async () => {
      const { stub, api } = setup();
      const request = anAccessRequest();
      stub.reply({ data: request });
      const result = await api.requestAccess(record, {
        email: 'Jane.Doe@example.org',
        full_name: 'Jane Doe',
        message: 'For my thesis on urban trees.',
        consent_to_share_personal_data: true,
      });
      expect(result).toEqual({ kind: 'request', request });
      const sent = stub.only();
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe(REQUEST_LINK);
      expectStandardHeaders(sent, PLAIN_JSON);
      expectJsonBody(sent, {
        email: 'Jane.Doe@example.org',
        full_name: 'Jane Doe',
        message: 'For my thesis on urban trees.',
        consent_to_share_personal_data: 'true',
      });
    });

    it("answers the server's message when it sent a link to confirm the address", async () => {
      const { stub, api } = setup();
      stub.reply({ data: GUEST_ANSWER });
      const result = await api.requestAccess(record, {
        email: 'eric@example.org',
        full_name: 'Eric Idle',
        consent_to_share_personal_data: false,
      });
      expect(result).toEqual({ kind: 'verification', message: GUEST_ANSWER.message });
      // Every field is sent, as the server's own form sends them: no message is an empty one.
      expect(stub.only().body).toEqual({
        email: 'eric@example.org',
        full_name: 'Eric Idle',
        message: '',
        consent_to_share_personal_data: 'false',
      });
    });

    it('refuses an answer that is neither a request nor a message', async () => {
      const { stub, api } = setup();
      stub.reply({ data: '<html>Log in</html>' });
      const error = await api
        .requestAccess(record, {
          email: 'a@b.org',
          full_name: 'A',
          consent_to_share_personal_data: true,
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(
        'The server answered the access request with neither a request nor a message.',
      );
    });

    it('rejects, naming the link, when the record has no access_request link', async () => {
      const { stub, api } = setup();
      const error = await api
        .requestAccess(
          { links: {} },
          { email: 'a@b.org', full_name: 'A', consent_to_share_personal_data: true },
        )
        .catch((e: unknown) => e);
      expect((error as ApiError).message).toBe("The record has no 'access_request' link.");
      expect(stub.requests).toHaveLength(0);
    });

    it("rejects with the server's message, field errors and wait", async () => {
      const { stub, api } = setup();
      const errors = [{ field: 'email', messages: ['Not a valid email address.'] }];
      stub.reply(
        { status: 400, data: { status: 400, message: 'A validation error occurred.', errors } },
        {
          status: 429,
          data: { status: 429, message: 'Too many requests.' },
          headers: { 'Retry-After': '30' },
        },
      );
      const body = { email: 'nope', full_name: 'A', consent_to_share_personal_data: true };
      await expect(api.requestAccess(record, body)).rejects.toMatchObject({
        status: 400,
        message: 'A validation error occurred.',
        fieldErrors: errors,
      });
      await expect(api.requestAccess(record, body)).rejects.toMatchObject({
        status: 429,
        retryAfterMs: 30_000,
      });
    });
  });

  describe('findOpenRequest', () => {
    it("searches the user's open access requests on the record", async () => {
      const { stub, api } = setup();
      const request = anAccessRequest();
      stub.reply({ data: searchAnswer([request]) });
      await expect(api.findOpenRequest('rec12-34567')).resolves.toEqual(request);
      const sent = stub.only();
      expect(sent.method).toBe('GET');
      expect(sent.url).toBe(
        'https://base.test/api-base/user/requests?topic=record:rec12-34567&type=user-access-request&is_open=true&size=1',
      );
      expectStandardHeaders(sent, PLAIN_JSON);
      expectNoBody(sent);
    });

    it('answers null when there is none', async () => {
      const { stub, api } = setup();
      stub.reply({ data: searchAnswer([]) });
      await expect(api.findOpenRequest('rec12-34567')).resolves.toBeNull();
    });

    it('passes the signal on, so unmounting cancels the search', async () => {
      const { stub, api } = setup();
      stub.reply({ hang: true });
      const controller = new AbortController();
      const sent = stub.nextRequest();
      const finding = api.findOpenRequest('rec12-34567', { signal: controller.signal });
      await sent;
      controller.abort();
      await expect(finding).rejects.toMatchObject({ isAbort: true });
    });
  });

  describe('readRequest', () => {
    it('reads one request by its id', async () => {
      const { stub, api } = setup();
      const request = anAccessRequest({ id: 'a/b' });
      stub.reply({ data: request });
      await expect(api.readRequest('a/b')).resolves.toEqual(request);
      const sent = stub.only();
      expect(sent.method).toBe('GET');
      expect(sent.url).toBe('https://base.test/api-base/requests/a%2Fb');
      expectStandardHeaders(sent, PLAIN_JSON);
      expectNoBody(sent);
    });
  });

  it('calls the fixed endpoints under /api by default', async () => {
    const { stub, http } = stubbedHttp();
    const api = new AccessRequestsApiClient(http);
    stub.reply({ data: searchAnswer([]) }, { data: anAccessRequest({ id: 'r1' }) });
    await api.findOpenRequest('x');
    await api.readRequest('r1');
    expect(stub.requests.map((sent) => sent.url.split('?')[0])).toEqual([
      '/api/user/requests',
      '/api/requests/r1',
    ]);
  });
});
