/** @jest-environment node */
import axios from 'axios';
import { CommunitiesApiClient } from '../../../src/core/api';
import type { Community } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: BrowserSession;

beforeAll(async () => {
  server = await startTestServer();
  alice = new BrowserSession(server.url);
  await alice.login('alice');
});
afterAll(async () => {
  await server.close();
});

const raw = (session?: BrowserSession) => {
  const http = session ? session.http({ accept: 'application/json' }) : axios.create();
  http.defaults.validateStatus = () => true;
  return http;
};
const clientFor = (session: BrowserSession) =>
  new CommunitiesApiClient(session.http(), { apiBase: server.api });

const PUBLIC_COMMUNITIES = 11;

describe('community search: page size 5, sort bestmatch', () => {
  it('pages through the public communities, newest first without a query', async () => {
    const anonymous = clientFor(new BrowserSession(server.url));
    const first = await anonymous.search('', 1);
    expect(first.total).toBe(PUBLIC_COMMUNITIES);
    expect(first.hits).toHaveLength(5);
    const last = await anonymous.search('', 3);
    expect(last.hits).toHaveLength(1);
    const seen = [...first.hits, ...(await anonymous.search('', 2)).hits, ...last.hits];
    expect(new Set(seen.map((community) => community.slug)).size).toBe(PUBLIC_COMMUNITIES);
    expect(seen.map((community) => community.slug)).not.toContain('restricted-lab');
    const created = seen.map((community) => (community as Community & { created: string }).created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('answers the search shape with prev/next links and sortBy', async () => {
    const answer = await raw().get(`${server.api}/communities`, {
      params: { q: '', page: 2, size: 5, sort: 'bestmatch' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.sortBy).toBe('newest');
    expect(answer.data.hits.total).toBe(PUBLIC_COMMUNITIES);
    expect(answer.data.links.prev).toContain('page=1');
    expect(answer.data.links.next).toContain('page=3');
    expect(answer.data.links.self).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/communities\?/);
    const bad = await raw().get(`${server.api}/communities`, { params: { sort: 'popular' } });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual([
      { field: 'sort', messages: ["Invalid sort option 'popular'."] },
    ]);
  });

  it('matches the query against titles and slugs, best match first', async () => {
    const found = await clientFor(alice).search('open science', 1);
    expect(found.hits[0]?.slug).toBe('open-science');
    const journal = await clientFor(alice).search('journal', 1);
    expect(journal.hits.map((community) => community.slug)).toEqual(['verified-journal']);
    expect(journal.hits[0]).toMatchObject({
      theme: { enabled: true, brand: 'verified-journal' },
      links: {
        self_html: `${server.url}/communities/verified-journal`,
        logo: `${server.api}/communities/${journal.hits[0]?.id}/logo`,
      },
    });
  });

  it('shows restricted communities to their members only', async () => {
    const mine = await clientFor(alice).search('restricted', 1);
    expect(mine.hits.map((community) => community.slug)).toEqual(['restricted-lab']);
    expect(mine.hits[0]?.access.visibility).toBe('restricted');
    const bystander = new BrowserSession(server.url);
    await bystander.login('carol');
    expect((await clientFor(bystander).search('restricted', 1)).total).toBe(0);
  });
});

describe('my communities', () => {
  it("lists the caller's memberships with can_include_directly", async () => {
    const mine = await clientFor(alice).searchMine('', 1);
    expect(mine.total).toBe(6);
    const all = [...mine.hits, ...(await clientFor(alice).searchMine('', 2)).hits];
    const direct = Object.fromEntries(
      all.map((community) => [community.slug, community.ui?.permissions?.can_include_directly]),
    );
    expect(direct).toEqual({
      'open-science': false,
      'restricted-lab': false,
      'digital-humanities': true,
      'climate-research': false,
      'research-software': true,
      'summer-school-2025': false,
    });
  });

  it('searches within the memberships', async () => {
    const found = await clientFor(alice).searchMine('digital', 1);
    expect(found.hits.map((community) => community.slug)).toEqual(['digital-humanities']);
  });

  it('refuses anonymous callers', async () => {
    const anonymous = clientFor(new BrowserSession(server.url));
    await expect(anonymous.searchMine('', 1)).rejects.toMatchObject({ status: 403 });
  });
});

describe('one community', () => {
  it("answers by slug and by id with InvenioRDM's community JSON", async () => {
    const bySlug = await raw().get(`${server.api}/communities/open-science`);
    expect(bySlug.status).toBe(200);
    const community = bySlug.data;
    expect(community).toMatchObject({
      slug: 'open-science',
      metadata: { title: 'Open Science', type: { id: 'topic' } },
      access: {
        visibility: 'public',
        review_policy: 'closed',
        record_submission_policy: 'open',
        member_policy: 'closed',
        members_visibility: 'public',
      },
      children: { allow: false },
      links: {
        self: `${server.api}/communities/${community.id}`,
        members: `${server.api}/communities/${community.id}/members`,
        records: `${server.api}/communities/${community.id}/records`,
      },
      ui: { permissions: { can_include_directly: false } },
    });
    expect(community).not.toHaveProperty('theme');
    const byId = await raw().get(`${server.api}/communities/${community.id}`);
    expect(byId.data.slug).toBe('open-science');
  });

  it('answers 404 for an unknown community and 403 for a restricted one', async () => {
    expect((await raw().get(`${server.api}/communities/nope`)).status).toBe(404);
    const restricted = await raw().get(`${server.api}/communities/restricted-lab`);
    expect(restricted.status).toBe(403);
    expect((await raw(alice).get(`${server.api}/communities/restricted-lab`)).status).toBe(200);
  });

  it('serves a generated logo, 404 when there is none', async () => {
    const logo = await raw().get(`${server.api}/communities/open-science/logo`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.data).toContain('<svg');
    expect((await raw().get(`${server.api}/communities/materials-science/logo`)).status).toBe(404);
  });

  it('lists members with their roles', async () => {
    const members = await raw().get(`${server.api}/communities/open-science/members`);
    expect(members.status).toBe(200);
    const roles = Object.fromEntries(
      members.data.hits.hits.map((hit: { member: { id: string }; role: string }) => [
        hit.member.id,
        hit.role,
      ]),
    );
    expect(roles).toEqual({ '1': 'reader', '3': 'curator' });
  });
});
