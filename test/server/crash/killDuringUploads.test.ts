/** @jest-environment node */
import axios from 'axios';
import { DatabaseSync } from 'node:sqlite';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DraftsApiClient, FilesApiClient } from '../../../src/core/api';
import type { ServerFileEntry } from '../../../src/core/model';
import { BrowserSession } from '../support/browserSession';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

jest.setTimeout(120_000);

const FILES = 20;
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const names = Array.from(
  { length: FILES },
  (_, index) => `file-${String(index).padStart(2, '0')}.bin`,
);
const contents = names.map((_, index) => randomBytes(128 * 1024 * (1 + (index % 4))));

/** Starts a content upload that sends half the bytes and then stalls (a crash mid-stream). */
const stalledUpload = (browser: BrowserSession, url: string, data: Buffer) =>
  new Promise<void>((sent) => {
    const req = httpRequest(url, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': data.length,
        Cookie: browser.cookieHeader,
        'X-CSRFToken': browser.cookie('csrftoken') ?? '',
      },
    });
    req.on('error', () => undefined); // the server is killed under it
    req.write(data.subarray(0, data.length / 2), () => setTimeout(sent, 300));
  });

const contentMd5 = async (browser: BrowserSession, entry: ServerFileEntry) => {
  const answer = await browser.http().get<ArrayBuffer>(entry.links.content ?? '', {
    responseType: 'arraybuffer',
  });
  return md5(Buffer.from(answer.data));
};

let dataDir: string;
let server: ServerProcess | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rdm-crash-'));
});
afterEach(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL during 20 concurrent uploads leaves committed files intact and the rest pending', async () => {
  server = await startServerProcess(dataDir, { faults: true });
  const browser = new BrowserSession(server.url);
  await browser.login('alice');
  const http = browser.http();
  const drafts = new DraftsApiClient(http, { createUrl: `${server.url}/api/records` });
  const files = new FilesApiClient(http);
  const draft = await drafts.create({
    metadata: { title: 'Crash test' },
    access: { record: 'public', files: 'public' },
    files: { enabled: true },
    custom_fields: {},
    pids: {},
  });
  const list = await files.initFiles(draft.links.files ?? '', names);
  const entryOf = (name: string) => list.entries.find((entry) => entry.key === name)!;

  // Files 10-13 upload but their commit hangs; 14-16 hang before their content is read;
  // 17-19 stream half their bytes and stall. 0-9 complete.
  const faults = (rule: object) => axios.post(`${server!.url}/__faults`, rule);
  await faults({ method: 'POST', path: 'file-1[0-3]\\.bin/commit$', count: 4, delayMs: 60_000 });
  await faults({ method: 'PUT', path: 'file-1[4-6]\\.bin/content$', count: 3, delayMs: 60_000 });

  const committed = new Set<string>();
  const uploads = names.slice(0, 17).map(async (name, index) => {
    const entry = entryOf(name);
    await files.uploadContent(entry.links.content!, new Blob([contents[index]!]));
    await files.commit(entry.links.commit!);
    committed.add(name);
  });
  await Promise.all(
    names
      .slice(17)
      .map((name, offset) =>
        stalledUpload(browser, entryOf(name).links.content!, contents[17 + offset]!),
      ),
  );
  const deadline = Date.now() + 30_000;
  while (committed.size < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect([...committed].sort()).toEqual(names.slice(0, 10));

  await server.kill();
  await Promise.allSettled(uploads);

  server = await startServerProcess(dataDir, { port: server.port });
  const after = new BrowserSession(server.url);
  await after.login('alice');
  const afterFiles = new FilesApiClient(after.http());
  const listed = await afterFiles.list(draft.links.files!);
  const byName = new Map(listed.entries.map((entry) => [entry.key, entry]));
  expect([...byName.keys()].sort()).toEqual(names);

  for (const [index, name] of names.entries()) {
    const entry = byName.get(name)!;
    if (index < 10) {
      expect({ name, status: entry.status, checksum: entry.checksum }).toEqual({
        name,
        status: 'completed',
        checksum: `md5:${md5(contents[index]!)}`,
      });
      expect(await contentMd5(after, entry)).toBe(md5(contents[index]!));
    } else {
      expect({ name, status: entry.status }).toEqual({ name, status: 'pending' });
    }
  }

  // A file cut off mid-stream can be uploaded again and committed.
  const retried = byName.get('file-17.bin')!;
  await afterFiles.uploadContent(retried.links.content!, new Blob([contents[17]!]));
  const done = await afterFiles.commit(retried.links.commit!);
  expect(done.checksum).toBe(`md5:${md5(contents[17]!)}`);

  await server.stop();
  server = undefined;
  const db = new DatabaseSync(join(dataDir, 'rdm.sqlite'), { readOnly: true });
  expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
  db.close();
});
