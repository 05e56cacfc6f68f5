/**
 * Upload benchmark: the file uploader widget in headless Chromium against the reference
 * server, and curl against the same server with the same concurrency, in one run.
 *
 *   npm run bench:upload -- [--files 20] [--size-mb 50] [--concurrency 3] [--rounds 3]
 *                           [--no-pin]
 *
 * Prints both throughputs and their ratio per round, the median ratio, and the page's JS heap
 * after each finished file.
 *
 * On a machine with two or more cores the server is pinned to core 0 and the clients (this
 * process, Chromium, curl) to the others, as if the server were another machine: otherwise
 * Chromium's three processes and the server fight over the same cores while curl, a single
 * light process, hardly competes, and the ratio measures the machine more than the widget.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../test/server/support/serverProcess';
import { libraryBuildIsStale } from '../server/staleBuild';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '20' },
    'size-mb': { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    pin: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const FILES = Number(values.files);
const SIZE_MB = Number(values['size-mb']);
const CONCURRENCY = Number(values.concurrency);
const ROUNDS = Number(values.rounds);
const PIN = values.pin && availableParallelism() >= 2;

/** Pins every thread of a process to the given cores (`taskset` list syntax). */
const pin = (pid: number, cores: string) => run('taskset', ['-a', '-p', '-c', cores, String(pid)]);

/** Files of random content (a random megabyte per file, repeated: no compression helps). */
const makeFiles = (dir: string): string[] =>
  Array.from({ length: FILES }, (_, index) => {
    const path = join(dir, `bench-${String(index).padStart(2, '0')}.bin`);
    const block = randomBytes(MB);
    const fd = openSync(path, 'w');
    for (let written = 0; written < SIZE_MB; written += 1) writeSync(fd, block);
    closeSync(fd);
    return path;
  });

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

/** What the page records of a run (times from performance.now()). */
interface BenchLog {
  start: number;
  finishedAt: number[];
  failed: boolean;
}

/** The widget uploads every file in a logged-in page; the heap is read after each one. */
const browserRun = async (server: ServerProcess, paths: string[]) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('alice');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/me\/uploads/);
    // Mounted the way an integrator would, with a quota that lets every file in (the demo
    // page keeps the default 5 files).
    await page.goto(`${server.url}/me/uploads`);
    await page.addScriptTag({ url: '/static/dist/rdm-widgets.standalone.js' });
    await page.evaluate(
      ({ api, concurrency, maxFiles }) => {
        const target = document.createElement('div');
        document.querySelector('main')!.replaceChildren(target);
        const widgets = (
          window as unknown as {
            RdmWidgets: { mountFileUploader: (target: Element, props: object) => unknown };
          }
        ).RdmWidgets;
        widgets.mountFileUploader(target, {
          config: {
            createUrl: `${api}/records`,
            fileUploadConcurrency: concurrency,
            quota: { maxFiles, maxStorage: 10 ** 12 },
          },
          record: {},
        });
      },
      { api: `${server.url}/api`, concurrency: CONCURRENCY, maxFiles: FILES },
    );
    // The page times itself and calls out when a file finishes, for the heap to be read then:
    // a poll over the DevTools protocol would take CPU from the run. (No named functions in
    // the page's code: tsx would wrap them in a helper the page does not have.)
    const cdp = await page.context().newCDPSession(page);
    const heapMb = async () => {
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize / MB;
    };
    const heaps: number[] = [await heapMb()];
    await page.exposeFunction('benchFileFinished', async () => heaps.push(await heapMb()));
    await page.evaluate((total) => {
      const log: BenchLog = { start: 0, finishedAt: [], failed: false };
      const page = window as unknown as { benchLog: BenchLog; benchFileFinished: () => void };
      new MutationObserver(() => {
        log.failed ||= document.querySelector('tr[data-state="failed"]') !== null;
        const done = document.querySelectorAll('tr[data-state="finished"]').length;
        while (log.finishedAt.length < Math.min(done, total)) {
          log.finishedAt.push(performance.now());
          page.benchFileFinished();
        }
      }).observe(document.querySelector('main')!, {
        subtree: true,
        attributeFilter: ['data-state'],
      });
      document
        .querySelector('input[aria-label="Files to upload"]')!
        .addEventListener('change', () => {
          log.start = performance.now();
        });
      page.benchLog = log;
    }, paths.length);
    await page.getByLabel('Files to upload').setInputFiles(paths);
    const ended = await page.waitForFunction(
      (total) => {
        const { benchLog } = window as unknown as { benchLog: BenchLog };
        return (benchLog.failed || benchLog.finishedAt.length === total) && benchLog;
      },
      paths.length,
      { polling: 1000, timeout: 600_000 },
    );
    const { start, finishedAt, failed } = (await ended.jsonValue()) as BenchLog;
    if (failed) throw new Error('an upload failed in the browser run');
    while (heaps.length <= paths.length) await page.waitForTimeout(50);
    return { elapsed: (finishedAt[finishedAt.length - 1]! - start) / 1000, heaps };
  } finally {
    await browser.close();
  }
};

