import { RecordDeletionApiClient } from '../../../src/core/api/recordDeletion';
import {
  expectJsonBody,
  expectStandardHeaders,
  PLAIN_JSON,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

/** A link no client could build from the record's id. */
const record = { links: { request_deletion: 'https://links.test/deletion/from-links-only' } };

const aRequest = (status: string) => ({
  id: 'req-9',
  type: 'record-deletion',
  status,
  receiver: {},
  links: { self_html: 'https://links.test/me/requests/req-9' },
});

const setup = () => {
  const { stub, http } = stubbedHttp();
  return { stub, api: new RecordDeletionApiClient(http) };
};

describe('RecordDeletionApiClient', () => {
  useCsrfCookie();

  it("posts the reason to the record's request_deletion link; a 200 means deleted", async () => {
    const { stub, api } = setup();
    stub.reply({ status: 200, data: aRequest('accepted') });
    await expect(api.requestDeletion(record, { reason: 'spam' })).resolves.toEqual({
      outcome: 'deleted',
      request: aRequest('accepted'),
    });
    const [post] = stub.requests;
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe(record.links.request_deletion);
    expectStandardHeaders(post!, PLAIN_JSON);
    expectJsonBody(post!, { reason: 'spam' });
  });

  it('answers the request awaiting the administrators on a 201', async () => {
    const { stub, api } = setup();
    stub.reply({ status: 201, data: aRequest('submitted') });
    const payload = { reason: 'other', comment: 'The data set was uploaded twice by mistake.' };
    await expect(api.requestDeletion(record, payload)).resolves.toEqual({
      outcome: 'requested',
      request: aRequest('submitted'),
    });
    expectJsonBody(stub.requests[0]!, payload);
  });

  it("rejects with the repository's message when it refuses", async () => {
    const { stub, api } = setup();
    stub.reply({
      status: 400,
      data: { status: 400, message: 'A deletion request for this record already exists.' },
    });
    await expect(api.requestDeletion(record, { reason: 'spam' })).rejects.toMatchObject({
      status: 400,
      message: 'A deletion request for this record already exists.',
    });
  });

  it('rejects without a call when the record has no request_deletion link', async () => {
    const { stub, api } = setup();
    await expect(api.requestDeletion({ links: {} }, { reason: 'spam' })).rejects.toMatchObject({
      message: "The record has no 'request_deletion' link.",
    });
    expect(stub.requests).toHaveLength(0);
  });
});
