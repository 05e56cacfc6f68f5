import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestS3Server } from '../../support/s3/startTestS3Server';
import { startTestServer, type TestServer } from './testServer';

/** The reference server's storage back ends (docs/reference-server.md#storage). */
export const BACKENDS = ['disk', 's3'] as const;
export type Backend = (typeof BACKENDS)[number];

/** A test server on one back end, with a look into what its storage holds. */
export interface BackendServer extends TestServer {
  backend: Backend;
  /** The names of the stored contents (files on disk, objects in the bucket). */
  storedContents(): string[];
  /** The multipart uploads in progress, by the storage's own id. */
  uploadsInProgress(): string[];
}

const listed = (dir: string) => readdirSync(dir, { withFileTypes: false }).map(String);
const listedOrNone = (dir: string) => {
  try {
    return listed(dir);
  } catch {
    return [];
  }
};

/** s3rver keeps an object as `<key>._S3rver_object` and an upload as `._S3rver_uploads/<id>`. */
const OBJECT = /^(.+)\._S3rver_object$/;

/**
 * {@link startTestServer} on the disk, or on a bucket of an in-process S3 server of its own
 * (closed with it).
 */
export const startServerOn = async (
  backend: Backend,
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<BackendServer> => {
  if (backend === 'disk') {
    const server = await startTestServer(options);
    return {
      ...server,
      backend,
      storedContents: () => listed(join(server.dataDir, 'files')),
      uploadsInProgress: () => listed(join(server.dataDir, 'uploads')),
    };
  }
  const directory = mkdtempSync(join(tmpdir(), 'rdm-s3-'));
  const s3 = await startTestS3Server({ directory });
  const server = await startTestServer({
    ...options,
    s3: {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      urlExpiresSeconds: 600,
    },
  });
  const bucketDir = join(directory, s3.bucket);
  return {
    ...server,
    backend,
    storedContents: () =>
      listedOrNone(bucketDir).flatMap((name) => OBJECT.exec(name)?.slice(1, 2) ?? []),
    uploadsInProgress: () => listedOrNone(join(bucketDir, '._S3rver_uploads')),
    async close() {
      await server.close();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

/**
 * Sends one part to its link (`links.parts[].url`): the server's own part route with the
 * session's cookies and CSRF header, or a pre-signed URL of the bucket, as a browser sends it
 * to another origin (no cookies). Answers the status.
 */
export const sendPartTo = async (
  browser: { raw: { put(url: string, body: Buffer, config: object): Promise<{ status: number }> } },
  server: TestServer,
  url: string,
  bytes: Buffer,
): Promise<number> =>
  url.startsWith(server.url)
    ? (
        await browser.raw.put(url, bytes, {
          headers: { 'Content-Type': 'application/octet-stream' },
        })
      ).status
    : (await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) })).status;
