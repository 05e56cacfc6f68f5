import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../../server/app';
import type { ServerContext } from '../../../server/context';
import type { ServerOptions } from '../../../server/options';

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  api: string;
  app: FastifyInstance;
  ctx: ServerContext;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The reference server on a random port with a fresh data dir and the demo data. Its e-mail
 * goes to the outbox unless `smtpUrl` is given; `demo` shows it at `/_outbox`.
 */
export const startTestServer = async ({
  seed = true,
  demo,
  apiVersion,
  doiOptional,
  communityRequired,
  requireLinkExpiry,
  publishChecklist,
  smtpUrl,
  mailFrom,
  multipartAbandonAfterMs,
  sessionIdleMs,
  sessionMaxAgeMs,
  trustProxy,
  s3,
  filesQuota,
  quotaIncrease,
  recordDeletion,
  deletionPeriodDays,
  recordDeletionChecklist,
  fileModification,
  fileModificationDays,
  prefillFixtures,
}: Pick<
  ServerOptions,
  | 'seed'
  | 'demo'
  | 'apiVersion'
  | 'doiOptional'
  | 'communityRequired'
  | 'requireLinkExpiry'
  | 'publishChecklist'
  | 'smtpUrl'
  | 'mailFrom'
  | 'multipartAbandonAfterMs'
  | 'sessionIdleMs'
  | 'sessionMaxAgeMs'
  | 'trustProxy'
  | 's3'
  | 'filesQuota'
  | 'quotaIncrease'
  | 'recordDeletion'
  | 'deletionPeriodDays'
  | 'recordDeletionChecklist'
  | 'fileModification'
  | 'fileModificationDays'
  | 'prefillFixtures'
> = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rdm-test-'));
  const { app, ctx } = await buildApp({
    dataDir,
    rootDir: resolve(__dirname, '../../..'),
    faults: true,
    seed,
    demo,
    apiVersion,
    doiOptional,
    communityRequired,
    requireLinkExpiry,
    publishChecklist,
    smtpUrl,
    mailFrom,
    multipartAbandonAfterMs,
    sessionIdleMs,
    sessionMaxAgeMs,
    trustProxy,
    s3,
    filesQuota,
    quotaIncrease,
    recordDeletion,
    deletionPeriodDays,
    recordDeletionChecklist,
    fileModification,
    fileModificationDays,
    prefillFixtures,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    api: `${url}/api`,
    app,
    ctx,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
