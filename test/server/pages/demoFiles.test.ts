/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDemoFiles } from '../../../server/pages/demoFiles';
import { IMMUTABLE, REVALIDATE } from '../../../server/pages/distFiles';

/** The demo's own files, as server/pages/static/ has them, written before the server starts. */
let dir: string;
let app: FastifyInstance;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rdm-demo-'));
  writeFileSync(join(dir, 'demo.css'), '.demo-page { margin: 0 }\n');
  writeFileSync(join(dir, 'host-widgets.js'), 'window.rdmDemoHostProps = {};\n');
  const before = new Date(Date.now() - 60_000);
  for (const file of ['demo.css', 'host-widgets.js']) utimesSync(join(dir, file), before, before);
  app = Fastify();
  await serveDemoFiles(app, dir);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe("the demo's own scripts and styles", () => {
  it('are linked by their content hash, and kept for good under it', async () => {
    const address = app.demoUrl('demo.css');
    expect(address).toMatch(/^\/static\/demo\/demo\.css\?v=[0-9a-f]{16}$/);
    expect(app.demoUrl('host-widgets.js')).not.toContain(address.split('?v=')[1]);
    const answer = await get(address);
    expect([answer.statusCode, answer.body]).toEqual([200, '.demo-page { margin: 0 }\n']);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('are asked again on each use by their name alone, or under another hash', async () => {
    for (const url of ['/static/demo/demo.css', '/static/demo/demo.css?v=0123456789abcdef']) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.headers['cache-control']]).toEqual([
        url,
        200,
        REVALIDATE,
      ]);
    }
  });

  it('keeps a file edited while the server runs off the lasting cache', async () => {
    const address = app.demoUrl('host-widgets.js');
    writeFileSync(join(dir, 'host-widgets.js'), 'window.rdmDemoHostProps = { edited: true };\n');
    const answer = await get(address);
    expect(answer.body).toContain('edited');
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
  });
});
