/** @jest-environment node */
import axios from 'axios';
import { request as httpRequest } from 'node:http';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await axios.delete(`${server.url}/__faults`);
});

const get = (path: string) => axios.get(`${server.url}${path}`, { validateStatus: () => true });
const addFault = (rule: object) => axios.post(`${server.url}/__faults`, rule);

describe('fault injection', () => {
  it('fails the next N matching calls with a status, then lets calls through', async () => {
    await addFault({ method: 'get', path: '^/api/communities$', count: 2, status: 503 });
    expect((await get('/api/communities')).status).toBe(503);
    expect((await get('/api/communities')).data).toEqual({
      status: 503,
      message: 'Injected fault.',
    });
    expect((await get('/api/communities')).status).toBe(200);
  });

  it('leaves other paths and methods alone', async () => {
    await addFault({ method: 'GET', path: '^/api/communities$', count: 1, status: 500 });
    expect((await get('/api/vocabularies/languages')).status).toBe(200);
    expect((await get('/api/communities')).status).toBe(500);
  });

  it('delays a call', async () => {
    await addFault({ method: 'GET', path: '^/login$', count: 1, delayMs: 300 });
    const started = Date.now();
    expect((await get('/login')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection part-way through a request body', async () => {
    await addFault({ method: 'POST', path: '^/login$', count: 1, dropAfterBytes: 10 });
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest(`${server.url}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': 4000 },
      });
      req.on('response', (response) => resolve(`answered ${response.statusCode}`));
      req.on('error', (error) => resolve(`dropped: ${(error as NodeJS.ErrnoException).code}`));
      req.write(`username=${'a'.repeat(3000)}`);
      setTimeout(() => req.end('a'.repeat(991)), 50);
    });
    expect(outcome).toMatch(/^dropped: (ECONNRESET|EPIPE)/);
  });

  it("keeps each test scope's faults to its own requests, and clears only the caller's", async () => {
    const scoped = (scope: string) => ({ headers: { 'X-Test-Scope': scope } });
    await axios.post(
      `${server.url}/__faults`,
      { method: 'GET', path: '^/api/communities$', count: 2, status: 503 },
      scoped('a'),
    );
    const status = async (config: object) =>
      (await axios.get(`${server.url}/api/communities`, { ...config, validateStatus: () => true }))
        .status;
    expect(await status(scoped('b'))).toBe(200);
    expect(await status({})).toBe(200);
    await axios.delete(`${server.url}/__faults`, scoped('b'));
    expect(await status(scoped('a'))).toBe(503);
    await axios.delete(`${server.url}/__faults`, scoped('a'));
    expect(await status(scoped('a'))).toBe(200);
  });

  it('refuses a malformed rule', async () => {
    const answer = await axios.post(
      `${server.url}/__faults`,
      { path: 'x' },
      { validateStatus: () => true },
    );
    expect(answer.status).toBe(400);
  });
});

describe('request journal', () => {
  it('records each API call with its timing and status', async () => {
    await axios.delete(`${server.url}/__journal`);
    await get('/api/communities?q=open');
    await get('/api/records/zzzzz-zzzzz');
    const journal = (await axios.get(`${server.url}/__journal`)).data;
    expect(journal).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/communities', status: 200 }),
      expect.objectContaining({ method: 'GET', path: '/api/records/zzzzz-zzzzz', status: 404 }),
    ]);
    expect(journal[0].endedMs).toBeGreaterThanOrEqual(journal[0].startedMs);
  });

  it("answers and clears only the calls of the caller's test scope", async () => {
    const scoped = (scope: string) => ({ headers: { 'X-Test-Scope': scope } });
    await axios.delete(`${server.url}/__journal`, scoped('a'));
    await axios.delete(`${server.url}/__journal`, scoped('b'));
    await axios.get(`${server.url}/api/communities`, scoped('a'));
    await axios.get(`${server.url}/api/vocabularies/languages`, scoped('b'));
    const journalOf = async (scope: string) =>
      (await axios.get<{ path: string }[]>(`${server.url}/__journal`, scoped(scope))).data.map(
        (entry) => entry.path,
      );
    expect(await journalOf('a')).toEqual(['/api/communities']);
    expect(await journalOf('b')).toEqual(['/api/vocabularies/languages']);
    await axios.delete(`${server.url}/__journal`, scoped('a'));
    expect(await journalOf('a')).toEqual([]);
    expect(await journalOf('b')).toEqual(['/api/vocabularies/languages']);
  });

  it('marks a call whose client went away as aborted', async () => {
    await axios.delete(`${server.url}/__journal`);
    await addFault({ method: 'GET', path: '^/api/communities$', count: 1, delayMs: 500 });
    const controller = new AbortController();
    const pending = axios
      .get(`${server.url}/api/communities`, { signal: controller.signal })
      .catch(() => 'aborted');
    setTimeout(() => controller.abort(), 100);
    expect(await pending).toBe('aborted');
    await new Promise((done) => setTimeout(done, 600));
    const journal = (await axios.get(`${server.url}/__journal`)).data;
    expect(journal).toEqual([expect.objectContaining({ path: '/api/communities', aborted: true })]);
  });
});
