/** @jest-environment node */
import axios from 'axios';
import { buildApp } from '../../../server/app';
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const raw = () => axios.create({ baseURL: server.url, validateStatus: () => true });

describe('CSRF protection of the API', () => {
  it('gives every visitor a csrftoken cookie', async () => {
    const answer = await raw().get('/');
    expect(answer.headers['set-cookie']?.join('\n')).toMatch(
      /^csrftoken=[\w.-]{40,}; Path=\/; SameSite=Lax$/m,
    );
  });

  it('refuses a mutating call without the cookie', async () => {
    const answer = await raw().post('/api/records', {});
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ status: 400, message: 'CSRF cookie not set.' });
  });

  it.each([
    ['no header', {}],
    ['a wrong header', { 'X-CSRFToken': 'forged' }],
  ])('refuses a mutating call with the cookie and %s', async (_case, headers) => {
    const answer = await raw().post(
      '/api/records',
      {},
      {
        headers: { Cookie: 'csrftoken=abc123', ...headers },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ status: 400, message: 'CSRF token missing or incorrect.' });
  });

  it("lets the server's own token through to the permission check", async () => {
    const visitor = new BrowserSession(server.url);
    await visitor.visit('/');
    const answer = await visitor.http({ accept: 'application/json' }).post(
      '/api/records',
      {},
      {
        validateStatus: () => true,
      },
    );
    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({ status: 403, message: 'Permission denied.' });
  });

  it('refuses a token minted for another session, or for none', async () => {
    const alice = new BrowserSession(server.url);
    await alice.login('alice');
    const bob = new BrowserSession(server.url);
    await bob.login('bob');
    const anonymous = new BrowserSession(server.url);
    await anonymous.visit('/');
    for (const token of [bob.cookie('csrftoken'), anonymous.cookie('csrftoken')]) {
      const answer = await raw().post(
        '/api/records',
        {},
        {
          headers: {
            Cookie: `session=${alice.cookie('session')}; csrftoken=${token}`,
            'X-CSRFToken': token,
          },
        },
      );
      expect(answer.data).toEqual({ status: 400, message: 'CSRF token missing or incorrect.' });
    }
  });

  it('refuses a token not signed by the server', async () => {
    const alice = new BrowserSession(server.url);
    await alice.login('alice');
    const [issued, nonce] = (alice.cookie('csrftoken') ?? '').split('.');
    const forged = `${issued}.${nonce}.${'A'.repeat(43)}`;
    const answer = await raw().post(
      '/api/records',
      {},
      {
        headers: {
          Cookie: `session=${alice.cookie('session')}; csrftoken=${forged}`,
          'X-CSRFToken': forged,
        },
      },
    );
    expect(answer.data).toEqual({ status: 400, message: 'CSRF token missing or incorrect.' });
  });

  it.each([
    ['another port', { Origin: 'http://127.0.0.1:1' }],
    ['another host', { Origin: 'http://localhost' }],
    ['a page that hides its origin', { Origin: 'null' }],
    ['another site, said by Sec-Fetch-Site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a valid token sent from %s', async (_from, headers) => {
    const alice = new BrowserSession(server.url);
    await alice.login('alice');
    const answer = await alice.http({ accept: 'application/json' }).post(
      '/api/records',
      {},
      {
        headers,
        validateStatus: () => true,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.data.message).toMatch(/^Origin checking failed - /);
  });

  it('takes a valid token from our own origin, and keeps it valid across a restart', async () => {
    const alice = new BrowserSession(server.url);
    await alice.login('alice');
    const created = await alice
      .http()
      .post('/api/records', {}, { headers: { Origin: server.url } });
    expect(created.status).toBe(201);
    // Another app on the same data: the secret and the session are in the database.
    const again = await buildApp({ ...server.ctx.options, seed: false });
    const answer = await again.app.inject({
      method: 'DELETE',
      url: `/api/records/${created.data.id}/draft`,
      headers: { cookie: alice.cookieHeader, 'x-csrftoken': alice.cookie('csrftoken') ?? '' },
    });
    await again.app.close();
    expect(answer.statusCode).toBe(204);
  });

  it('does not check safe methods', async () => {
    expect((await raw().get('/api/communities')).status).toBe(200);
  });
});

describe('demo log-in and log-out', () => {
  it('logs in by username and starts a new session id and token each time', async () => {
    const browser = new BrowserSession(server.url);
    await browser.visit('/login');
    const anonymousToken = browser.cookie('csrftoken');
    await browser.login('alice');
    const first = { session: browser.cookie('session'), token: browser.cookie('csrftoken') };
    expect(first.token).not.toBe(anonymousToken);
    await browser.login('bob');
    expect(browser.cookie('session')).not.toBe(first.session);
    expect(browser.cookie('csrftoken')).not.toBe(first.token);
    const page = await browser.visit('/');
    expect(page.data).toContain('Logged in as bob');
  });

  it('sends an unknown username back to the form with a message', async () => {
    const browser = new BrowserSession(server.url);
    await browser.visit('/login');
    const answer = await browser.submitForm('/login', { username: 'mallory' });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.location, server.url);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('No user is called "mallory".');
  });

  it('only follows local next= paths after log-in', async () => {
    const browser = new BrowserSession(server.url);
    await browser.visit('/login');
    const answer = await browser.submitForm('/login', {
      username: 'alice',
      next: 'https://evil.test/',
    });
    expect(answer.headers.location).toBe('/me/uploads');
  });

  it('puts a token of its own in every login form, which logs in', async () => {
    const browser = new BrowserSession(server.url);
    const formToken = async () =>
      /name="csrf_token" value="([^"]+)"/.exec((await browser.visit('/login')).data)?.[1];
    const first = await formToken();
    const second = await formToken();
    // New on every answer, so a compressed page never repeats it (BREACH).
    expect(first).toMatch(/^[\w-]+\.[\w-]+\.[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toBe(browser.cookie('csrftoken'));
    for (const token of [first, second]) {
      const answer = await raw().post(
        '/login',
        new URLSearchParams({ username: 'alice', csrf_token: token ?? '' }).toString(),
        {
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Cookie: browser.cookieHeader,
          },
          maxRedirects: 0,
        },
      );
      expect(answer.status).toBe(303);
    }
  });

  it.each([
    ['without a token', false, {}],
    ['from another site', true, { Origin: 'https://evil.test' }],
  ])('refuses a log-in form %s (login CSRF)', async (_how, withToken, headers) => {
    const browser = new BrowserSession(server.url);
    await browser.visit('/login');
    const token: Record<string, string> = withToken
      ? { csrf_token: browser.cookie('csrftoken') ?? '' }
      : {};
    const answer = await raw().post(
      '/login',
      new URLSearchParams({ username: 'alice', ...token }).toString(),
      {
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: browser.cookieHeader,
          ...headers,
        },
        maxRedirects: 0,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['set-cookie']?.join('\n') ?? '').not.toMatch(/^session=/m);
  });

  it("logs out with the navigation's form: the session no longer works", async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const session = browser.cookie('session');
    const page = await browser.visit('/');
    expect(page.data).toMatch(/<form class="demo-logout" method="post" action="\/logout">/);
    await browser.logout();
    const stale = await raw().get('/', { headers: { Cookie: `session=${session}` } });
    expect(stale.data).not.toContain('Logged in as');
  });

  it('does not log out on GET (an <img> or a link), but asks', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const asked = await browser.visit('/logout');
    expect(asked.status).toBe(200);
    expect(asked.data).toMatch(/<button class="ui primary button" type="submit">Log out<\/button>/);
    expect((await browser.visit('/')).data).toContain('Logged in as alice');
  });

  it('refuses a log-out without the token (logout CSRF)', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const answer = await raw().post('/logout', '', {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: browser.cookieHeader,
      },
      maxRedirects: 0,
    });
    expect(answer.status).toBe(400);
    expect((await browser.visit('/')).data).toContain('Logged in as alice');
  });
});
