/** @jest-environment node */
import axios, { type AxiosResponse } from 'axios';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { browserFor, payload, type Browser } from '../records/helpers';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;
let draftPage: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  const { data } = await alice.raw.post<{ id: string }>('/api/records', payload());
  draftPage = `/uploads/${data.id}`;
});
afterAll(() => server.close());

/** The answer's bytes as they crossed the wire, asking for the given encodings. */
const fetchRaw = (path: string, acceptEncoding: string, accept = 'text/html') =>
  axios.get<Buffer>(`${server.url}${path}`, {
    headers: {
      Cookie: alice.session.cookieHeader,
      'Accept-Encoding': acceptEncoding,
      Accept: accept,
    },
    responseType: 'arraybuffer',
    decompress: false,
    validateStatus: () => true,
  });

/** A page without what changes on every answer: its script nonce and form tokens. */
const steady = (page: string) =>
  page.replace(/nonce="[^"]+"/g, 'nonce').replace(/name="csrf_token" value="[^"]+"/g, 'token');

const bytes = (answer: AxiosResponse<Buffer>) => Buffer.from(answer.data);

describe('compressed pages', () => {
  it('sends a page in Brotli or gzip as the browser accepts, the same page as uncompressed', async () => {
    const plain = await fetchRaw(draftPage, 'identity');
    const brotli = await fetchRaw(draftPage, 'gzip, deflate, br');
    const gzip = await fetchRaw(draftPage, 'gzip');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    const page = bytes(plain).toString();
    expect(page).toContain('data-rdm-widget="deposit-form"');
    expect(steady(brotliDecompressSync(bytes(brotli)).toString())).toBe(steady(page));
    expect(steady(gunzipSync(bytes(gzip)).toString())).toBe(steady(page));
    // A quarter of the bytes or less: what a phone on a slow network waits for.
    expect(bytes(brotli).length).toBeLessThan(page.length / 4);
    expect(Number(brotli.headers['content-length'])).toBe(bytes(brotli).length);
  });

  it('follows the weights the browser gives the encodings', async () => {
    expect((await fetchRaw(draftPage, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await fetchRaw(draftPage, 'deflate')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps API answers uncompressed, since they carry secrets beside chosen text', async () => {
    const answer = await fetchRaw('/api/user/records', 'gzip, br', 'application/json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(bytes(answer).toString())).toHaveProperty('hits');
  });

  it('sends a static file as it is on disk, not compressed per request', async () => {
    const answer = await fetchRaw('/static/demo/language-menu.js', 'br', '*/*');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
