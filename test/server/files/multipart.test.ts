/** @jest-environment node */
import axios from 'axios';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DraftRecord } from '../../../src/core/model';
import { browserFor, payload, uploadFile, type Browser } from '../records/helpers';
import { sendPartTo, startServerOn, type BackendServer } from '../support/storageBackends';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let alice: Browser;
let bob: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await browserFor(server, 'alice');
  bob = await browserFor(server, 'bob');
});
afterAll(() => server.close());

const PART_SIZE = 64 * 1024;
const OCTETS = { headers: { 'Content-Type': 'application/octet-stream' } };

const md5 = (bytes: Buffer) => `md5:${createHash('md5').update(bytes).digest('hex')}`;
const filesLink = (draft: DraftRecord) => draft.links.files as string;
const uploadsInProgress = () => readdirSync(join(server.dataDir, 'uploads'));

/** A pending multipart entry, as the files API answers it. */
interface MultipartEntry {
  key: string;
  status: string;
  size: number;
  checksum: string | null;
  transfer: { type: string; parts?: number; part_size?: number; received_parts?: number[] };
  links: Record<string, string> & { parts?: { part: number; url: string; expiration: string }[] };
}

/** `POST {draft}/files` with one multipart entry; answers the whole response. */
const init = (browser: Browser, draft: DraftRecord, entry: Record<string, unknown>) =>
  browser.raw.post(filesLink(draft), [entry]);

/** Starts sending `bytes` as `key` in parts of PART_SIZE; answers the pending entry. */
const start = async (draft: DraftRecord, key: string, bytes: Buffer): Promise<MultipartEntry> => {
  const transfer = { type: 'M', parts: Math.ceil(bytes.length / PART_SIZE), part_size: PART_SIZE };
  const answer = await init(alice, draft, { key, size: bytes.length, transfer });
  expect(answer.status).toBe(201);
  return answer.data.entries.find((entry: MultipartEntry) => entry.key === key);
};

const partOf = (bytes: Buffer, part: number) =>
  bytes.subarray((part - 1) * PART_SIZE, part * PART_SIZE);

const partUrl = (entry: MultipartEntry, part: number) =>
  entry.links.parts?.find((target) => target.part === part)?.url as string;

const sendPart = (entry: MultipartEntry, part: number, bytes: Buffer, browser = alice) =>
  browser.raw.put(partUrl(entry, part), bytes, OCTETS);

/** 2.5 parts of random bytes: the last part is shorter. */
const fileBytes = () => randomBytes(PART_SIZE * 2 + PART_SIZE / 2);

