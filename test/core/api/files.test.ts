import { ApiError, FilesApiClient } from '../../../src/core/api';
import { aFilesList, aPendingServerFile, aServerFile } from '../../factories/files';
import {
  CSRF_TOKEN,
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

  it('announces files for a multipart transfer with their size and parts, beside files by name', async () => {
    const { stub, api } = setup();
    stub.reply({ status: 201, data: aFilesList() });
    const transfer = { type: 'M', parts: 3, part_size: 4 } as const;
    await api.initFiles(FILES_LINK, [{ key: 'big.bin', size: 10, transfer }, 'small.txt']);
    expectJsonBody(stub.only(), [
      { key: 'big.bin', size: 10, transfer: { type: 'M', parts: 3, part_size: 4 } },
      { key: 'small.txt' },
    ]);
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

  describe('uploadPart', () => {
    const OWN_PART = 'https://links.test/files/big.bin/content/2';
    const FOREIGN_PART =
      'https://bucket.objects.test/rdm/big.bin?partNumber=2&uploadId=u1&X-Amz-Signature=5ec';

    it('PUTs a part on the repository as every call goes: session, CSRF token, headers', async () => {
      const { stub, api } = setup();
      const part = new Blob(['4567']);
      stub.reply({ data: aPendingServerFile('big.bin') });
      await expect(
        api.uploadPart(OWN_PART, part, { repositoryLink: FILES_LINK }),
      ).resolves.toBeUndefined();
      const sent = stub.only();
      expect([sent.method, sent.url]).toEqual(['PUT', OWN_PART]);
      expectStandardHeaders(sent, PLAIN_JSON);
      expect(sent.headers.getContentType()).toBe('application/octet-stream');
      expect(sent.body).toBe(part);
    });

    it('takes a 200 answer with errors (how InvenioRDM refuses a part) as a refusal', async () => {
      const { stub, api } = setup();
      const errors = 'File upload transfer failed.';
      stub.reply({ data: { ...aPendingServerFile('big.bin'), errors } });
      await expect(
        api.uploadPart(OWN_PART, new Blob(['45']), { repositoryLink: FILES_LINK }),
      ).rejects.toMatchObject({ message: errors, status: 400 });
    });

    it('sends a part to another origin (a pre-signed URL) with its body alone', async () => {
      const { stub, api } = setup();
      const part = new Blob(['4567']);
      await api.uploadPart(FOREIGN_PART, part, { repositoryLink: FILES_LINK });
      const sent = stub.only();
      expect([sent.method, sent.url]).toEqual(['PUT', FOREIGN_PART]);
      expect(sent.body).toBe(part);
      expect(sent.config.withCredentials).toBe(false);
      expect(sent.headers.get('X-CSRFToken')).toBeUndefined();
      expect(sent.headers.get('X-Repository-Tenant')).toBeUndefined();
      expect(sent.headers.getContentType()).toBeFalsy();
      // What is left is axios' own Accept, which a browser lets through any CORS check.
      expect(Object.keys(sent.headers.toJSON())).toEqual(['Accept']);
    });

    it("takes the origin of the client's relative URLs (the page's) as the repository's by default", async () => {
      const { stub, api } = setup();
      const pagePart = `${window.location.origin}/api/records/x/draft/files/big.bin/content/1`;
      await api.uploadPart(pagePart, new Blob(['0123']));
      await api.uploadPart('/api/records/x/draft/files/big.bin/content/2', new Blob(['4567']));
      await api.uploadPart(FOREIGN_PART, new Blob(['89']));
      expect(stub.requests.map((sent) => sent.headers.get('X-CSRFToken'))).toEqual([
        CSRF_TOKEN,
        CSRF_TOKEN,
        undefined,
      ]);
    });

    it('reports the bytes of the part sent so far', async () => {
      const { stub, api } = setup();
      stub.reply({ progress: [{ loaded: 0, total: 4 }, { loaded: 3 }, { loaded: 4, total: 4 }] });
      const sentBytes: number[] = [];
      await api.uploadPart(OWN_PART, new Blob(['4567']), {
        repositoryLink: FILES_LINK,
        onProgress: (bytes) => sentBytes.push(bytes),
      });
      expect(sentBytes).toEqual([0, 3, 4]);
    });

    it('rejects with the status of a refused part, and cancels through its signal', async () => {
      const { stub, api } = setup();
      stub.reply({ status: 403 }, { hang: true });
      await expect(api.uploadPart(FOREIGN_PART, new Blob(['x']))).rejects.toMatchObject({
        status: 403,
      });
      const controller = new AbortController();
      const sent = stub.nextRequest();
      const uploading = api.uploadPart(FOREIGN_PART, new Blob(['x']), {
        signal: controller.signal,
      });
      await sent;
      controller.abort();
      await expect(uploading).rejects.toMatchObject({ isAbort: true });
    });
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
