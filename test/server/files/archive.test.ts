/** @jest-environment node */
import type { DraftRecord } from '../../../src/core/model';
import { browserFor, payload, readyDraft, uploadFile, type Browser } from '../records/helpers';
import { BACKENDS, startServerOn, type BackendServer } from '../support/storageBackends';
import { zipEntries } from '../support/zipEntries';

const TABLE = 'station,level\nStockholm,12\n'.repeat(500);
const NOTES = Buffer.from('Tide gauge notes, å ä ö\n');

describe.each(BACKENDS)('files-archive on %s', (backend) => {
  let server: BackendServer;
  let alice: Browser;
  let bob: Browser;
  let anonymous: Browser;

  beforeAll(async () => {
    server = await startServerOn(backend);
    alice = await browserFor(server, 'alice');
    bob = await browserFor(server, 'bob');
    anonymous = await browserFor(server);
  });
  afterAll(() => server.close());

  const archiveOf = async (browser: Browser, filesUrl: string) => {
    const list = await browser.raw.get(filesUrl);
    return browser.raw.get(list.data.links.archive, { responseType: 'arraybuffer' });
  };

  /** A draft with two committed files and one still pending. */
  const draftWithFiles = async (overrides = {}): Promise<DraftRecord> => {
    const draft = await alice.drafts.create(payload(overrides));
    await uploadFile(alice, draft, 'table.csv', TABLE);
    await uploadFile(alice, draft, 'notes ä.txt', NOTES);
    return draft;
  };

  it("zips a record's files, stored, named by key, streamed as InvenioRDM names it", async () => {
    const record = await alice.drafts.publish(await draftWithFiles());
    const answer = await archiveOf(anonymous, record.links.files as string);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename=${record.id}.zip`);
    const entries = await zipEntries(Buffer.from(answer.data));
    expect(
      entries.map(({ name, size, compressionMethod }) => ({ name, size, compressionMethod })),
    ).toEqual([
      { name: 'table.csv', size: TABLE.length, compressionMethod: 0 },
      { name: 'notes ä.txt', size: NOTES.length, compressionMethod: 0 },
    ]);
    expect(entries[0]?.bytes.toString()).toBe(TABLE);
    expect(entries[1]?.bytes.equals(NOTES)).toBe(true);
  });

  it('names the files of folders by their keys, so they unpack into those folders', async () => {
    const draft = await alice.drafts.create(payload());
    await uploadFile(alice, draft, 'data/raw/a.csv', TABLE);
    await uploadFile(alice, draft, 'data/notes.txt', NOTES);
    const answer = await archiveOf(alice, draft.links.files as string);
    const entries = await zipEntries(Buffer.from(answer.data));
    expect(entries.map(({ name }) => name)).toEqual(['data/raw/a.csv', 'data/notes.txt']);
    expect(entries[0]?.bytes.toString()).toBe(TABLE);
  });

  it("zips a draft's committed files for those who may preview it", async () => {
    const draft = await draftWithFiles();
    await alice.files.initFiles(draft.links.files as string, ['pending.bin']);
    const answer = await archiveOf(alice, draft.links.files as string);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename=${draft.id}.zip`);
    const names = (await zipEntries(Buffer.from(answer.data))).map((entry) => entry.name);
    expect(names).toEqual(['table.csv', 'notes ä.txt']);
    const archive = `${server.api}/records/${draft.id}/draft/files-archive`;
    expect((await bob.raw.get(archive)).status).toBe(403);
    expect((await anonymous.raw.get(archive)).status).toBe(403);
  });

  it('answers as the content route: 403 for restricted files, 404 for unknown records', async () => {
    const closed = await alice.drafts.publish(
      await readyDraft(alice, { access: { record: 'public', files: 'restricted' } }),
    );
    const archive = `${server.api}/records/${closed.id}/files-archive`;
    expect((await anonymous.raw.get(archive)).status).toBe(403);
    expect((await anonymous.raw.get(`${closed.links.files}/data.csv/content`)).status).toBe(403);
    expect((await alice.raw.get(archive)).status).toBe(200);
    expect(
      (await anonymous.raw.get(`${server.api}/records/nope0-nope0/files-archive`)).status,
    ).toBe(404);
    expect(
      (await alice.raw.get(`${server.api}/records/nope0-nope0/draft/files-archive`)).status,
    ).toBe(404);
  });

  it('is an empty zip for a record without files', async () => {
    const record = await alice.drafts.publish(
      await alice.drafts.create(payload({ files: { enabled: false } })),
    );
    const answer = await anonymous.raw.get(`${server.api}/records/${record.id}/files-archive`, {
      responseType: 'arraybuffer',
    });
    expect(answer.status).toBe(200);
    expect(await zipEntries(Buffer.from(answer.data))).toEqual([]);
  });

  it('cuts the zip short when a content cannot be read, and goes on serving', async () => {
    const record = await alice.drafts.publish(await draftWithFiles());
    const { storage_path } = server.ctx.db
      .prepare("SELECT storage_path FROM files WHERE record_id = ? AND bucket = 'record'")
      .get(record.id) as { storage_path: string };
    await server.ctx.contents.remove(storage_path);
    const outcome = await archiveOf(anonymous, record.links.files as string).then(
      (answer) =>
        answer.status === 200
          ? zipEntries(Buffer.from(answer.data)).then(
              () => 'a whole zip',
              () => 'a broken zip',
            )
          : `status ${answer.status}`,
      () => 'cut',
    );
    expect(outcome).not.toBe('a whole zip');
    expect((await anonymous.raw.get(record.links.self as string)).status).toBe(200);
  });
});
