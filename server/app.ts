import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accessRoutes } from './access/routes';
import { registerCsrfCheck } from './auth/csrf';
import { registerSessions } from './auth/session';
import { communitiesRoutes } from './communities/routes';
import type { ServerContext } from './context';
import { openDatabase, readMeta, writeMeta } from './db/database';
import { registerFaults } from './faults';
import { registerAbandonedUploadsSweep } from './files/abandonedUploads';
import { filesRoutes } from './files/routes';
import { storagesFor } from './files/storages';
import { registerErrorHandling } from './http/errorHandler';
import { registerNegotiation } from './http/negotiation';
import { redactUrl } from './http/redact';
import { nowIso } from './ids';
import { createMailer } from './mail/createMailer';
import type { ServerOptions } from './options';
import { pagesRoutes } from './pages/routes';
import { recordsRoutes } from './records/routes';
import { registerRequestJournal } from './requestJournal';
import { requestsRoutes } from './requests/routes';
import { seedDemoData, seedNewVocabularies } from './seeds';
import { usersRoutes } from './users/routes';
import { vocabulariesRoutes } from './vocabularies/routes';

/**
 * JSON bodies above this are refused (413); file contents stream and have no such limit.
 * InvenioRDM's reference deployment lets 100 MB through to its API (the nginx config of its
 * project template): a record with thousands of authors is ordinary.
 */
const JSON_BODY_LIMIT = 100 * 1024 * 1024;

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
  await app.register(cookie);
  await app.register(formbody);
  if (options.faults) {
    registerRequestJournal(app);
    registerFaults(app);
  }
  registerSessions(app, db);
  registerCsrfCheck(app);
  registerErrorHandling(app);
  registerNegotiation(app, options.apiVersion ?? 'v13');

  recordsRoutes(app, ctx);
  filesRoutes(app, ctx);
  registerAbandonedUploadsSweep(app, ctx);
  requestsRoutes(app, ctx);
  accessRoutes(app, ctx);
  communitiesRoutes(app, ctx);
  vocabulariesRoutes(app, ctx);
  usersRoutes(app, ctx);
  await pagesRoutes(app, ctx);

  if (options.seed !== false && !readMeta(db, 'seeded_at')) {
    await seedDemoData(ctx);
    writeMeta(db, 'seeded_at', nowIso());
  } else if (options.seed !== false) {
    seedNewVocabularies(ctx);
  }
  return { app, ctx };
};