describe('multipart upload', () => {
  it('takes three parts out of order; the commit gives the whole file and its MD5', async () => {
    const draft = await alice.drafts.create(payload());
    const before = uploadsInProgress();
    const bytes = fileBytes();
    const entry = await start(draft, 'big.bin', bytes);
    const self = `${filesLink(draft)}/big.bin`;
    expect(entry).toMatchObject({
      key: 'big.bin',
      status: 'pending',
      size: bytes.length,
      checksum: null,
      storage_class: 'L',
      transfer: { type: 'M', parts: 3, part_size: PART_SIZE, received_parts: [] },
    });
    expect(entry.links.content).toBeUndefined();
    expect(entry.links.commit).toBe(`${self}/commit`);
    expect(entry.links.parts?.map(({ part, url }) => ({ part, url }))).toEqual([
      { part: 1, url: `${self}/content/1` },
      { part: 2, url: `${self}/content/2` },
      { part: 3, url: `${self}/content/3` },
    ]);
    expect(Date.parse(entry.links.parts?.[0]?.expiration ?? '')).toBeGreaterThan(Date.now());

    for (const [part, received] of [
      [3, [3]],
      [1, [1, 3]],
      [2, [1, 2, 3]],
    ] as const) {
      const answer = await sendPart(entry, part, partOf(bytes, part));
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ status: 'pending', transfer: { type: 'M' } });
      expect(answer.data.transfer.received_parts).toEqual(received);
      expect(answer.data.errors).toBeUndefined();
    }

    const committed = await alice.raw.post(entry.links.commit as string, {});
    expect(committed.status).toBe(200);
    expect(committed.data).toMatchObject({
      status: 'completed',
      size: bytes.length,
      checksum: md5(bytes),
      transfer: { type: 'L' },
      links: { content: `${self}/content` },
    });
    expect(committed.data.links.parts).toBeUndefined();
    const content = await alice.raw.get(`${self}/content`, { responseType: 'arraybuffer' });
    expect(Buffer.from(content.data).equals(bytes)).toBe(true);
    expect(uploadsInProgress()).toEqual(before);
  });

  it('lists the parts received in the entry, the files list and the draft', async () => {
    const draft = await alice.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await start(draft, 'resume.bin', bytes);
    await sendPart(entry, 1, partOf(bytes, 1));
    await sendPart(entry, 3, partOf(bytes, 3));
    const read = await alice.raw.get(entry.links.self as string);
    expect(read.data.transfer).toEqual({
      type: 'M',
      parts: 3,
      part_size: PART_SIZE,
      received_parts: [1, 3],
    });
    expect(read.data.links.parts).toHaveLength(3);
    const list = await alice.raw.get(filesLink(draft));
    expect(list.data.entries[0].transfer.received_parts).toEqual([1, 3]);
    const inDraft = (await alice.drafts.read(draft)).files.entries?.['resume.bin'];
    expect(inDraft).toMatchObject({ status: 'pending', transfer: { type: 'M', parts: 3 } });
  });

  it('takes a part sent again in place of the first copy', async () => {
    const draft = await alice.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await start(draft, 'again.bin', bytes);
    await sendPart(entry, 1, Buffer.alloc(PART_SIZE, 0xff));
    for (const part of [1, 2, 3]) await sendPart(entry, part, partOf(bytes, part));
    const committed = await alice.raw.post(entry.links.commit as string, {});
    expect(committed.data).toMatchObject({ status: 'completed', checksum: md5(bytes) });
  });

  it('answers a part of the wrong size as InvenioRDM does: 200 with errors, part not taken', async () => {
    const draft = await alice.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await start(draft, 'sizes.bin', bytes);
    const short = await sendPart(entry, 1, partOf(bytes, 1).subarray(1));
    expect(short.status).toBe(200);
    expect(short.data).toMatchObject({
      key: 'sizes.bin',
      status: 'pending',
      errors: 'File upload transfer failed.',
      transfer: { received_parts: [] },
    });
    const longLast = await sendPart(entry, 3, Buffer.concat([partOf(bytes, 3), Buffer.from('x')]));
    expect(longLast.data).toMatchObject({
      errors: 'File upload transfer failed.',
      transfer: { received_parts: [] },
    });
  });

  it('answers a part number above the parts announced with 200 and errors', async () => {
    const draft = await alice.drafts.create(payload());
    const entry = await start(draft, 'few.bin', fileBytes());
    const answer = await alice.raw.put(`${entry.links.self}/content/4`, Buffer.from('x'), OCTETS);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ errors: 'File upload transfer failed.' });
    const notANumber = await alice.raw.put(
      `${entry.links.self}/content/x`,
      Buffer.from('x'),
      OCTETS,
    );
    expect(notANumber.status).toBe(404);
  });

  it('refuses to commit while parts are missing, naming them', async () => {
    const draft = await alice.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await start(draft, 'holes.bin', bytes);
    await sendPart(entry, 2, partOf(bytes, 2));
    const answer = await alice.raw.post(entry.links.commit as string, {});
    expect(answer.status).toBe(400);
    expect(answer.data.message).toBe(
      'File holes.bin is missing parts 1, 3: send them before committing.',
    );
    expect((await alice.raw.get(entry.links.self as string)).data.status).toBe('pending');
  });

  it('aborts the upload when the file is deleted', async () => {
    const draft = await alice.drafts.create(payload());
    const before = uploadsInProgress();
    const bytes = fileBytes();
    const entry = await start(draft, 'gone.bin', bytes);
    await sendPart(entry, 1, partOf(bytes, 1));
    expect(uploadsInProgress()).toHaveLength(before.length + 1);
    expect((await alice.raw.delete(entry.links.self as string)).status).toBe(204);
    expect(uploadsInProgress()).toEqual(before);
    expect((await alice.raw.get(entry.links.self as string)).status).toBe(404);
    expect((await sendPart(entry, 2, partOf(bytes, 2))).status).toBe(404);
  });

  it('keeps the rules of the other file calls: CSRF, permissions, one content route', async () => {
    const draft = await alice.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await start(draft, 'rules.bin', bytes);
    const noToken = await axios.put(partUrl(entry, 1), partOf(bytes, 1), {
      headers: { ...OCTETS.headers, Cookie: alice.session.cookieHeader },
      validateStatus: () => true,
    });
    expect(noToken.data).toMatchObject({
      status: 400,
      message: 'CSRF token missing or incorrect.',
    });
    expect((await sendPart(entry, 1, partOf(bytes, 1), bob)).status).toBe(403);
    const whole = await alice.raw.put(`${entry.links.self}/content`, bytes, OCTETS);
    expect(whole.data).toMatchObject({
      status: 400,
      message: 'Can not set content for multipart file, use the parts instead.',
    });
    expect((await alice.raw.get(`${entry.links.self}/content`)).status).toBe(403);
  });

  it('refuses parts for a file sent in one request', async () => {
    const draft = await alice.drafts.create(payload());
    const local = await uploadFile(alice, draft, 'small.txt', 'small');
    const answer = await alice.raw.put(`${local.links.self}/content/1`, Buffer.from('x'), OCTETS);
    expect(answer.data).toMatchObject({
      status: 400,
      message: 'Transfer type "L" does not support multipart uploads.',
    });
  });
});

