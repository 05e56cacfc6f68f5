/** @jest-environment node */
import axios from 'axios';
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

const asAlice = () => {
  const http = alice.http({ accept: 'application/json' });
  http.defaults.validateStatus = () => true;
  return http;
};
const anonymous = () => axios.create({ validateStatus: () => true });

describe('/api/users', () => {
  it('suggests public profiles only, at most 10, never dave', async () => {
    const all = await asAlice().get(`${server.api}/users`, { params: { suggest: '' } });
    expect(all.status).toBe(200);
    expect(all.data.hits.hits.map((hit: { username: string }) => hit.username).sort()).toEqual([
      'alice',
      'bob',
      'carol',
    ]);
    const dave = await asAlice().get(`${server.api}/users`, { params: { q: 'dave' } });
    expect(dave.data.hits.total).toBe(0);
    const big = await asAlice().get(`${server.api}/users`, { params: { q: '', size: 50 } });
    expect(big.data.hits.hits.length).toBeLessThanOrEqual(10);
  });

  it('marks the current user and links the avatar', async () => {
    const found = await asAlice().get(`${server.api}/users`, { params: { suggest: 'alice' } });
    expect(found.data.hits.hits[0]).toEqual({
      id: '1',
      username: 'alice',
      is_current_user: true,
      profile: { full_name: 'Alice Archer', affiliations: 'CERN' },
      links: { self: `${server.api}/users/1`, avatar: `${server.api}/users/1/avatar.svg` },
    });
  });

  it('needs a logged-in caller', async () => {
    const answer = await anonymous().get(`${server.api}/users`, { params: { suggest: 'a' } });
    expect(answer.status).toBe(403);
  });

  it('answers one user, hides private profiles and 404s unknown ones', async () => {
    expect((await asAlice().get(`${server.api}/users/2`)).data.username).toBe('bob');
    expect((await asAlice().get(`${server.api}/users/4`)).status).toBe(403);
    expect((await asAlice().get(`${server.api}/users/99`)).status).toBe(404);
  });

  it('draws an initials avatar for anyone', async () => {
    const avatar = await anonymous().get(`${server.api}/users/3/avatar.svg`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.data).toContain('>CC</text>');
    expect((await anonymous().get(`${server.api}/users/4/avatar.svg`)).data).not.toContain('DH');
  });
});

describe('/api/groups', () => {
  it('searches groups and answers one group', async () => {
    const found = await asAlice().get(`${server.api}/groups`, { params: { q: 'lab' } });
    expect(found.data.hits.hits).toEqual([
      expect.objectContaining({
        id: 'lab-members',
        name: 'lab-members',
        description: 'Members of the demo laboratory',
        links: expect.objectContaining({ self: `${server.api}/groups/lab-members` }),
      }),
    ]);
    expect((await asAlice().get(`${server.api}/groups/lab-members`)).data.name).toBe('lab-members');
    expect((await asAlice().get(`${server.api}/groups/nope`)).status).toBe(404);
  });

  it('needs a logged-in caller', async () => {
    expect((await anonymous().get(`${server.api}/groups`)).status).toBe(403);
  });
});
