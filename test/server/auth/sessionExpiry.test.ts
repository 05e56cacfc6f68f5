/** @jest-environment node */
import { setTimeout as sleep } from 'node:timers/promises';
import { BrowserSession } from '../support/browserSession';
import { startTestServer, type TestServer } from '../support/testServer';

const sessionCount = (server: TestServer) =>
  (server.ctx.db.prepare('SELECT COUNT(*) AS count FROM sessions').get() as { count: number })
    .count;

const loggedIn = async (browser: BrowserSession) =>
  (await browser.visit('/')).data.includes('Logged in as alice');

describe('a session unused for longer than the idle limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sessionIdleMs: 400, sessionMaxAgeMs: 60_000 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('ends: refused, its cookie cleared, its row deleted', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const before = sessionCount(server);
    await sleep(600);
    expect(await loggedIn(browser)).toBe(false);
    expect(browser.cookie('session')).toBeUndefined();
    expect(sessionCount(server)).toBe(before - 1);
  });

  it('lasts while it is used', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    for (let step = 0; step < 5; step += 1) {
      await sleep(150);
      expect(await loggedIn(browser)).toBe(true);
    }
  });

  it("also ends the session's CSRF token", async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const stale = { cookie: browser.cookieHeader, token: browser.cookie('csrftoken') ?? '' };
    await sleep(600);
    const answer = await browser.http().post(
      '/api/records',
      {},
      {
        headers: { Cookie: stale.cookie, 'X-CSRFToken': stale.token },
        validateStatus: () => true,
      },
    );
    expect(answer.data).toEqual({ status: 400, message: 'CSRF token missing or incorrect.' });
  });

  it('is deleted at the next log-in, even if its browser never comes back', async () => {
    const abandoned = new BrowserSession(server.url);
    await abandoned.login('alice');
    const abandonedId = abandoned.cookie('session');
    await sleep(600);
    await new BrowserSession(server.url).login('bob');
    const kept = server.ctx.db.prepare('SELECT id FROM sessions WHERE id = ?').get(abandonedId);
    expect(kept).toBeUndefined();
  });
});

describe('a session older than the absolute limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sessionIdleMs: 60_000, sessionMaxAgeMs: 500 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('ends however busy it is', async () => {
    const browser = new BrowserSession(server.url);
    await browser.login('alice');
    const seen: boolean[] = [];
    for (let step = 0; step < 6; step += 1) {
      await sleep(150);
      seen.push(await loggedIn(browser));
    }
    expect(seen.slice(0, 2)).toEqual([true, true]);
    expect(seen.slice(-2)).toEqual([false, false]);
  });
});
