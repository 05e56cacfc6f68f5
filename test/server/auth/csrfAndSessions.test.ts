/** @jest-environment node */
import axios from 'axios';
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
      /^csrftoken=[\w-]{20,}; Path=\/; SameSite=Lax/m,
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

  it('lets a matching header through to the permission check', async () => {
    const answer = await raw().post(
      '/api/records',
      {},
      {
        headers: { Cookie: 'csrftoken=abc123', 'X-CSRFToken': 'abc123' },
      },
    );
    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({ status: 403, message: 'Permission denied.' });
  });

  it('does not check safe methods', async () => {
    expect((await raw().get('/api/communities')).status).toBe(200);
  });
});

describe('demo log-in', () => {
  it('logs in by username and starts a new session id each time', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const first = browser.cookie('session');
    await browser.login('bob');
    expect(browser.cookie('session')).not.toBe(first);
    const page = await browser.visit('/');
    expect(page.data).toContain('Logged in as bob');
  });

  it('sends an unknown username back to the form with a message', async () => {
    const answer = await raw().post('/login', 'username=mallory', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      maxRedirects: 0,
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.location, server.url);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('No user is called "mallory".');
  });

  it('only follows local next= paths after log-in', async () => {
    const answer = await raw().post('/login', 'username=alice&next=https://evil.test/', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      maxRedirects: 0,
    });
    expect(answer.headers.location).toBe('/me/uploads');
  });

  it('logs out: the session no longer works', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const session = browser.cookie('session');
    await browser.visit('/logout');
    const stale = await raw().get('/', { headers: { Cookie: `session=${session}` } });
    expect(stale.data).not.toContain('Logged in as');
  });
});
