/** @jest-environment node */
import axios from 'axios';
import { startTestServer, type TestServer } from '../support/testServer';

const cookiesOf = (headers: Record<string, unknown>) =>
  ((headers['set-cookie'] as string[] | undefined) ?? []).join('\n');

describe('behind a trusted HTTPS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const viaProxy = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'repo.example.org' };

  it('sets the csrftoken and session cookies Secure', async () => {
    const page = await axios.get(`${server.url}/login`, { headers: viaProxy });
    expect(cookiesOf(page.headers)).toMatch(/^csrftoken=[^;]+; Path=\/; Secure; SameSite=Lax$/m);
    const token = /csrftoken=([^;]+)/.exec(cookiesOf(page.headers))?.[1] ?? '';
    const login = await axios.post(
      `${server.url}/login`,
      new URLSearchParams({ username: 'alice', csrf_token: token }).toString(),
      {
        headers: {
          ...viaProxy,
          'Content-Type': 'application/x-www-form-urlencoded',
          Cookie: `csrftoken=${token}`,
          Origin: 'https://repo.example.org',
        },
        maxRedirects: 0,
        validateStatus: () => true,
      },
    );
    expect(login.status).toBe(303);
    expect(cookiesOf(login.headers)).toMatch(
      /^session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Lax$/m,
    );
  });

  it("refuses, as InvenioRDM does over HTTPS, a call with neither Origin nor one of its pages' Referer", async () => {
    const page = await axios.get(`${server.url}/`, { headers: viaProxy });
    const token = /csrftoken=([^;]+)/.exec(cookiesOf(page.headers))?.[1] ?? '';
    const post = (headers: Record<string, string>) =>
      axios.post(
        `${server.api}/records`,
        {},
        {
          headers: { ...viaProxy, Cookie: `csrftoken=${token}`, 'X-CSRFToken': token, ...headers },
          validateStatus: () => true,
        },
      );
    expect((await post({})).data.message).toBe('Referer checking failed - no Referer.');
    expect((await post({ Referer: 'http://repo.example.org/' })).data.message).toBe(
      'Referer checking failed - Referer is insecure while host is secure.',
    );
    expect((await post({ Referer: 'https://evil.test/' })).data.message).toBe(
      'Referer checking failed - https://evil.test/ does not match any trusted origins.',
    );
    // Past the CSRF check: anonymous callers may not create drafts.
    expect((await post({ Referer: 'https://repo.example.org/uploads/new' })).status).toBe(403);
  });
});

it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
  const server = await startTestServer();
  try {
    const page = await axios.get(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(cookiesOf(page.headers)).toMatch(/^csrftoken=[^;]+; Path=\/; SameSite=Lax$/m);
  } finally {
    await server.close();
  }
});
