/**
 * InvenioRDM's own deposit form beside ours: the JavaScript each deposit page runs before its
 * form mounts, its size, and what it costs a phone to download and run it.
 *
 * - InvenioRDM's is its deposit form as last published on npm: react-invenio-deposit 1.2.0 (the
 *   form of InvenioRDM v10 and v11; since v12 it lives in the invenio-rdm-records Python
 *   package, whose assets only a whole instance's webpack build collects), with the peers it
 *   names, bundled and minified by esbuild, every export kept.
 * - Ours is what a page without a bundler loads at once for the deposit form: the standalone
 *   script and the form's modules (test/package/standalonePages.mjs).
 *
 *   npm run bench:invenio -- [--runs 5]
 *
 * The first run installs InvenioRDM's form into var/invenio-deposit/ from the npm registry.
 * It prints each side's size (minified, gzip level 9, Brotli quality 11) and, on the phone
 * profile (bench/phoneProfile.ts), a static page per side loaded cold: the scripts' bytes on
 * the wire (served with Brotli), the time until they have run, and their blocking time (each
 * long task's time over 50 ms, until 2 s after they ran); then InvenioRDM's figure over ours.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { libraryBuildIsStale } from '../server/staleBuild';
import { standalonePages } from '../test/package/standalonePages.mjs';
import { headlessShellOrChromium, median } from './benchSession';
import { CPU_SLOWDOWN, NETWORK, SCREEN } from './phoneProfile';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const INSTALL_DIR = join(ROOT, 'var', 'invenio-deposit');

/** react-invenio-deposit 1.2.0 and the peers it asks for, at the versions it names. */
const INVENIO_PACKAGES = [
  'react-invenio-deposit@1.2.0',
  '@babel/runtime@^7.9.0',
  '@ckeditor/ckeditor5-build-classic@^16.0.0',
  '@ckeditor/ckeditor5-react@^2.1.0',
  'axios@^0.21.0',
  'formik@^2.1.0',
  'i18next@^20.3.0',
  'i18next-browser-languagedetector@^6.1.0',
  'lodash@^4.17.0',
  'luxon@^1.23.0',
  'react@^16.13.0',
  'react-dom@^16.13.0',
  'react-dnd@^11.1.0',
  'react-dnd-html5-backend@^11.1.0',
  'react-dropzone@^11.0.0',
  'react-i18next@^11.11.0',
  'react-invenio-forms@^1.0.0',
  'react-overridable@^0.0.3',
  'react-redux@^7.2.0',
  'react-searchkit@^2.0.0',
  'redux@^4.0.0',
  'redux-thunk@^2.3.0',
  'semantic-ui-react@^2.1.0',
  'yup@^0.32.11',
  'query-string@^7.1.1',
  // react-searchkit requires it without naming it.
  'qs@^6.0.0',
];

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

/** The files of one side's page, by the path the bench's server answers them at. */
type Scripts = Map<string, Buffer>;

const installInvenioForm = () => {
  if (existsSync(join(INSTALL_DIR, 'node_modules', 'react-invenio-deposit'))) return;
  mkdirSync(INSTALL_DIR, { recursive: true });
  writeFileSync(join(INSTALL_DIR, 'package.json'), '{ "private": true }\n');
  // Its peers' own peer ranges disagree (React 16 against newer ones): npm would refuse.
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...INVENIO_PACKAGES],
    { cwd: INSTALL_DIR, stdio: 'inherit' },
  );
};

