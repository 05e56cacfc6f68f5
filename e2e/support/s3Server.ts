/**
 * The test S3 server on its own, for a Playwright `webServer` entry or by hand:
 * `npx tsx e2e/support/s3Server.ts [port]` (default 6107; its store in a temporary directory,
 * removed when it stops). Point the reference server at it with the RDM_S3_* it prints
 * (docs/reference-server.md#storage).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestS3Server } from '../../test/support/s3/startTestS3Server';
import { testS3Env } from '../../test/support/s3/testS3Env';

const DEFAULT_PORT = 6107;

const port = Number(process.argv[2] ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The port must be a number from 0 to 65535; got '${process.argv[2]}'.`);
  process.exit(2);
}
const directory = mkdtempSync(join(tmpdir(), 'rdm-s3-'));
const s3 = await startTestS3Server({ port, directory });

const settings = Object.entries(testS3Env(s3.endpoint))
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');
console.log(`Test S3 server: ${s3.endpoint}, bucket ${s3.bucket} (store in ${directory})
${settings} npm start
Ctrl-C stops it.`);

const stop = async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