/** The same uploads with curl: init, content, commit per file, CONCURRENCY at a time. */
const curlRun = async (server: ServerProcess, paths: string[]) => {
  const cookieJar = join(tmpdir(), `rdm-bench-cookies-${process.pid}.txt`);
  // Only the log-in writes the cookie jar: parallel curls writing it would clobber it.
  const curl = (...args: string[]) =>
    run('curl', ['-sS', '--fail-with-body', '-b', cookieJar, ...args], { maxBuffer: 16 * MB });
  await curl('-c', cookieJar, '-o', '/dev/null', `${server.url}/login`);
  await curl('-c', cookieJar, '-o', '/dev/null', '-d', 'username=alice', `${server.url}/login`);
  const { stdout: jar } = await run('cat', [cookieJar]);
  const csrf = /csrftoken\t(\S+)/.exec(jar)?.[1] ?? '';
  const json = ['-H', 'Content-Type: application/json', '-H', `X-CSRFToken: ${csrf}`];
  const draft = JSON.parse(
    (
      await curl(
        ...json,
        '-d',
        '{"metadata": {"title": "curl bench"}}',
        `${server.url}/api/records`,
      )
    ).stdout,
  ) as { links: { files: string } };

  const uploadOne = async (path: string) => {
    const key = path.split('/').pop()!;
    await curl(...json, '-d', JSON.stringify([{ key }]), draft.links.files);
    const fileUrl = `${draft.links.files}/${encodeURIComponent(key)}`;
    // -T streams the file as it reads it (a PUT), as the browser does; --data-binary would
    // read all of it into memory first.
    await curl(
      '-T',
      path,
      '-H',
      'Content-Type: application/octet-stream',
      '-H',
      `X-CSRFToken: ${csrf}`,
      '-o',
      '/dev/null',
      `${fileUrl}/content`,
    );
    await curl(...json, '-X', 'POST', '-d', '{}', '-o', '/dev/null', `${fileUrl}/commit`);
  };
  const queue = [...paths];
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) await uploadOne(path);
    }),
  );
  const elapsed = seconds(start);
  rmSync(cookieJar, { force: true });
  return { elapsed };
};

const main = async () => {
  if (libraryBuildIsStale(ROOT)) await run('npm', ['run', 'build'], { cwd: ROOT });
  const work = mkdtempSync(join(tmpdir(), 'rdm-bench-'));
  const clientCores = `1-${availableParallelism() - 1}`;
  // Chromium and curl start later, from this process, and inherit its cores.
  if (PIN) await pin(process.pid, clientCores);
  const server = await startServerProcess(join(work, 'data'));
  try {
    if (PIN) await pin(server.child.pid!, '0');
    const sourceDir = join(work, 'source');
    await run('mkdir', ['-p', sourceDir]);
    const paths = makeFiles(sourceDir);
    const totalMb = FILES * SIZE_MB;
    console.log(
      `${FILES} files of ${SIZE_MB} MB, concurrency ${CONCURRENCY}, server ${server.url}` +
        (PIN ? `, server on core 0, clients on cores ${clientCores}` : ', not pinned'),
    );

    // Rounds alternate which client goes first, so disk flushing after one run does not
    // always fall on the same side; the median ratio is the figure.
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const curlFirst = round % 2 === 0;
      const curlEarly = curlFirst ? await curlRun(server, paths) : undefined;
      const browser = await browserRun(server, paths);
      const curl = curlEarly ?? (await curlRun(server, paths));
      const browserRate = totalMb / browser.elapsed;
      const curlRate = totalMb / curl.elapsed;
      ratios.push(browserRate / curlRate);
      console.log(
        `round ${round}: widget in Chromium ${browserRate.toFixed(1)} MB/s, ` +
          `curl ${curlRate.toFixed(1)} MB/s, ratio ${(browserRate / curlRate).toFixed(2)}`,
      );
      const heaps = browser.heaps.map((heap) => heap.toFixed(1)).join(' ');
      console.log(`  JS heap (MB) before and after each finished file: ${heaps}`);
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(`median ratio widget/curl: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}`);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