const invenioScripts = async (): Promise<Scripts> => {
  installInvenioForm();
  const bundled = await build({
    stdin: {
      contents: [
        "export * from 'react-invenio-deposit';",
        "export { default as React } from 'react';",
        "export { default as ReactDOM } from 'react-dom';",
      ].join('\n'),
      resolveDir: INSTALL_DIR,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    // A global keeps every export: the deposit page uses nearly all of them.
    globalName: 'InvenioDeposit',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.js': 'jsx' },
    write: false,
    logLevel: 'error',
  });
  return new Map([['/invenio/deposit.js', Buffer.from(bundled.outputFiles[0]!.contents)]]);
};

const ourScripts = (): Scripts => {
  const { initial } = standalonePages().page('deposit-form');
  return new Map(initial.map((file) => [`/dist/${file}`, readFileSync(join(DIST, file))]));
};

const KiB = (bytes: number) => bytes / 1024;
const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

const sizes = (scripts: Scripts) => {
  const all = [...scripts.values()];
  const sum = (measure: (bytes: Buffer) => number) =>
    KiB(all.reduce((total, bytes) => total + measure(bytes), 0));
  return {
    files: all.length,
    minified: sum((bytes) => bytes.length),
    gzip: sum((bytes) => gzipSync(bytes, { level: 9 }).length),
    brotli: sum((bytes) => brotli(bytes).length),
  };
};

/** Marks the moment the page's scripts have run. */
const DONE = 'window.benchDone = performance.now();';

/** Ours: the standalone script, the modules preloaded, the form's module run (not mounted). */
const ourPage = (scripts: Scripts) => {
  const [standalone, ...modules] = [...scripts.keys()];
  const form = modules.find((path) => /\/deposit-form-[^/]+\.js$/.test(path));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rdm-widgets</title>
${modules.map((path) => `<link rel="modulepreload" href="${path}">`).join('\n')}
</head><body><script src="${standalone}"></script>
<script type="module">import '${form}'; ${DONE}</script></body></html>`;
};

const invenioPage = (scripts: Scripts) => `<!doctype html><html lang="en"><head>
<meta charset="utf-8"><title>InvenioRDM</title></head><body>
${[...scripts.keys()].map((path) => `<script src="${path}"></script>`).join('\n')}
<script>${DONE}</script></body></html>`;

/** Serves both pages, their scripts compressed with Brotli as the reference server does. */
const serve = async (pages: Record<string, string>, scripts: Scripts) => {
  const compressed = new Map([...scripts].map(([path, bytes]) => [path, brotli(bytes)]));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const page = pages[path];
    const script = compressed.get(path);
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
      response.end(page);
    } else if (script) {
      response.writeHead(200, {
        'Content-Type': 'text/javascript',
        'Content-Encoding': 'br',
        'Cache-Control': 'no-store',
      });
      response.end(script);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};

interface PhoneLoad {
  wireKiB: number;
  ranBy: number;
  blocking: number;
}

const LONG_TASK_MS = 50;
/** Long tasks are counted until this long after the scripts ran. */
const SETTLE_MS = 2000;

/** A cold load of the page on the phone profile. */
const phoneLoad = async (browser: Browser, url: string): Promise<PhoneLoad> => {
  const context = await browser.newContext({ viewport: SCREEN, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { benchTasks: number[] }).benchTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    let wire = 0;
    const scriptRequests = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scriptRequests.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scriptRequests.has(event.requestId)) wire += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit' });
    const ranBy = await page.waitForFunction(
      () => (window as unknown as { benchDone?: number }).benchDone,
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    await page.waitForTimeout(SETTLE_MS);
    const tasks = await page.evaluate(
      () => (window as unknown as { benchTasks: number[] }).benchTasks,
    );
    return {
      wireKiB: KiB(wire),
      ranBy: (await ranBy.jsonValue()) as number,
      blocking: tasks.reduce((total, task) => total + Math.max(0, task - LONG_TASK_MS), 0),
    };
  } finally {
    await context.close();
  }
};

const main = async () => {
  if (libraryBuildIsStale(ROOT)) execFileSync('npm', ['run', 'build'], { cwd: ROOT });
  const sides = [
    { name: 'rdm-widgets, deposit form', path: '/ours.html', scripts: ourScripts() },
    {
      name: 'InvenioRDM, react-invenio-deposit 1.2.0',
      path: '/invenio.html',
      scripts: await invenioScripts(),
    },
  ];
  const [ours, invenio] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const allScripts: Scripts = new Map([...ours.scripts, ...invenio.scripts]);
  const { server, origin } = await serve(
    { [ours.path]: ourPage(ours.scripts), [invenio.path]: invenioPage(invenio.scripts) },
    allScripts,
  );
  const browser = await chromium.launch({ executablePath: headlessShellOrChromium() });
  try {
    const figures = [];
    const loads: PhoneLoad[][] = [[], []];
    // Alternated, so that a busy moment of the machine weighs on both sides alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, side] of sides.entries()) {
        loads[index]!.push(await phoneLoad(browser, `${origin}${side.path}`));
      }
    }
    for (const [index, side] of sides.entries()) {
      const mid = (pick: (load: PhoneLoad) => number) => median(loads[index]!.map(pick));
      figures.push({
        side: side.name,
        ...sizes(side.scripts),
        wire: mid((load) => load.wireKiB),
        ranBy: mid((load) => load.ranBy),
        blocking: mid((load) => load.blocking),
      });
    }
    console.log(
      `the JavaScript a deposit page runs before its form mounts; sizes in KiB; on a phone ` +
        `(CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down), cold, ` +
        `median of ${RUNS} loads: KiB on the wire, ms`,
    );
    const columns = ['files', 'minified', 'gzip', 'brotli', 'wire', 'ranBy', 'blocking'] as const;
    console.log(
      `${'side'.padEnd(40)} | ${columns.map((column) => column.padStart(8)).join(' | ')}`,
    );
    const row = (name: string, cells: string[]) =>
      console.log(`${name.padEnd(40)} | ${cells.map((cell) => cell.padStart(8)).join(' | ')}`);
    for (const figure of figures) {
      row(
        figure.side,
        columns.map((column) => figure[column].toFixed(0)),
      );
    }
    const [mine, theirs] = figures as [(typeof figures)[0], (typeof figures)[0]];
    // Our page may block nothing at all: no ratio then.
    row(
      'InvenioRDM / rdm-widgets',
      columns.map((column) =>
        mine[column] > 0 ? (theirs[column] / mine[column]).toFixed(2) : '-',
      ),
    );
  } finally {
    await browser.close();
    server.close();
  }
};

await main();
