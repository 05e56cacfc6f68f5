/** @jest-environment node */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { DraftRecord } from '../../../src/core/model';
import {
  browserFor,
  completeMetadata,
  failure,
  payload,
  readyDraft,
  uploadFile,
  type Browser,
} from '../records/helpers';
import { BACKENDS, startServerOn, type BackendServer } from '../support/storageBackends';

const md5 = (bytes: Buffer | string) => `md5:${createHash('md5').update(bytes).digest('hex')}`;
const filesLink = (draft: DraftRecord) => draft.links.files as string;

describe.each(BACKENDS)('on %s', (backend) => {
  let server: BackendServer;
  let alice: Browser;
  let bob: Browser;

  beforeAll(async () => {
    server = await startServerOn(backend);
    alice = await browserFor(server, 'alice');
    bob = await browserFor(server, 'bob');
  });
  afterAll(() => server.close());

  const storedNames = () => server.storedContents();

  describe('upload flow', () => {
    it('inits, uploads and commits through the files client; the MD5 matches', async () => {
      const draft = await alice.drafts.create(payload());
      const list = await alice.files.initFiles(filesLink(draft), ['data.csv']);
      const pending = list.entries[0];
      expect(pending).toMatchObject({ key: 'data.csv', status: 'pending' });
      expect(pending?.size).toBeUndefined();
      expect(pending?.links).toEqual({
        self: `${filesLink(draft)}/data.csv`,
        content: `${filesLink(draft)}/data.csv/content`,
        commit: `${filesLink(draft)}/data.csv/commit`,
      });
      const bytes = Buffer.from('station,level\nStockholm,12\n'.repeat(1000));
      const progress: number[] = [];
      const uploaded = await alice.files.uploadContent(
        pending?.links.content as string,
        new Blob([bytes]),
        {
          onProgress: (percent) => progress.push(percent),
        },
      );
      expect(uploaded.status).toBe('pending');
      expect(progress[progress.length - 1]).toBe(100);
      const committed = await alice.files.commit(pending?.links.commit as string);
      expect(committed).toMatchObject({
        key: 'data.csv',
        status: 'completed',
        size: bytes.length,
        checksum: md5(bytes),
        mimetype: 'text/csv',
      });
      const content = await alice.raw.get(`${filesLink(draft)}/data.csv/content`, {
        responseType: 'arraybuffer',
      });
      expect(md5(Buffer.from(content.data))).toBe(md5(bytes));
      const read = await alice.drafts.read(draft);
      expect(read.files.entries?.['data.csv']?.checksum).toBe(md5(bytes));
    });

    it('serves the content itself (disk) or by a 302 to a pre-signed GET (s3)', async () => {
      const draft = await alice.drafts.create(payload());
      const bytes = Buffer.from('lat,lon\n57.7,11.9\n');
      await uploadFile(alice, draft, 'site ä.csv', bytes);
      const url = `${filesLink(draft)}/${encodeURIComponent('site ä.csv')}/content?download`;
      const answer = await alice.raw.get(url, { maxRedirects: 0, responseType: 'arraybuffer' });
      const disposition = `attachment; filename*=UTF-8''${encodeURIComponent('site ä.csv')}`;
      if (backend === 'disk') {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-disposition']).toBe(disposition);
        expect(Buffer.from(answer.data).equals(bytes)).toBe(true);
        return;
      }
      expect(answer.status).toBe(302);
      const location = answer.headers.location as string;
      expect(location.startsWith(server.url)).toBe(false);
      expect(new URL(location).searchParams.get('X-Amz-Signature')).toBeTruthy();
      const object = await fetch(location);
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe('text/csv');
      expect(object.headers.get('content-disposition')).toBe(disposition);
      expect(Buffer.from(await object.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('streams a file larger than the JSON body limit', async () => {
      const draft = await alice.drafts.create(payload());
      const bytes = Buffer.alloc(5 * 1024 * 1024, 7);
      const entry = await uploadFile(alice, draft, 'big.bin', bytes);
      expect(entry).toMatchObject({ size: bytes.length, checksum: md5(bytes) });
    });

    it('streams a one-request file longer than one S3 part (8 MiB) whole', async () => {
      const draft = await alice.drafts.create(payload());
      const bytes = Buffer.alloc(9 * 1024 * 1024 + 5, 3);
      bytes.write('head', 0);
      bytes.write('tail', bytes.length - 4);
      const entry = await uploadFile(alice, draft, 'long.bin', bytes);
      expect(entry).toMatchObject({ size: bytes.length, checksum: md5(bytes) });
      const content = await alice.raw.get(entry.links.content as string, {
        responseType: 'arraybuffer',
      });
      expect(Buffer.from(content.data).equals(bytes)).toBe(true);
    });

    it('refuses a duplicate key', async () => {
      const draft = await alice.drafts.create(payload());
      await alice.files.initFiles(filesLink(draft), ['data.csv']);
      expect(await failure(alice.files.initFiles(filesLink(draft), ['data.csv']))).toMatchObject({
        status: 400,
        message: 'File with key data.csv already exists.',
      });
    });

    it('deletes a file (204) and its content; a pending one too', async () => {
      const draft = await alice.drafts.create(payload());
      const before = storedNames().length;
      const entry = await uploadFile(alice, draft, 'gone.txt', 'bye');
      expect(storedNames().length).toBe(before + 1);
      await alice.files.delete(entry);
      expect(storedNames().length).toBe(before);
      expect((await alice.files.list(filesLink(draft))).entries).toEqual([]);
      await alice.files.initFiles(filesLink(draft), ['pending.txt']);
      await alice.files.delete(`${filesLink(draft)}/pending.txt`);
      await alice.files.delete(`${filesLink(draft)}/pending.txt`, { pending: true });
      expect(await failure(alice.files.delete(`${filesLink(draft)}/pending.txt`))).toMatchObject({
        status: 404,
        message: `Record '${draft.id}' has no file 'pending.txt'.`,
      });
    });

    it('refuses file calls of a stranger (403)', async () => {
      const draft = await alice.drafts.create(payload());
      expect(await failure(bob.files.list(filesLink(draft)))).toMatchObject({ status: 403 });
      expect(await failure(bob.files.initFiles(filesLink(draft), ['x.txt']))).toMatchObject({
        status: 403,
      });
    });
  });

  describe('bad keys', () => {
    it.each([
      ['../../etc/passwd', '../../etc/passwd', '".."'],
      ['..', '..', '".."'],
      ['a "." folder', 'data/./a.csv', '".."'],
      ['a leading "/"', '/etc/passwd', 'start or end with "/"'],
      ['a trailing "/"', 'data/', 'start or end with "/"'],
      ['an empty folder name', 'data//a.csv', '"//"'],
      ['a NUL byte', 'evil\u0000.txt', 'NUL'],
      ['a backslash', 'dir\\file.txt', 'backslash'],
      ['an empty key', '', 'non-empty'],
      ['256 characters', 'x'.repeat(256), 'at most 255'],
    ])('refuses %s with a clear 400 and writes nothing', async (_label, key, words) => {
      const draft = await alice.drafts.create(payload());
      const before = storedNames();
      const error = await failure(alice.files.initFiles(filesLink(draft), [key]));
      expect(error.status).toBe(400);
      expect(error.message).toContain(words);
      expect(storedNames()).toEqual(before);
      expect((await alice.files.list(filesLink(draft))).entries).toEqual([]);
    });

    it('refuses a path-like key in a content URL and stores nothing outside the data dir', async () => {
      const draft = await alice.drafts.create(payload());
      const answer = await alice.raw.put(
        `${filesLink(draft)}/..%2F..%2Fescape.txt/content`,
        Buffer.from('escape'),
        { headers: { 'Content-Type': 'application/octet-stream' } },
      );
      expect(answer.status).toBe(400);
      expect(existsSync(join(server.dataDir, 'escape.txt'))).toBe(false);
      expect(existsSync(join(server.dataDir, '..', 'escape.txt'))).toBe(false);
      for (const name of storedNames()) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('keys with folders', () => {
    it('inits, uploads, reads and deletes data/raw/a.csv; links carry the key as one segment', async () => {
      const draft = await alice.drafts.create(payload());
      const key = 'data/raw/a.csv';
      const self = `${filesLink(draft)}/data%2Fraw%2Fa.csv`;
      const [pending] = (await alice.files.initFiles(filesLink(draft), [key])).entries;
      expect(pending).toMatchObject({ key, status: 'pending' });
      expect(pending?.links).toEqual({
        self,
        content: `${self}/content`,
        commit: `${self}/commit`,
      });
      const bytes = 'station,level\nStockholm,12\n';
      await alice.files.uploadContent(pending?.links.content as string, new Blob([bytes]));
      expect(await alice.files.commit(pending?.links.commit as string)).toMatchObject({
        key,
        status: 'completed',
        checksum: md5(bytes),
      });
      expect((await alice.raw.get(self)).data).toMatchObject({ key, size: bytes.length });
      // The key is one segment of the path: its "/" left as it is routes nowhere.
      expect((await alice.raw.get(`${filesLink(draft)}/${key}`)).status).toBe(404);
      const content = await alice.raw.get(`${self}/content`);
      expect(content.data).toBe(bytes);
      expect(content.headers['content-disposition']).toBe(
        "inline; filename*=UTF-8''data%2Fraw%2Fa.csv",
      );
      await alice.files.delete(`${self}`);
      expect((await alice.files.list(filesLink(draft))).entries).toEqual([]);
    });

    it('takes a name with two dots in a row, which is no folder', async () => {
      const draft = await alice.drafts.create(payload());
      const entry = await uploadFile(alice, draft, 'notes/v1..v2.txt', 'diff');
      expect(entry).toMatchObject({ key: 'notes/v1..v2.txt', status: 'completed' });
    });
  });

  describe('interrupted uploads', () => {
    /**
     * Sends `bytes` as a file's content over a bare connection: `half` declares twice their
     * length and goes away after them (a dropped upload); `whole` sends them with the headers
     * in one write. Answers what came of it.
     */
    const putRaw = (url: string, bytes: Buffer, sent: 'half' | 'whole') =>
      new Promise<string>((resolve) => {
        const target = new URL(url);
        const request = httpRequest({
          method: 'PUT',
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Length': String(sent === 'half' ? bytes.length * 2 : bytes.length),
            'X-CSRFToken': alice.session.cookie('csrftoken') ?? '',
            Cookie: alice.session.cookieHeader,
          },
        });
        request.on('error', (error) =>
          resolve(`dropped: ${(error as NodeJS.ErrnoException).code}`),
        );
        request.on('response', (response) => resolve(`answered ${response.statusCode}`));
        if (sent === 'whole') request.end(bytes);
        else request.write(bytes, () => setTimeout(() => request.destroy(), 50));
      });

    it('leaves a dropped upload pending without garbage; a retry replaces it', async () => {
      const draft = await alice.drafts.create(payload());
      const list = await alice.files.initFiles(filesLink(draft), ['cut.bin']);
      const entry = list.entries[0];
      const before = storedNames();
      await putRaw(entry?.links.content as string, Buffer.alloc(256 * 1024, 1), 'half');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(storedNames()).toEqual(before);
      const after = await alice.files.list(filesLink(draft));
      expect(after.entries[0]).toMatchObject({ key: 'cut.bin', status: 'pending' });
      expect(await failure(alice.files.commit(entry?.links.commit as string))).toMatchObject({
        status: 400,
      });
      const bytes = Buffer.from('the whole content');
      await alice.files.uploadContent(entry?.links.content as string, new Blob([bytes]));
      expect(await alice.files.commit(entry?.links.commit as string)).toMatchObject({
        status: 'completed',
        checksum: md5(bytes),
        size: bytes.length,
      });
    });

    it('survives a fault cutting a body that came whole before the route read it', async () => {
      const draft = await alice.drafts.create(payload());
      const entry = (await alice.files.initFiles(filesLink(draft), ['whole.bin'])).entries[0];
      await alice.raw.post(`${server.url}/__faults`, {
        method: 'PUT',
        path: '/content$',
        count: 1,
        dropAfterBytes: 0,
      });
      // The route reads its body after its own checks: the cut comes before it listens.
      const outcome = await putRaw(entry?.links.content as string, Buffer.from('12345'), 'whole');
      expect(outcome).toMatch(/^dropped: (ECONNRESET|EPIPE)/);
      expect((await alice.files.list(filesLink(draft))).entries[0]).toMatchObject({
        key: 'whole.bin',
        status: 'pending',
      });
    });
  });

  describe('published records', () => {
    it('locks files of an edit-draft of a published record', async () => {
      const record = await alice.drafts.publish(await readyDraft(alice));
      const edit = (await alice.raw.post(`${server.api}/records/${record.id}/draft`, {})).data;
      const init = await failure(alice.files.initFiles(edit.links.files, ['more.csv']));
      expect(init.status).toBe(400);
      expect(init.message).toMatch(/locked/);
      const remove = await failure(alice.files.delete(`${edit.links.files}/data.csv`));
      expect(remove.status).toBe(400);
      expect(remove.message).toMatch(/locked/);
    });

    it('serves record files to anyone when public, to nobody else when restricted', async () => {
      const anonymous = await browserFor(server);
      const open = await alice.drafts.publish(await readyDraft(alice));
      const url = `${open.links.files}/data.csv/content`;
      const answer = await anonymous.raw.get(url, { responseType: 'text' });
      expect(answer.status).toBe(200);
      expect(answer.data).toBe('a,b\n1,2\n');
      const closed = await alice.drafts.publish(
        await readyDraft(alice, { access: { record: 'public', files: 'restricted' } }),
      );
      expect((await anonymous.raw.get(`${closed.links.files}/data.csv/content`)).status).toBe(403);
      expect((await alice.raw.get(`${closed.links.files}/data.csv/content`)).status).toBe(200);
    });

    it('imports the files of the previous version into a new-version draft', async () => {
      const first = await alice.drafts.publish(await readyDraft(alice));
      const draft = (await alice.raw.post(first.links.versions as string, {})).data as DraftRecord;
      const imported = await alice.drafts.importFiles(draft);
      expect(imported.entries).toEqual([
        expect.objectContaining({ key: 'data.csv', status: 'completed', size: 8 }),
      ]);
      expect(await failure(alice.drafts.importFiles(draft))).toMatchObject({
        status: 400,
        message: 'Please remove all files first.',
      });
      const second = await alice.drafts.publish(
        await alice.drafts.save({
          ...draft,
          metadata: { ...completeMetadata(), publication_date: '2026' },
        }),
      );
      expect(second.files.entries?.['data.csv']?.checksum).toBe(md5('a,b\n1,2\n'));
      const fresh = await alice.drafts.create(payload());
      expect((await failure(alice.drafts.importFiles(fresh))).status).toBe(400);
    });

    it('refuses to import when the previous version has no files', async () => {
      const first = await alice.drafts.publish(
        await alice.drafts.create(payload({ files: { enabled: false } })),
      );
      const draft = (await alice.raw.post(first.links.versions as string, {})).data as DraftRecord;
      await alice.drafts.save({ ...draft, files: { enabled: true } });
      expect(await failure(alice.drafts.importFiles(draft))).toMatchObject({
        status: 400,
        message: 'The record has no files.',
      });
    });
  });
});