describe('multipart upload to S3', () => {
  let s3: BackendServer;
  let aliceS3: Browser;

  beforeAll(async () => {
    s3 = await startServerOn('s3');
    aliceS3 = await browserFor(s3, 'alice');
  });
  afterAll(() => s3.close());

  /** Starts `bytes` as `key` in parts of PART_SIZE on the S3 server. */
  const startS3 = async (draft: DraftRecord, key: string, bytes: Buffer) => {
    const transfer = {
      type: 'M',
      parts: Math.ceil(bytes.length / PART_SIZE),
      part_size: PART_SIZE,
    };
    const answer = await init(aliceS3, draft, { key, size: bytes.length, transfer });
    expect(answer.status).toBe(201);
    return answer.data.entries.find((entry: MultipartEntry) => entry.key === key) as MultipartEntry;
  };
  const sendS3Part = (entry: MultipartEntry, part: number, bytes: Buffer) =>
    sendPartTo(aliceS3, s3, partUrl(entry, part), partOf(bytes, part));

  it('links pre-signed part URLs; the parts go straight to S3; the commit gives the MD5', async () => {
    const draft = await aliceS3.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await startS3(draft, 'big.bin', bytes);
    expect(entry.transfer).toEqual({
      type: 'M',
      parts: 3,
      part_size: PART_SIZE,
      received_parts: [],
    });
    for (const { part, url, expiration } of entry.links.parts ?? []) {
      expect(url.startsWith(s3.url)).toBe(false);
      expect(new URL(url).searchParams.get('partNumber')).toBe(String(part));
      expect(Date.parse(expiration)).toBeGreaterThan(Date.now());
    }
    expect(s3.uploadsInProgress()).toHaveLength(1);
    for (const [part, received] of [
      [3, [3]],
      [1, [1, 3]],
      [2, [1, 2, 3]],
    ] as const) {
      expect(await sendS3Part(entry, part, bytes)).toBe(200);
      const read = await aliceS3.raw.get(entry.links.self as string);
      expect(read.data.transfer.received_parts).toEqual(received);
    }
    const committed = await aliceS3.raw.post(entry.links.commit as string, {});
    expect(committed.data).toMatchObject({
      status: 'completed',
      size: bytes.length,
      checksum: md5(bytes),
      transfer: { type: 'L' },
    });
    expect(s3.uploadsInProgress()).toEqual([]);
    const content = await aliceS3.raw.get(`${entry.links.self}/content`, {
      responseType: 'arraybuffer',
    });
    expect(Buffer.from(content.data).equals(bytes)).toBe(true);
  });

  it('refuses to commit while parts are missing, naming them', async () => {
    const draft = await aliceS3.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await startS3(draft, 'holes.bin', bytes);
    await sendS3Part(entry, 2, bytes);
    const answer = await aliceS3.raw.post(entry.links.commit as string, {});
    expect(answer.data).toEqual({
      status: 400,
      message: 'File holes.bin is missing parts 1, 3: send them before committing.',
    });
  });

  it('aborts the upload in S3 when the file is deleted', async () => {
    const draft = await aliceS3.drafts.create(payload());
    const bytes = fileBytes();
    const before = s3.uploadsInProgress();
    const entry = await startS3(draft, 'gone.bin', bytes);
    await sendS3Part(entry, 1, bytes);
    expect(s3.uploadsInProgress()).toHaveLength(before.length + 1);
    expect((await aliceS3.raw.delete(entry.links.self as string)).status).toBe(204);
    expect(s3.uploadsInProgress()).toEqual(before);
    expect(await sendS3Part(entry, 2, bytes)).toBe(404);
  });

  it("refuses parts sent to the server's own part route: they go to their links", async () => {
    const draft = await aliceS3.drafts.create(payload());
    const bytes = fileBytes();
    const entry = await startS3(draft, 'route.bin', bytes);
    const answer = await aliceS3.raw.put(`${entry.links.self}/content/1`, partOf(bytes, 1), OCTETS);
    expect(answer.data).toEqual({
      status: 400,
      message: 'The parts of this file go straight to the storage: use links.parts.',
    });
  });
});

