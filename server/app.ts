import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accessRoutes } from './access/routes';
import { registerCsrfCheck } from './auth/csrf';
import { DEFAULT_SESSION_LIMITS, registerSessions } from './auth/session';
import { communitiesRoutes } from './communities/routes';
import type { ServerContext } from './context';
import { openDatabase, readMeta, writeMeta } from './db/database';
import { registerFaults } from './faults';
import { publicLookupOrigins } from './prefill/lookupOrigins';
import { resolverRoutes } from './prefill/resolver';
import { registerAbandonedUploadsSweep } from './files/abandonedUploads';
import { MAX_ENCODED_KEY_LENGTH } from './files/keys';
import { filesRoutes } from './files/routes';
import { bucketOriginOf } from './files/s3Client';
import { storagesFor } from './files/storages';
import { registerTestQuota } from './files/testQuota';
import { registerEmptyJsonBodies } from './http/emptyBody';
import { answerClientError, answerRouterRefusal, registerErrorHandling } from './http/errorHandler';
import { JSON_BODY_LIMIT, registerJsonBody } from './http/jsonBody';
import { registerNegotiation } from './http/negotiation';
import { registerPageCompression } from './http/pageCompression';
import { redactUrl } from './http/redact';
import { registerSecurityHeaders } from './http/securityHeaders';
import { nowIso } from './ids';
import { createMailer } from './mail/createMailer';
import type { ServerOptions } from './options';
import { pagesRoutes } from './pages/routes';
import { recordsRoutes } from './records/routes';
import { registerRequestJournal } from './requestJournal';
import { fileModificationOn } from './requests/fileModification';
import { quotaIncreaseOn } from './requests/quotaIncrease';
import { recordDeletionOn } from './requests/recordDeletion';
import { requestsRoutes } from './requests/routes';
import { seedDemoData, seedNewVocabularies } from './seeds';
import { usersRoutes } from './users/routes';
import { vocabulariesRoutes } from './vocabularies/routes';

/** Builds the reference repository: API, host pages, demo data on a new database. */
export const buildApp = async (
  options: ServerOptions,
): Promise<{ app: FastifyInstance; ctx: ServerContext }> => {
  mkdirSync(options.dataDir, { recursive: true });
  const db = openDatabase(join(options.dataDir, 'rdm.sqlite'));

  const app = Fastify({
    logger: options.logger
      ? {
          serializers: {
            req: (request) => ({ method: request.method, url: redactUrl(request.url) }),
          },
        }
      : false,
    bodyLimit: JSON_BODY_LIMIT,
    // A file key is one path parameter: the longest one allowed must route (not 414).
    routerOptions: { maxParamLength: MAX_ENCODED_KEY_LENGTH },
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerRouterRefusal,
    clientErrorHandler: answerClientError,
  });
  const storages = storagesFor(options);
  const ctx: ServerContext = {
    db,
    options,
    contents: storages.contents,
    multipart: storages.multipart,
    mailer: createMailer(options, db, app.log),
    log: app.log,
  };
  app.addHook('onClose', async () => {
    storages.close();
    db.close();
  });
  registerSecurityHeaders(app, {
    bucketOrigin: options.s3 ? await bucketOriginOf(options.s3) : undefined,
    // With the fake resolver, lookups stay on this server: a stray one to a public service fails.
    lookupOrigins: options.prefillFixtures ? [] : publicLookupOrigins(),
  });
  registerPageCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  registerJsonBody(app);
  if (options.faults) {
    registerRequestJournal(app);
    registerFaults(app);
    registerTestQuota(app, ctx);
  }
  registerSessions(app, db, {
    idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_LIMITS.idleMs,
    maxAgeMs: options.sessionMaxAgeMs ?? DEFAULT_SESSION_LIMITS.maxAgeMs,
  });
  registerCsrfCheck(app);
  registerErrorHandling(app);
  registerEmptyJsonBodies(app);
  registerNegotiation(app, options.apiVersion ?? 'v13');
  app.decorate('quotaIncreaseOn', quotaIncreaseOn(options));
  app.decorate('recordDeletionOn', recordDeletionOn(options));
  app.decorate('fileModificationOn', fileModificationOn(options));

  recordsRoutes(app, ctx);
  filesRoutes(app, ctx);
  registerAbandonedUploadsSweep(app, ctx);
  requestsRoutes(app, ctx);
  accessRoutes(app, ctx);
  communitiesRoutes(app, ctx);
  vocabulariesRoutes(app, ctx);
  usersRoutes(app, ctx);
  if (options.prefillFixtures) resolverRoutes(app, options.prefillFixtures);
  await pagesRoutes(app, ctx);

  if (options.seed !== false && !readMeta(db, 'seeded_at')) {
    await seedDemoData(ctx);
    writeMeta(db, 'seeded_at', nowIso());
  } else if (options.seed !== false) {
    seedNewVocabularies(ctx);
  }
  return { app, ctx };
};
