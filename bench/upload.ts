/**
 * Upload benchmark: the file uploader widget in headless Chromium against the reference
 * server, and curl against the same server with the same concurrency, in one run.
 *
 *   npm run bench:upload -- [--files 20] [--size-mb 50] [--concurrency 3] [--rounds 3]
 *                           [--part-size-mb 16] [--part-concurrency 3] [--storage s3]
 *                           [--no-pin]
 *
 * With `--part-size-mb`, files go in parts of that size (InvenioRDM's multipart transfer), by
 * the widget and by curl alike. With `--storage s3` the server keeps its files in a bucket of
 * the test S3 server (its own process, beside the server), and the parts go straight to it.
 * Prints both throughputs and their ratio per round, the median ratio, and the page's JS heap
 * after each finished file (flat in file size: try `--files 1 --size-mb 1024
 * --part-size-mb 64`).
 *
 * On a machine with two or more cores the server is pinned to core 0 and the clients (this
 * process, Chromium, curl) to the others, as if the server were another machine: otherwise
 * Chromium's three processes and the server fight over the same cores while curl, a single
 * light process, hardly competes, and the ratio measures the machine more than the widget.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { freePort, startServerProcess } from '../test/server/support/serverProcess';
import { libraryBuildIsStale } from '../server/staleBuild';
import { testS3Env } from '../test/support/s3/testS3Env';
import { uploadInBrowser } from './uploadInBrowser';
import { uploadWithCurl } from './uploadWithCurl';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '20' },
    'size-mb': { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    'part-size-mb': { type: 'string' },
    'part-concurrency': { type: 'string', default: '3' },
    storage: { type: 'string', default: 'disk' },
    pin: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const FILES = Number(values.files);
const SIZE_MB = Number(values['size-mb']);
const CONCURRENCY = Number(values.concurrency);
const ROUNDS = Number(values.rounds);
const PIN = values.pin && availableParallelism() >= 2;
if (values.storage !== 'disk' && values.storage !== 's3')
  throw new Error(`--storage is disk or s3, not '${values.storage}'.`);
const MULTIPART = values['part-size-mb']
  ? {
      partSize: Number(values['part-size-mb']) * MB,
      partConcurrency: Number(values['part-concurrency']),
    }
  : undefined;

/**
 * The test S3 server in its own process (e2e/support/s3Server.ts), and the reference server's
 * settings for its bucket; resolves once it is listening.
 */
const startS3Process = async (port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/s3Server.ts', `${port}`], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the test S3 server exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Test S3 server')) done();
    });
  });
  return { child, env: testS3Env(`http://127.0.0.1:${port}`) };
};

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

const main = async () => {
  if (libraryBuildIsStale(ROOT)) await run('npm', ['run', 'build'], { cwd: ROOT });
  const work = mkdtempSync(join(tmpdir(), 'rdm-bench-'));
  const clientCores = `1-${availableParallelism() - 1}`;
  // Chromium and curl start later, from this process, and inherit its cores.
  if (PIN) await pin(process.pid, clientCores);
  // The storage and the server on core 0, as if they were other machines.
  const s3 = values.storage === 's3' ? await startS3Process(await freePort()) : undefined;
  if (PIN && s3) await pin(s3.child.pid!, '0');
  const server = await startServerProcess(join(work, 'data'), { env: s3?.env });
  try {
    if (PIN) await pin(server.child.pid!, '0');
    const sourceDir = join(work, 'source');
    await run('mkdir', ['-p', sourceDir]);
    const paths = makeFiles(sourceDir);
    const totalMb = FILES * SIZE_MB;
    const parts = MULTIPART
      ? `, in parts of ${MULTIPART.partSize / MB} MB, ${MULTIPART.partConcurrency} at once`
      : ', one request each';
    console.log(
      `${FILES} files of ${SIZE_MB} MB${parts}, concurrency ${CONCURRENCY}, ` +
        `server ${server.url} storing on ${values.storage}` +
        (PIN ? `, server on core 0, clients on cores ${clientCores}` : ', not pinned'),
    );
    const clients = {
      url: server.url,
      paths,
      concurrency: CONCURRENCY,
      multipartUpload: MULTIPART,
    };

    // Rounds alternate which client goes first, so disk flushing after one run does not
    // always fall on the same side; the median ratio is the figure.
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const curlFirst = round % 2 === 0;
      const curlEarly = curlFirst ? await uploadWithCurl(clients) : undefined;
      const browser = await uploadInBrowser(clients);
      const curl = curlEarly ?? (await uploadWithCurl(clients));
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
    s3?.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
