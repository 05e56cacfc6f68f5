import { execFile, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { MultipartUploadConfig } from '../src/core/model';
import { partsOf } from '../src/core/upload/multipartPlan';

const run = promisify(execFile);
const MB = 1024 * 1024;

/** How curl uploads in a run: the widget's concurrency and parts, for a fair comparison. */
export interface CurlRunOptions {
  /** The server's base URL. */
  url: string;
  paths: string[];
  concurrency: number;
  /** Files in parts when given: `partSize` bytes each, `partConcurrency` of a file at once. */
  multipartUpload?: Required<Pick<MultipartUploadConfig, 'partSize' | 'partConcurrency'>>;
}

interface PartLink {
  part: number;
  url: string;
}

/** Runs `count` workers over the items, each taking the next one when done. */
const inParallel = async <T>(items: T[], count: number, work: (item: T) => Promise<void>) => {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: count }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
};

/**
 * The same uploads with curl, as a script would make them: init, content (one request, or each
 * part PUT to its link), commit per file. Answers the seconds they took.
 */
export const uploadWithCurl = async ({
  url,
  paths,
  concurrency,
  multipartUpload,
}: CurlRunOptions): Promise<{ elapsed: number }> => {
  const cookieJar = join(tmpdir(), `rdm-bench-cookies-${process.pid}.txt`);
  // Only the log-in writes the cookie jar: parallel curls writing it would clobber it.
  const curlArgs = ['-sS', '--fail-with-body', '-b', cookieJar];
  const curl = (...args: string[]) => run('curl', [...curlArgs, ...args], { maxBuffer: 16 * MB });
  await curl('-c', cookieJar, '-o', '/dev/null', `${url}/login`);
  await curl('-c', cookieJar, '-o', '/dev/null', '-d', 'username=alice', `${url}/login`);
  const csrf = /csrftoken\t(\S+)/.exec(await readFile(cookieJar, 'utf8'))?.[1] ?? '';
  const json = ['-H', 'Content-Type: application/json', '-H', `X-CSRFToken: ${csrf}`];
  const binary = ['-H', 'Content-Type: application/octet-stream', '-H', `X-CSRFToken: ${csrf}`];
  const created = await curl(
    ...json,
    '-d',
    '{"metadata": {"title": "curl bench"}}',
    `${url}/api/records`,
  );
  const filesUrl = (JSON.parse(created.stdout) as { links: { files: string } }).links.files;

  /** PUTs a byte range of a file (a part), streamed through curl's stdin: no copy is made. */
  const putRange = (target: string, path: string, start: number, length: number) =>
    new Promise<void>((done, fail) => {
      const child = spawn('curl', [...curlArgs, ...binary, '-T', '-', '-o', '/dev/null', target], {
        stdio: ['pipe', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += chunk));
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`curl: ${errors}`))));
      createReadStream(path, { start, end: start + length - 1 }).pipe(child.stdin);
    });

  const uploadOne = async (path: string) => {
    const key = path.split('/').pop()!;
    const { size } = await stat(path);
    const transfer = multipartUpload && partsOf(size, multipartUpload.partSize);
    const announced = await curl(
      ...json,
      '-d',
      JSON.stringify([{ key, size, transfer }]),
      filesUrl,
    );
    const fileUrl = `${filesUrl}/${encodeURIComponent(key)}`;
    if (transfer) {
      const entry = (
        JSON.parse(announced.stdout) as { entries: { key: string; links: { parts: PartLink[] } }[] }
      ).entries.find((candidate) => candidate.key === key)!;
      await inParallel(entry.links.parts, multipartUpload.partConcurrency, (link) => {
        const start = (link.part - 1) * transfer.part_size;
        return putRange(link.url, path, start, Math.min(transfer.part_size, size - start));
      });
    } else {
      // -T with the path streams the file as curl reads it, as the browser does.
      await curl(...binary, '-T', path, '-o', '/dev/null', `${fileUrl}/content`);
    }
    await curl(...json, '-X', 'POST', '-d', '{}', '-o', '/dev/null', `${fileUrl}/commit`);
  };

  const start = process.hrtime.bigint();
  await inParallel(paths, concurrency, uploadOne);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  await rm(cookieJar, { force: true });
  return { elapsed };
};
