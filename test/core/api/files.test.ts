import { ApiError, FilesApiClient } from '../../../src/core/api';
import { aFilesList, aPendingServerFile, aServerFile } from '../../factories/files';
import {
  expectJsonBody,
  expectNoBody,
  PLAIN_JSON,
  expectStandardHeaders,
  stubbedHttp,
  useCsrfCookie,
} from './apiTestSetup';

const FILES_LINK = 'https://links.test/files/from-links-only';
const CONTENT_LINK = 'https://links.test/content/data.csv/from-links-only';
const COMMIT_LINK = 'https://links.test/commit/data.csv/from-links-only';
const SELF_LINK = 'https://links.test/file-self/data.csv/from-links-only';

const setup = () => {
  const { stub, http } = stubbedHttp();
  return { stub, api: new FilesApiClient(http) };
};

describe('FilesApiClient', () => {
  useCsrfCookie();

  it('lists the files at the files link', async () => {
    const { stub, api } = setup();
    const list = aFilesList([aServerFile('a.txt')]);
    stub.reply({ data: list });
    await expect(api.list(FILES_LINK)).resolves.toEqual(list);
    const sent = stub.only();
    expect([sent.method, sent.url]).toEqual(['GET', FILES_LINK]);
    expectStandardHeaders(sent, PLAIN_JSON);
    expectNoBody(sent);
  });

  it('initialises files by POSTing their names as keys to the files link', async () => {
    const { stub, api } = setup();
    const list = aFilesList([aPendingServerFile('a.txt'), aPendingServerFile('b d.csv')]);
    stub.reply({ status: 201, data: list });
    await expect(api.initFiles(FILES_LINK, ['a.txt', 'b d.csv'])).resolves.toEqual(list);
    const sent = stub.only();
    expect([sent.method, sent.url]).toEqual(['POST', FILES_LINK]);
    expectStandardHeaders(sent, PLAIN_JSON);
    expectJsonBody(sent, [{ key: 'a.txt' }, { key: 'b d.csv' }]);
  });

  it('uploads content as an octet-stream PUT to the content link, reporting whole percents', async () => {
    const { stub, api } = setup();
    const file = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });
    const entry = aPendingServerFile('data.csv');
    stub.reply({
      data: entry,
      progress: [
        { loaded: 0, total: 3 },
        { loaded: 1, total: 3 },
        { loaded: 2, total: 3 },
        { loaded: 3, total: 3 },
      ],
    });
    const percents: number[] = [];
    const result = await api.uploadContent(CONTENT_LINK, file, {
      onProgress: (percent) => percents.push(percent),
    });
    expect(result).toEqual(entry);
    expect(percents).toEqual([0, 33, 66, 100]);
    const sent = stub.only();
    expect([sent.method, sent.url]).toEqual(['PUT', CONTENT_LINK]);
    expectStandardHeaders(sent, PLAIN_JSON);
    expect(sent.headers.getContentType()).toBe('application/octet-stream');
    expect(sent.body).toBe(file);
  });

  it('reports no progress while the total size is unknown or zero', async () => {
    const { stub, api } = setup();
    stub.reply({
      progress: [{ loaded: 10 }, { loaded: 0, total: 0 }, { loaded: 5, total: 10 }],
    });
    const percents: number[] = [];
    await api.uploadContent(CONTENT_LINK, new Blob(['x']), {
      onProgress: (percent) => percents.push(percent),
    });
    expect(percents).toEqual([50]);
  });

  it('uploads without a progress callback', async () => {
    const { stub, api } = setup();
    stub.reply({ progress: [{ loaded: 1, total: 1 }] });
    await api.uploadContent(CONTENT_LINK, new Blob(['x']));
    expect(stub.only().config.onUploadProgress).toBeUndefined();
  });

  it('cancels an upload through its signal', async () => {
    const { stub, api } = setup();
    stub.reply({ hang: true });
    const controller = new AbortController();
    const sent = stub.nextRequest();
    const uploading = api.uploadContent(CONTENT_LINK, new Blob(['x']), {
      signal: controller.signal,
    });
    await sent;
    controller.abort();
    await expect(uploading).rejects.toMatchObject({ isAbort: true });
  });

  it('commits a file with an empty POST to its commit link', async () => {
    const { stub, api } = setup();
    const entry = aServerFile('data.csv');
    stub.reply({ data: entry });
    await expect(api.commit(COMMIT_LINK)).resolves.toEqual(entry);
    const sent = stub.only();
    expect([sent.method, sent.url]).toEqual(['POST', COMMIT_LINK]);
    expectStandardHeaders(sent, PLAIN_JSON);
    expectJsonBody(sent, {});
  });

  describe('delete', () => {
    it("DELETEs a file entry's self link", async () => {
      const { stub, api } = setup();
      stub.reply({ status: 204 });
      const file = aServerFile('data.csv', { links: { self: SELF_LINK } });
      await expect(api.delete(file)).resolves.toBeUndefined();
      const sent = stub.only();
      expect([sent.method, sent.url]).toEqual(['DELETE', SELF_LINK]);
      expectStandardHeaders(sent, PLAIN_JSON);
      expectNoBody(sent);
    });

    it('DELETEs a self link given directly', async () => {
      const { stub, api } = setup();
      await api.delete(SELF_LINK);
      expect(stub.only().url).toBe(SELF_LINK);
    });

    it('counts a 404 on a pending file as deleted', async () => {
      const { stub, api } = setup();
      stub.reply({ status: 404, data: { status: 404, message: "Record 'x' has no file 'a'." } });
      await expect(api.delete(SELF_LINK, { pending: true })).resolves.toBeUndefined();
    });

    it('rejects a 404 on a file that is not pending', async () => {
      const { stub, api } = setup();
      stub.reply({ status: 404, data: { status: 404, message: "Record 'x' has no file 'a'." } });
      await expect(api.delete(SELF_LINK)).rejects.toMatchObject({
        status: 404,
        message: "Record 'x' has no file 'a'.",
      });
    });

    it('rejects other failures of a pending file', async () => {
      const { stub, api } = setup();
      stub.reply({ status: 403, data: { status: 403, message: 'Permission denied.' } });
      await expect(api.delete(SELF_LINK, { pending: true })).rejects.toMatchObject({
        status: 403,
        message: 'Permission denied.',
      });
    });

    it('rejects, naming the link, when the entry has no self link', async () => {
      const { stub, api } = setup();
      const error = await api.delete({ links: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe("The file has no 'self' link.");
      expect(stub.requests).toHaveLength(0);
    });
  });
});
