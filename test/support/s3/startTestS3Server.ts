import S3rver from 's3rver';
import { missingOperations } from './missingOperations';
import { TEST_S3_ACCOUNT, TEST_S3_BUCKET } from './testS3Env';

/** Where a test S3 server is and how to sign in to it. */
export interface TestS3Server {
  /** e.g. http://127.0.0.1:6107 (path-style: the bucket is in the path). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/** A browser page on another origin sends parts to pre-signed URLs and reads the objects. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

/**
 * An S3-compatible server in this process (s3rver, its store in `directory`), with one
 * bucket open to browsers of any origin, for the reference server's S3 back end
 * (docs/reference-server.md#in-tests). Port 0 picks a free one.
 */
export const startTestS3Server = async ({
  port = 0,
  directory,
}: {
  port?: number;
  directory: string;
}): Promise<TestS3Server> => {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: TEST_S3_BUCKET, configs: [CORS] }],
  });
  // Before s3rver's router, its last middleware.
  server.middleware.splice(server.middleware.length - 1, 0, missingOperations);
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: TEST_S3_BUCKET,
    accessKeyId: TEST_S3_ACCOUNT,
    secretAccessKey: TEST_S3_ACCOUNT,
    close: () => server.close(),
  };
};
