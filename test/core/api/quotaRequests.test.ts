import { QuotaRequestsApiClient } from '../../../src/core/api/quotaRequests';
import {
  expectJsonBody,
  expectNoBody,
  expectStandardHeaders,
  PLAIN_JSON,
  searchAnswer,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

/** Links no client could build from the draft's id. */
const draft = {
  links: {
    quota_increase: 'https://links.test/quota/from-links-only',
    requests: 'https://links.test/requests/from-links-only',
  },
};
const COMMENTS = 'https://links.test/requests/req-1/comments';
const created = {
  id: 'req-1',
  type: 'quota-increase',
  status: 'submitted',
  receiver: {},
  payload: { quota_size: '25' },
  links: { self_html: 'https://links.test/me/requests/req-1', comments: COMMENTS },
};

const setup = () => {
  const { stub, http } = stubbedHttp();
  return { stub, api: new QuotaRequestsApiClient(http) };
};

describe('QuotaRequestsApiClient', () => {
  useCsrfCookie();

  it("asks at the draft's quota_increase link, then sends the reason as a comment", async () => {
    const { stub, api } = setup();
    stub.reply({ status: 201, data: created }, { status: 201, data: {} });
    await expect(api.ask(draft, '25', 'Raw microscopy images.')).resolves.toEqual(created);
    const [ask, comment] = stub.requests;
    expect(stub.requests).toHaveLength(2);
    expect(ask?.method).toBe('POST');
    expect(ask?.url).toBe(draft.links.quota_increase);
    expectStandardHeaders(ask!, PLAIN_JSON);
    expectJsonBody(ask!, { quota_size: '25' });
    expect(comment?.method).toBe('POST');
    expect(comment?.url).toBe(COMMENTS);
    expectJsonBody(comment!, { payload: { content: 'Raw microscopy images.', format: 'html' } });
  });

  it('rejects, sending nothing more, when the repository refuses the request', async () => {
    const { stub, api } = setup();
    stub.reply({ status: 403, data: { status: 403, message: 'Permission denied.' } });
    await expect(api.ask(draft, '25', 'Why')).rejects.toMatchObject({ status: 403 });
    expect(stub.requests).toHaveLength(1);
  });

  it('rejects without a call when the draft has no quota_increase link', async () => {
    const { stub, api } = setup();
    await expect(api.ask({ links: {} }, '25', 'Why')).rejects.toThrow(/quota_increase/);
    expect(stub.requests).toHaveLength(0);
  });

  it("searches the draft's open quota increase requests", async () => {
    const { stub, api } = setup();
    stub.reply({ data: searchAnswer([created]) });
    await expect(api.openRequests(draft)).resolves.toEqual([created]);
    const sent = stub.only();
    expect(sent.method).toBe('GET');
    expect(sent.url).toBe(`${draft.links.requests}?type=quota-increase&is_open=true`);
    expectNoBody(sent);
  });
});
