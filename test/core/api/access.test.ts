import { AccessApiClient, ApiError } from '../../../src/core/api';
import type { AccessApi } from '../../../src/core/api';
import type { AccessSettings } from '../../../src/core/model';
import { anAccessLink, aGroupGrant, aUserGrant } from '../../factories/access';
import { aDraft } from '../../factories/draft';
import { distinctiveDraftLinks } from '../../factories/distinctiveLinks';
import {
  expectJsonBody,
  expectNoBody,
  PLAIN_JSON,
  VENDOR_OR_PLAIN,
  expectStandardHeaders,
  searchAnswer,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

const L = distinctiveDraftLinks();
const record = aDraft({ links: L });
const LINK_ID = '5b1f6f9e-0c2e-4c55-9d1c-3a7d7c2b1a01';
const settings: AccessSettings = {
  allow_user_requests: true,
  allow_guest_requests: false,
  accept_conditions_text: '<p>Cite us</p>',
  secret_link_expiration: '30',
};

const setup = () => {
  const { stub, http } = stubbedHttp();
  const api: AccessApi = new AccessApiClient(http, { apiBase: 'https://base.test/api-base' });
  return { stub, api };
};

describe('AccessApiClient', () => {
  useCsrfCookie();

  type Case = {
    call: string;
    run: (api: AccessApi) => Promise<unknown>;
    method: string;
    url: string;
    body?: unknown;
    answer?: unknown;
    result: unknown;
  };

  const link = anAccessLink();
  const newVersion = aDraft({ id: 'new01-23456', status: 'new_version_draft' });
  const savedRecord = aDraft();

  const cases: Case[] = [
    {
      call: 'listLinks',
      run: (api) => api.listLinks(record),
      method: 'GET',
      url: L.access_links as string,
      answer: searchAnswer([link]),
      result: { hits: [link], total: 1 },
    },
    {
      call: 'createLink',
      run: (api) =>
        api.createLink(record, {
          permission: 'edit',
          expires_at: '2027-01-31',
          description: 'For the reviewers',
        }),
      method: 'POST',
      url: L.access_links as string,
      body: { permission: 'edit', expires_at: '2027-01-31', description: 'For the reviewers' },
      answer: link,
      result: link,
    },
    {
      call: 'updateLink',
      run: (api) => api.updateLink(record, LINK_ID, { permission: 'view' }),
      method: 'PATCH',
      url: `${L.access_links}/${LINK_ID}`,
      body: { permission: 'view' },
      answer: { ...link, permission: 'view' },
      result: { ...link, permission: 'view' },
    },
    {
      call: 'deleteLink',
      run: (api) => api.deleteLink(record, LINK_ID),
      method: 'DELETE',
      url: `${L.access_links}/${LINK_ID}`,
      result: undefined,
    },
    {
      call: 'listUsers',
      run: (api) => api.listUsers(record),
      method: 'GET',
      url: `${L.access_users}?expand=true`,
      answer: searchAnswer([aUserGrant()]),
      result: { hits: [aUserGrant()], total: 1 },
    },
    {
      call: 'listGroups',
      run: (api) => api.listGroups(record),
      method: 'GET',
      url: `${L.access_groups}?expand=true`,
      answer: searchAnswer([aGroupGrant()], 3),
      result: { hits: [aGroupGrant()], total: 3 },
    },
    {
      call: 'createGrants',
      run: (api) =>
        api.createGrants(record, [
          {
            subject: { type: 'user', id: '7' },
            permission: 'manage',
            notify: true,
            message: '<p>Have a look</p>',
          },
          { subject: { type: 'role', id: 'curators' }, permission: 'preview' },
        ]),
      method: 'POST',
      url: L.access_grants as string,
      body: {
        grants: [
          {
            subject: { type: 'user', id: '7' },
            permission: 'manage',
            notify: true,
            message: '<p>Have a look</p>',
          },
          { subject: { type: 'role', id: 'curators' }, permission: 'preview' },
        ],
      },
      answer: searchAnswer([aUserGrant()]),
      result: undefined,
    },
    {
      call: 'updateGrant of a user',
      run: (api) => api.updateGrant(record, { type: 'user', id: '7' }, 'edit'),
      method: 'PATCH',
      url: `${L.access_users}/7`,
      body: { permission: 'edit' },
      answer: aUserGrant({ permission: 'edit' }),
      result: aUserGrant({ permission: 'edit' }),
    },
    {
      call: 'updateGrant of a group',
      run: (api) => api.updateGrant(record, { type: 'role', id: 'curators' }, 'manage'),
      method: 'PATCH',
      url: `${L.access_groups}/curators`,
      body: { permission: 'manage' },
      answer: aGroupGrant({ permission: 'manage' }),
      result: aGroupGrant({ permission: 'manage' }),
    },
    {
      call: 'deleteGrant of a user',
      run: (api) => api.deleteGrant(record, { type: 'user', id: '7' }),
      method: 'DELETE',
      url: `${L.access_users}/7`,
      result: undefined,
    },
    {
      call: 'deleteGrant of a group',
      run: (api) => api.deleteGrant(record, { type: 'role', id: 'curators' }),
      method: 'DELETE',
      url: `${L.access_groups}/curators`,
      result: undefined,
    },
    {
      call: 'updateSettings',
      run: (api) => api.updateSettings(record, settings),
      method: 'PUT',
      url: L.access as string,
      body: {
        allow_user_requests: true,
        allow_guest_requests: false,
        accept_conditions_text: '<p>Cite us</p>',
        secret_link_expiration: 30,
      },
      answer: savedRecord,
      result: savedRecord,
    },
    {
      call: 'newVersion',
      run: (api) => api.newVersion(record),
      method: 'POST',
      url: L.versions as string,
      answer: newVersion,
      result: newVersion,
    },
    {
      call: 'searchUsers',
      run: (api) => api.searchUsers('jan do'),
      method: 'GET',
      url: 'https://base.test/api-base/users?suggest=jan+do',
      answer: searchAnswer([aUserGrant().expanded?.subject]),
      result: { hits: [aUserGrant().expanded?.subject], total: 1 },
    },
    {
      call: 'searchGroups',
      run: (api) => api.searchGroups('cur'),
      method: 'GET',
      url: 'https://base.test/api-base/groups?q=cur',
      answer: searchAnswer([aGroupGrant().expanded?.subject]),
      result: { hits: [aGroupGrant().expanded?.subject], total: 1 },
    },
  ];

  it.each(cases)(
    '$call: $method at the link',
    async ({ call, run, method, url, body, answer, result }) => {
      const { stub, api } = setup();
      stub.reply({ data: answer });
      await expect(run(api)).resolves.toEqual(result);
      const sent = stub.only();
      expect(sent.method).toBe(method);
      expect(sent.url).toBe(url);
      // Sharing asks for plain JSON (all v12 serves there); a new version is a record call.
      expectStandardHeaders(sent, call === 'newVersion' ? VENDOR_OR_PLAIN : PLAIN_JSON);
      if (body === undefined) expectNoBody(sent);
      else expectJsonBody(sent, body);
    },
  );

  it('escapes ids appended to a link', async () => {
    const { stub, api } = setup();
    await api.deleteGrant(record, { type: 'role', id: 'lab/admins' });
    expect(stub.only().url).toBe(`${L.access_groups}/lab%2Fadmins`);
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['365', 365],
  ])('sends a secret link expiration of %j as %j days', async (text, days) => {
    const { stub, api } = setup();
    await api.updateSettings(record, { ...settings, secret_link_expiration: text });
    expect(stub.only().body).toMatchObject({ secret_link_expiration: days });
  });

  it('sends absent conditions as null', async () => {
    const { stub, api } = setup();
    await api.updateSettings(record, { ...settings, accept_conditions_text: undefined });
    expect(stub.only().body).toMatchObject({ accept_conditions_text: null });
  });

  it('searches users and groups under /api by default', async () => {
    const { stub, http } = stubbedHttp();
    const api = new AccessApiClient(http);
    stub.reply({ data: searchAnswer([]) }, { data: searchAnswer([]) });
    await api.searchUsers('x');
    await api.searchGroups('y');
    expect(stub.requests.map((sent) => sent.url)).toEqual([
      '/api/users?suggest=x',
      '/api/groups?q=y',
    ]);
  });

  it('rejects, naming the link, when groups are disabled and the record has no access_groups', async () => {
    const { stub, api } = setup();
    const links = { ...L, access_groups: undefined };
    const error = await api.listGroups(aDraft({ links })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("The record has no 'access_groups' link.");
    expect(stub.requests).toHaveLength(0);
  });

  it('rejects with the server message and field errors of a refused link', async () => {
    const { stub, api } = setup();
    const errors = [
      { field: 'expires_at', messages: ['Expiration date must be set to the future'] },
    ];
    stub.reply({
      status: 400,
      data: { status: 400, message: 'A validation error occurred.', errors },
    });
    await expect(
      api.createLink(record, { permission: 'view', expires_at: '2001-01-01' }),
    ).rejects.toMatchObject({ message: 'A validation error occurred.', fieldErrors: errors });
  });

  it('rejects a new-version failure with the server message', async () => {
    const { stub, api } = setup();
    stub.reply({ status: 403, data: { status: 403, message: 'Permission denied.' } });
    await expect(api.newVersion(record)).rejects.toMatchObject({
      status: 403,
      message: 'Permission denied.',
    });
  });

  it('passes the signal on, so unmounting can cancel a list', async () => {
    const { stub, api } = setup();
    stub.reply({ hang: true });
    const controller = new AbortController();
    const sent = stub.nextRequest();
    const listing = api.listUsers(record, { signal: controller.signal });
    await sent;
    controller.abort();
    await expect(listing).rejects.toMatchObject({ isAbort: true });
  });
});