describe('starting a multipart upload', () => {
  const multipart = (transfer: Record<string, unknown>, size: unknown = 1000) => ({
    key: 'data.bin',
    size,
    transfer: { type: 'M', ...transfer },
  });

  it.each([
    [
      'without parts',
      multipart({ part_size: 500 }),
      '0.transfer.parts',
      'Missing data for required field.',
    ],
    [
      'with parts not a number',
      multipart({ parts: 'two', part_size: 500 }),
      '0.transfer.parts',
      'Not a valid integer.',
    ],
    [
      'with an unknown transfer key',
      multipart({ parts: 2, part_size: 500, etag: 'x' }),
      '0.transfer.etag',
      'Unknown field.',
    ],
    [
      'with an unknown transfer type',
      { key: 'data.bin', transfer: { type: 'X' } },
      '0.transfer.type',
      'Unsupported value: X',
    ],
    [
      'with a size not a number',
      multipart({ parts: 2, part_size: 500 }, 'big'),
      '0.size',
      'Not a valid integer.',
    ],
  ])('refuses an entry %s with a field error', async (_label, entry, field, message) => {
    const draft = await alice.drafts.create(payload());
    const before = uploadsInProgress();
    const answer = await init(alice, draft, entry);
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({
      status: 400,
      message: 'A validation error occurred.',
      errors: [{ field, messages: [message] }],
    });
    expect(uploadsInProgress()).toEqual(before);
  });

  it.each([
    [
      'no parts',
      multipart({ parts: 0, part_size: 500 }),
      'Multipart file transfer requires parts.',
    ],
    [
      'no size',
      multipart({ parts: 2, part_size: 500 }, 0),
      'Multipart file transfer requires file size.',
    ],
    [
      'no part size',
      multipart({ parts: 2 }),
      'Multipart file transfer to local storage requires part_size.',
    ],
    [
      'too many parts',
      multipart({ parts: 10_001, part_size: 1 }, 10_001),
      'Multipart file transfer allows at most 10000 parts.',
    ],
    [
      'parts that do not make the size',
      multipart({ parts: 3, part_size: 500 }),
      'The parts do not make the file: 3 parts of 500 bytes (the last one shorter) cannot hold 1000 bytes.',
    ],
  ])('refuses %s with its message', async (_label, entry, message) => {
    const draft = await alice.drafts.create(payload());
    const answer = await init(alice, draft, entry);
    expect(answer.data).toEqual({ status: 400, message });
    expect((await alice.raw.get(filesLink(draft))).data.entries).toEqual([]);
  });

  it('refuses transfers only the system may start (fetch, remote) with 403', async () => {
    const draft = await alice.drafts.create(payload());
    const answer = await init(alice, draft, {
      key: 'far.bin',
      transfer: { type: 'R', url: 'https://example.org/far.bin' },
    });
    expect(answer.status).toBe(403);
  });

  it('still takes the one-request transfer, named or not', async () => {
    const draft = await alice.drafts.create(payload());
    const answer = await alice.raw.post(filesLink(draft), [
      { key: 'a.txt', transfer: { type: 'L' } },
      { key: 'b.txt' },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.data.entries.map((entry: MultipartEntry) => entry.transfer)).toEqual([
      { type: 'L' },
      { type: 'L' },
    ]);
  });

  it('creates nothing when one entry of the list is refused', async () => {
    const draft = await alice.drafts.create(payload());
    await init(alice, draft, { key: 'taken.txt' });
    const before = uploadsInProgress();
    const answer = await alice.raw.post(filesLink(draft), [
      multipart({ parts: 2, part_size: 500 }),
      { key: 'taken.txt' },
    ]);
    expect(answer.data).toEqual({
      status: 400,
      message: 'File with key taken.txt already exists.',
    });
    expect(uploadsInProgress()).toEqual(before);
    expect((await alice.raw.get(filesLink(draft))).data.entries).toHaveLength(1);
  });
});

describe('in v12 mode', () => {
  let v12: TestServer;
  let aliceV12: Browser;

  beforeAll(async () => {
    v12 = await startTestServer({ apiVersion: 'v12' });
    aliceV12 = await browserFor(v12, 'alice');
  });
  afterAll(() => v12.close());

  it('refuses `transfer` as an unknown field, as v12 (before multipart) did', async () => {
    const draft = await aliceV12.drafts.create(payload());
    const answer = await aliceV12.raw.post(filesLink(draft), [
      { key: 'big.bin', size: 10, transfer: { type: 'M', parts: 2, part_size: 5 } },
    ]);
    expect(answer.data).toEqual({
      status: 400,
      message: 'A validation error occurred.',
      errors: [{ field: '0.transfer', messages: ['Unknown field.'] }],
    });
  });

  it('has no part route', async () => {
    const draft = await aliceV12.drafts.create(payload());
    const list = await aliceV12.files.initFiles(filesLink(draft), ['small.bin']);
    const answer = await aliceV12.raw.put(
      `${list.entries[0]?.links.self}/content/1`,
      Buffer.from('x'),
      OCTETS,
    );
    expect(answer.status).toBe(404);
  });
});
