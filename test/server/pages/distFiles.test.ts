/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { IMMUTABLE, REVALIDATE, serveDistFiles } from '../../../server/pages/distFiles';
import { BrowserSession } from '../support/browserSession';
import { pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * A dist/ as build/staticFiles.mjs leaves it: a script, its variants, their hashes, a language's
 * script, the widgets' modules and the fonts, named by their content, and the modules' list.
 */
const SCRIPT = 'rdm-widgets.standalone.js';
const CONTENT = Buffer.from('window.RdmWidgets = {};\n'.repeat(200));
const HASH = '0123456789abcdef';
const LANGUAGE_SCRIPT = 'rdm-widgets.standalone.de.js';
const MODULE = 'standalone/deposit-form-BXdgAFgW.js';
const FONT = 'fonts/icons-common-81351cf74552d64b.woff2';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rdm-dist-'));
  writeFileSync(join(dist, SCRIPT), CONTENT);
  writeFileSync(join(dist, `${SCRIPT}.br`), brotliCompressSync(CONTENT));
  writeFileSync(join(dist, `${SCRIPT}.gz`), gzipSync(CONTENT));
  writeFileSync(join(dist, LANGUAGE_SCRIPT), 'self.RdmWidgetsLocales = {};');
  mkdirSync(join(dist, 'standalone'));
  writeFileSync(join(dist, MODULE), CONTENT);
  writeFileSync(join(dist, `${MODULE}.br`), brotliCompressSync(CONTENT));
  mkdirSync(join(dist, 'fonts'));
  writeFileSync(join(dist, FONT), CONTENT);
  writeFileSync(join(dist, 'fonts/icons.woff2'), CONTENT);
  writeFileSync(
    join(dist, 'fonts/fonts.json'),
    JSON.stringify({
      icons: { common: [FONT], rest: ['fonts/icons-0123456789abcdef.woff2'] },
      Lato: {
        common: [
          'fonts/LatoLatin-Regular-common-e5b3e0a2d2bbcca4.woff2',
          'fonts/Lato-Regular-common-93789f47619138e7.woff2',
        ],
        rest: [
          'fonts/LatoLatin-Regular-f1a5932ac70017fc.woff2',
          'fonts/Lato-Regular-f7847d2a13c01760.woff2',
        ],
      },
    }),
  );
  writeFileSync(
    join(dist, 'standalone/modules.json'),
    JSON.stringify({
      mount: { file: 'mount-AAAAAAAA.js', imports: ['i18n-CCCCCCCC.js'] },
      'new-version-button': {
        file: 'new-version-button-BBBBBBBB.js',
        imports: ['i18n-CCCCCCCC.js', 'drafts-DDDDDDDD.js'],
      },
    }),
  );
  writeFileSync(join(dist, 'static-hashes.json'), JSON.stringify({ [SCRIPT]: HASH }));
  // The build writes the hashes last: every file it hashed is older.
  const written = new Date();
  const before = new Date(written.getTime() - 60_000);
  for (const file of [SCRIPT, `${SCRIPT}.br`, `${SCRIPT}.gz`])
    utimesSync(join(dist, file), before, before);
  app = Fastify();
  await serveDistFiles(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('dist/ files as the pages load them', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.2', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding %j: sent as %s, once compressed', async (accepted, encoding) => {
    const answer = await get(`/static/dist/${SCRIPT}`, { 'accept-encoding': accepted });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding'] ?? 'identity').toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    const decoded =
      encoding === 'br'
        ? brotliDecompressSync(answer.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(answer.rawPayload)
          : answer.rawPayload;
    expect(decoded.equals(CONTENT)).toBe(true);
  });

  it('reads no file an Accept-Encoding names', async () => {
    const answer = await get(`/static/dist/${SCRIPT}`, {
      'accept-encoding': '../static-hashes.json, br;q=0, x/../../etc/passwd',
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.equals(CONTENT)).toBe(true);
  });

  it('sends the file itself to a client that names no encoding', async () => {
    const answer = await app.inject({ method: 'GET', url: `/static/dist/${SCRIPT}` });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.equals(CONTENT)).toBe(true);
  });

  it('lets a browser keep a file for good only under its content hash', async () => {
    const hashed = await get(`/static/dist/${SCRIPT}?v=${HASH}`, { 'accept-encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    for (const url of [
      `/static/dist/${SCRIPT}`,
      `/static/dist/${SCRIPT}?v=fedcba9876543210`,
      `/static/dist/${LANGUAGE_SCRIPT}`,
      `/static/dist/${LANGUAGE_SCRIPT}?v=${HASH}`,
      '/static/dist/standalone/modules.json',
    ]) {
      const answer = await get(url, { 'accept-encoding': 'br' });
      expect([url, answer.headers['cache-control']]).toEqual([url, REVALIDATE]);
      expect([url, answer.headers['etag']]).toEqual([url, expect.any(String)]);
    }
  });

  it('lets a browser keep the widgets’ modules for good: their names hold their hashes', async () => {
    for (const encoding of ['br', 'identity']) {
      const answer = await get(`/static/dist/${MODULE}`, { 'accept-encoding': encoding });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'] ?? 'identity').toBe(encoding);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('lets a browser keep a font for good only when its name holds a hash', async () => {
    const named = await get(`/static/dist/${FONT}`, { 'accept-encoding': 'br' });
    expect([named.statusCode, named.headers['content-type']]).toEqual([200, 'font/woff2']);
    expect(named.headers['cache-control']).toBe(IMMUTABLE);
    const unnamed = await get('/static/dist/fonts/icons.woff2');
    expect(unnamed.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers a revisit with an unchanged file by a 304 without a body', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(`/static/dist/${SCRIPT}`, { 'accept-encoding': encoding });
      const again = await get(`/static/dist/${SCRIPT}`, {
        'accept-encoding': encoding,
        'if-none-match': String(first.headers['etag']),
      });
      expect([encoding, again.statusCode, again.rawPayload.length]).toEqual([encoding, 304, 0]);
      expect(again.headers['cache-control']).toBe(REVALIDATE);
    }
    const otherVariant = await get(`/static/dist/${SCRIPT}`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(
        (await get(`/static/dist/${SCRIPT}`, { 'accept-encoding': 'br' })).headers['etag'],
      ),
    });
    expect(otherVariant.statusCode).toBe(200);
  });

  it('keeps a file changed since the build off the lasting cache, whatever its address', async () => {
    writeFileSync(join(dist, SCRIPT), 'window.RdmWidgets = { rebuilt: true };');
    const answer = await get(`/static/dist/${SCRIPT}?v=${HASH}`);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });

  it('names every module a page’s widgets load, each once, for the page to preload', () => {
    expect(app.widgetModuleUrls(['new-upload-from-record', 'new-version-button'])).toEqual([
      '/static/dist/standalone/mount-AAAAAAAA.js',
      '/static/dist/standalone/i18n-CCCCCCCC.js',
      '/static/dist/standalone/new-version-button-BBBBBBBB.js',
      '/static/dist/standalone/drafts-DDDDDDDD.js',
    ]);
    // A name no widget has loads nothing but the mounting.
    expect(app.widgetModuleUrls(['deposit-from'])).toEqual([
      '/static/dist/standalone/mount-AAAAAAAA.js',
      '/static/dist/standalone/i18n-CCCCCCCC.js',
    ]);
  });

  it('names the files of the fonts a page asks for from its head: of each face, its common part', () => {
    expect(app.fontUrls(['icons', 'Lato', 'Checkbox'])).toEqual([
      `/static/dist/${FONT}`,
      '/static/dist/fonts/LatoLatin-Regular-common-e5b3e0a2d2bbcca4.woff2',
      '/static/dist/fonts/Lato-Regular-common-93789f47619138e7.woff2',
    ]);
    expect(app.fontUrls([])).toEqual([]);
  });

  it('links a file by its content hash when the build gave one', () => {
    expect(app.distUrl(SCRIPT)).toBe(`/static/dist/${SCRIPT}?v=${HASH}`);
    expect(app.distUrl(LANGUAGE_SCRIPT)).toBe(`/static/dist/${LANGUAGE_SCRIPT}`);
  });
});

describe('the reference server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives a page the widgets’ Fomantic components and asks for the bundle from its head', async () => {
    const alice = new BrowserSession(server.url);
    await alice.login('alice');
    const page = await alice.visit('/uploads/new');
    const document = pageDocument(page.data);
    const pathOf = (address: string | null) => address?.replace(/\?v=[0-9a-f]+$/, '');
    const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      pathOf(link.getAttribute('href')),
    );
    expect(stylesheets).toEqual([
      '/static/dist/rdm-widgets.fomantic.css',
      '/static/dist/rdm-widgets.css',
      '/static/demo/demo.css',
    ]);
    const preload = document.querySelector('head link[rel="preload"][as="script"]');
    const bundle = document.querySelector('script[src^="/static/dist/rdm-widgets.standalone.js"]');
    expect(pathOf(preload?.getAttribute('href') ?? null)).toBe(
      '/static/dist/rdm-widgets.standalone.js',
    );
    // The same address, so the script is the preloaded answer, and the page's nonce.
    expect(preload?.getAttribute('href')).toBe(bundle?.getAttribute('src'));
    expect(preload?.getAttribute('nonce')).toBe(bundle?.getAttribute('nonce'));
  });

  /** A request with its path as written: no client tidies `..` away. */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((done, fail) => {
      const { hostname, port } = new URL(server.url);
      const sent = httpRequest({ hostname, port, path, headers }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (body += chunk));
        answer.on('end', () => done({ status: answer.statusCode ?? 0, body }));
      });
      sent.on('error', fail);
      sent.end();
    });

  it.each([
    '/static/dist/../package.json',
    '/static/dist/..%2fpackage.json',
    '/static/dist/%2e%2e/package.json',
    '/static/dist/%2e%2e%2f%2e%2e%2fetc/passwd',
    '/static/dist/..%5cpackage.json',
    '/static/fomantic/../../package.json',
    '/static/fomantic/%2e%2e/%2e%2e/package.json',
    '/static/demo/..%2f..%2f..%2fpackage.json',
    '/static/examples/%2e%2e/package.json',
  ])('%s answers 404, naming nothing outside', async (path) => {
    const answer = await raw(path, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('"devDependencies"');
  });
});
