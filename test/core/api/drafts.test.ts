import { ApiError, DraftsApiClient } from '../../../src/core/api';
import type { DraftsApi } from '../../../src/core/api';
import { aDraft, draftLinks } from '../../factories/draft';
import { distinctiveDraftLinks } from '../../factories/distinctiveLinks';
import { aFilesList, aServerFile } from '../../factories/files';
import {
  expectJsonBody,
  expectNoBody,
  PLAIN_JSON,
  VENDOR_OR_PLAIN,
  expectStandardHeaders,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

const CREATE_URL = 'https://config.test/api/records-create-here';
const L = distinctiveDraftLinks();
const draft = aDraft({ id: 'abc12-34567', links: L });
const answerDraft = aDraft({ id: 'abc12-34567', status: 'published' });
const request = {
  id: 'req-1',
  type: 'community-submission',
  status: 'submitted',
  receiver: { community: 'comm-1' },
  links: { next_html: 'https://repo.test/me/requests/req-1' },
};

const setup = () => {
  const { stub, http } = stubbedHttp();
  const api: DraftsApi = new DraftsApiClient(http, { createUrl: CREATE_URL });
  return { stub, api };
};

describe('DraftsApiClient', () => {
  useCsrfCookie();

  type Case = {
    call: string;
    run: (api: DraftsApi) => Promise<unknown>;
    method: string;
    url: string;
    /** undefined: the call sends no body. */
    body?: unknown;
    answer: unknown;
    result?: unknown;
  };

  const cases: Case[] = [
    {
      call: 'create',
      run: (api) => api.create(draft),
      method: 'POST',
      url: CREATE_URL,
      body: draft,
      answer: answerDraft,
    },
    {
      call: 'read',
      run: (api) => api.read(draft),
      method: 'GET',
      url: L.self as string,
      answer: answerDraft,
    },
    {
      call: 'save',
      run: (api) => api.save(draft),
      method: 'PUT',
      url: L.self as string,
      body: draft,
      answer: answerDraft,
    },
    {
      call: 'save without an id (creates)',
      run: (api) => api.save({ ...draft, id: undefined, links: undefined }),
      method: 'POST',
      url: CREATE_URL,
      body: { ...draft, id: undefined, links: undefined },
      answer: answerDraft,
    },
    {
      call: 'publish',
      run: (api) => api.publish(draft),
      method: 'POST',
      url: L.publish as string,
      body: {},
      answer: answerDraft,
    },
    {
      call: 'delete',
      run: (api) => api.delete(draft),
      method: 'DELETE',
      url: L.self as string,
      answer: '',
      result: undefined,
    },
    {
      call: 'reservePid',
      run: (api) => api.reservePid(draft, 'doi'),
      method: 'POST',
      url: L.reserve_doi as string,
      body: {},
      answer: answerDraft,
    },
    {
      call: 'reservePid of another scheme',
      run: (api) => api.reservePid(draft, 'oai'),
      method: 'POST',
      url: L.reserve_oai as string,
      body: {},
      answer: answerDraft,
    },
    {
      call: 'discardPid',
      run: (api) => api.discardPid(draft, 'doi'),
      method: 'DELETE',
      url: L.reserve_doi as string,
      answer: answerDraft,
    },
    {
      call: 'discardPid answered with 204',
      run: (api) => api.discardPid(draft, 'doi'),
      method: 'DELETE',
      url: L.reserve_doi as string,
      answer: '',
      result: undefined,
    },
    {
      call: 'putReview',
      run: (api) => api.putReview(draft, 'comm-1'),
      method: 'PUT',
      url: L.review as string,
      body: { receiver: { community: 'comm-1' }, type: 'community-submission' },
      answer: request,
    },
    {
      call: 'deleteReview',
      run: (api) => api.deleteReview(draft),
      method: 'DELETE',
      url: L.review as string,
      answer: '',
      result: undefined,
    },
    {
      call: 'submitReview with a comment',
      run: (api) => api.submitReview(draft, '<p>Please include it</p>'),
      method: 'POST',
      url: L['submit-review'] as string,
      body: { payload: { content: '<p>Please include it</p>', format: 'html' } },
      answer: request,
    },
    {
      call: 'submitReview without a comment',
      run: (api) => api.submitReview(draft),
      method: 'POST',
      url: L['submit-review'] as string,
      body: {},
      answer: request,
    },
    {
      call: 'submitReview with a blank comment',
      run: (api) => api.submitReview(draft, '  '),
      method: 'POST',
      url: L['submit-review'] as string,
      body: {},
      answer: request,
    },
    {
      call: 'cancelReview with a comment',
      run: (api) => api.cancelReview(draft, '<p>Wrong community</p>'),
      method: 'POST',
      url: L.actions?.cancel as string,
      body: { payload: { content: '<p>Wrong community</p>', format: 'html' } },
      answer: { ...request, status: 'cancelled' },
    },
    {
      call: 'cancelReview without a comment',
      run: (api) => api.cancelReview(draft),
      method: 'POST',
      url: L.actions?.cancel as string,
      body: {},
      answer: { ...request, status: 'cancelled' },
    },
    {
      call: 'importFiles',
      run: (api) => api.importFiles(draft),
      method: 'POST',
      url: `${L.self}/actions/files-import`,
      answer: aFilesList([aServerFile('data.csv')]),
    },
  ];

  it.each(cases)(
    '$call: $method from the links or config, with expand=1',
    async ({ call, run, method, url, body, answer, ...rest }) => {
      const { stub, api } = setup();
      stub.reply({ data: answer });
      const result = await run(api);
      const sent = stub.only();
      expect(sent.method).toBe(method);
      expect(sent.url).toBe(`${url}?expand=1`);
      // Files import answers a files list: plain JSON, all v12 serves there.
      expectStandardHeaders(sent, call === 'importFiles' ? PLAIN_JSON : VENDOR_OR_PLAIN);
      if (body === undefined) expectNoBody(sent);
      else expectJsonBody(sent, body);
      expect(result).toEqual('result' in rest ? rest.result : answer);
    },
  );

  it('imports files at the self link of a real draft, which ends in /draft', async () => {
    const { stub, api } = setup();
    await api.importFiles(aDraft({ id: 'nv123-45678', links: draftLinks('nv123-45678') }));
    expect(stub.only().url).toBe(
      'https://repo.test/api/records/nv123-45678/draft/actions/files-import?expand=1',
    );
  });

  it.each([
    ['publish', (api: DraftsApi) => api.publish(aDraft({ links: {} })), "'publish'"],
    ['read', (api: DraftsApi) => api.read(aDraft({ links: {} })), "'self'"],
    ['save', (api: DraftsApi) => api.save(aDraft({ links: {} })), "'self'"],
    [
      'reservePid',
      (api: DraftsApi) => api.reservePid(aDraft({ links: {} }), 'doi'),
      "'reserve_doi'",
    ],
    [
      'cancelReview',
      (api: DraftsApi) => api.cancelReview(aDraft({ links: {} })),
      "'actions.cancel'",
    ],
    [
      'submitReview',
      (api: DraftsApi) => api.submitReview(aDraft({ links: {} })),
      "'submit-review'",
    ],
  ])('%s rejects, naming the link, when the record lacks it', async (_call, run, link) => {
    const { stub, api } = setup();
    const error = await run(api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`The record has no ${link} link.`);
    expect(stub.requests).toHaveLength(0);
  });

  it('rejects with the server message and field errors of a failed publish', async () => {
    const { stub, api } = setup();
    const errors = [{ field: 'metadata.title', messages: ['Missing data for required field.'] }];
    stub.reply({
      status: 400,
      data: { status: 400, message: 'A validation error occurred.', errors },
    });
    await expect(api.publish(draft)).rejects.toMatchObject({
      status: 400,
      message: 'A validation error occurred.',
      fieldErrors: errors,
    });
  });

  it('passes the signal on, so an aborted save rejects as an abort', async () => {
    const { stub, api } = setup();
    stub.reply({ hang: true });
    const controller = new AbortController();
    const sent = stub.nextRequest();
    const saving = api.save(draft, { signal: controller.signal });
    expect((await sent).config.signal).toBe(controller.signal);
    controller.abort();
    await expect(saving).rejects.toMatchObject({ isAbort: true });
  });
});
