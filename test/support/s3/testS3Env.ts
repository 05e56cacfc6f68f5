/** The bucket the test S3 server makes, and s3rver's own account, which signs in to it. */
export const TEST_S3_BUCKET = 'rdm-test';
export const TEST_S3_ACCOUNT = 'S3RVER';

/**
 * The reference server's settings for the test S3 server at `endpoint`
 * (docs/reference-server.md#storage): for Playwright's server, the benchmark's and by hand.
 */
export const testS3Env = (endpoint: string): Record<string, string> => ({
  RDM_S3_ENDPOINT: endpoint,
  RDM_S3_BUCKET: TEST_S3_BUCKET,
  RDM_S3_FORCE_PATH_STYLE: '1',
  RDM_S3_ACCESS_KEY_ID: TEST_S3_ACCOUNT,
  RDM_S3_SECRET_ACCESS_KEY: TEST_S3_ACCOUNT,
});
