/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import type { DraftRecord, ServerFileEntry } from '../../../src/core/model';
import { browserFor, failure, payload, uploadFile, type Browser } from '../records/helpers';
import {
  BACKENDS,
  sendPartTo,
  startServerOn,
  type BackendServer,
} from '../support/storageBackends';

const filesLink = (draft: DraftRecord) => draft.links.files as string;

/** Small limits, so that going over them costs kilobytes. */
const QUOTA = { maxFiles: 3, quotaSize: 1000, maxFileSize: 600 };
const TOO_MANY = 'Uploading selected files will result in exceeding the max amount per record.';

describe.each(BACKENDS)('the draft quota on %s', (backend) => {
  let server: BackendServer;
  let alice: Browser;

  beforeAll(async () => {
    server = await startServerOn(backend, { filesQuota: QUOTA });
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  const keysOf = async (draft: DraftRecord) =>
    (await alice.files.list(filesLink(draft))).entries.map((entry) => entry.key);

  const started = async (draft: DraftRecord, key: string): Promise<ServerFileEntry> =>
    (await alice.files.initFiles(filesLink(draft), [key])).entries.find(
      (entry) => entry.key === key,
    ) as ServerFileEntry;

  const put = (entry: ServerFileEntry, bytes: number) =>
    alice.raw.put(entry.links.content as string, Buffer.alloc(bytes, 7), {
      headers: { 'Content-Type': 'application/octet-stream' },
    });

  /** A body sent in chunks, with no `Content-Length`: the server only learns its size by reading. */
  const putChunked = (url: string, chunks: number, chunkSize: number) =>
    new Promise<string>((resolve) => {
      const target = new URL(url);
      const request = httpRequest({
        method: 'PUT',
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Transfer-Encoding': 'chunked',
          'X-CSRFToken': alice.session.cookie('csrftoken') ?? '',
          Cookie: alice.session.cookieHeader,
        },
      });
      request.on('error', (error) => resolve(`cut: ${(error as NodeJS.ErrnoException).code}`));
      request.on('response', (response) => resolve(`answered ${response.statusCode}`));
      const sendFrom = (index: number): void => {
        if (index === chunks) return void request.end();
        request.write(Buffer.alloc(chunkSize, 7), () => setTimeout(() => sendFrom(index + 1), 5));
      };
      sendFrom(0);
    });

  it("gives the deposit page the server's quota, so that the form refuses what it would", async () => {
    const page = await alice.session.visit('/uploads/new');
    expect(page.data).toContain('"quota":{"maxFiles":3,"maxStorage":1000}');
  });

  it('refuses more files than maxFiles at the start, in one list or added later', async () => {
    const draft = await alice.drafts.create(payload());
    const inOneList = await failure(alice.files.initFiles(filesLink(draft), ['a', 'b', 'c', 'd']));
    expect(inOneList).toMatchObject({ status: 400, message: TOO_MANY });
    expect(await keysOf(draft)).toEqual([]);

    await alice.files.initFiles(filesLink(draft), ['a', 'b']);
    const later = await failure(alice.files.initFiles(filesLink(draft), ['c', 'd']));
    expect(later).toMatchObject({ status: 400, message: TOO_MANY });
    expect(await keysOf(draft)).toEqual(['a', 'b']);
    await alice.files.initFiles(filesLink(draft), ['c']);
    expect(await keysOf(draft)).toEqual(['a', 'b', 'c']);
  });

  it('refuses announced sizes over the largest file or the quota left, creating nothing', async () => {
    const draft = await alice.drafts.create(payload());
    const tooLarge = await failure(
      alice.files.initFiles(filesLink(draft), [{ key: 'big.bin', size: 601 }]),
    );
    expect(tooLarge).toMatchObject({ status: 400, message: 'Maximum file size exceeded.' });
    await uploadFile(alice, draft, 'first.bin', Buffer.alloc(500, 1));
    const overQuota = await failure(
      alice.files.initFiles(filesLink(draft), [
        { key: 'second.bin', size: 300 },
        { key: 'third.bin', size: 300 },
      ]),
    );
    expect(overQuota).toMatchObject({ status: 400, message: 'Bucket quota exceeded.' });
    expect(await keysOf(draft)).toEqual(['first.bin']);
  });

  it('refuses a content whose Content-Length is over a limit, keeping nothing of it', async () => {
    const draft = await alice.drafts.create(payload());
    const before = server.storedContents();
    const big = await started(draft, 'big.bin');
    const refused = await put(big, 601);
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ status: 400, message: 'Maximum file size exceeded.' });
    expect(server.storedContents()).toEqual(before);

    const fits = await put(big, 600);
    expect(fits.status).toBe(200);
    await alice.files.commit(big.links.commit as string);
    const rest = await started(draft, 'rest.bin');
    const overQuota = await put(rest, 401);
    expect(overQuota.data).toEqual({ status: 400, message: 'Bucket quota exceeded.' });
    const entry = (await alice.files.list(filesLink(draft))).entries.find(
      (file) => file.key === 'rest.bin',
    );
    expect(entry).toMatchObject({ status: 'pending' });
    expect(entry?.size ?? null).toBeNull();
    expect((await put(rest, 400)).status).toBe(200);
  });

  it('cuts a chunked content as soon as it goes over the quota, and keeps nothing', async () => {
    const draft = await alice.drafts.create(payload());
    const entry = await started(draft, 'stream.bin');
    const before = server.storedContents();
    const outcome = await putChunked(entry.links.content as string, 40, 64 * 1024);
    expect(outcome).toMatch(/^(answered 400|cut: )/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.storedContents()).toEqual(before);
    const [after] = (await alice.files.list(filesLink(draft))).entries;
    expect(after).toMatchObject({ key: 'stream.bin', status: 'pending' });
    expect(await failure(alice.files.commit(entry.links.commit as string))).toMatchObject({
      status: 400,
    });
  });

  it('lets two uploads at once take no more than the quota together', async () => {
    const draft = await alice.drafts.create(payload());
    const before = server.storedContents();
    const [first, second] = await Promise.all([
      started(draft, 'one.bin').then((entry) => put(entry, 600)),
      started(draft, 'two.bin').then((entry) => put(entry, 600)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first, second].find((answer) => answer.status === 400)?.data.message).toBe(
      'Bucket quota exceeded.',
    );
    expect(server.storedContents()).toHaveLength(before.length + 1);
  });

  it('counts a replaced content once: sending a file again fits where it fitted', async () => {
    const draft = await alice.drafts.create(payload());
    const entry = await started(draft, 'again.bin');
    expect((await put(entry, 600)).status).toBe(200);
    expect((await put(entry, 600)).status).toBe(200);
    expect((await alice.files.commit(entry.links.commit as string)).size).toBe(600);
  });

  it('refuses a multipart file announced over the limits before the storage reserves it', async () => {
    const draft = await alice.drafts.create(payload());
    const uploads = server.uploadsInProgress();
    const answer = await alice.raw.post(filesLink(draft), [
      { key: 'parts.bin', size: 900, transfer: { type: 'M', parts: 2, part_size: 450 } },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe('Maximum file size exceeded.');
    expect(server.uploadsInProgress()).toEqual(uploads);
    expect(await keysOf(draft)).toEqual([]);
  });
});

describe('parts sent straight to S3', () => {
  let server: BackendServer;
  let alice: Browser;

  beforeAll(async () => {
    server = await startServerOn('s3', { filesQuota: QUOTA });
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it('cannot make a file larger than announced: the commit removes it and refuses', async () => {
    const draft = await alice.drafts.create(payload());
    const before = server.storedContents();
    const started = await alice.raw.post(filesLink(draft), [
      { key: 'parts.bin', size: 400, transfer: { type: 'M', parts: 2, part_size: 200 } },
    ]);
    const [entry] = started.data.entries;
    for (const { url } of entry.links.parts) {
      expect(await sendPartTo(alice, server, url, Buffer.alloc(5000, 3))).toBe(200);
    }
    const commit = await alice.raw.post(entry.links.commit);
    expect(commit.status).toBe(400);
    expect(commit.data.message).toBe(
      'The parts of file parts.bin make 10000 bytes, not the 400 announced: the file was ' +
        'removed, start it again.',
    );
    expect((await alice.files.list(filesLink(draft))).entries).toEqual([]);
    expect(server.storedContents()).toEqual(before);
    expect(server.uploadsInProgress()).toEqual([]);
  });
});

describe('file keys', () => {
  let server: BackendServer;
  let alice: Browser;

  beforeAll(async () => {
    server = await startServerOn('disk');
    alice = await browserFor(server, 'alice');
  });
  afterAll(() => server.close());

  it.each([
    ['255 ASCII characters', 'k'.repeat(251) + '.txt'],
    ['255 characters of four UTF-8 bytes each', '🌊'.repeat(255)],
    ['255 characters in folders', `${'d'.repeat(100)}/${'é'.repeat(100)}/${'f'.repeat(53)}`],
  ])('a key of %s is uploaded, committed, read, downloaded and deleted', async (_label, key) => {
    const draft = await alice.drafts.create(payload());
    const committed = await uploadFile(alice, draft, key, 'tide');
    expect(committed).toMatchObject({ key, status: 'completed' });
    const self = committed.links.self as string;
    const read = await alice.raw.get(self);
    expect(read.status).toBe(200);
    const download = await alice.raw.get(committed.links.content as string, {
      responseType: 'text',
    });
    expect(download.status).toBe(200);
    expect(download.data).toBe('tide');
    expect((await alice.raw.delete(self)).status).toBe(204);
    expect((await alice.files.list(filesLink(draft))).entries).toEqual([]);
  });

  it.each([
    ['256 characters', '🌊'.repeat(256), 'at most 255'],
    ['a tab', 'a\tb.txt', 'control character'],
    ['a line break', 'notes\n.txt', 'control character'],
    ['DEL', 'a\u007f.txt', 'control character'],
  ])('refuses a key with %s at the start (400)', async (_label, key, words) => {
    const draft = await alice.drafts.create(payload());
    const error = await failure(alice.files.initFiles(filesLink(draft), [key]));
    expect(error.status).toBe(400);
    expect(error.message).toContain(words);
  });
});
