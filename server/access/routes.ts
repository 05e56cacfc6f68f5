import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accessRequestRoutes } from './accessRequests';
import { grantRoutes } from './grants';
import { linkRoutes } from './links';
import { settingsRoutes } from './settings';
import { registerLinkTokens } from './tokens';

/** Record sharing (docs/reference-server.md#how-it-answers) and the `?token=` secret-link hook. */
export const accessRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  registerLinkTokens(app, ctx.db);
  linkRoutes(app, ctx);
  grantRoutes(app, ctx);
  settingsRoutes(app, ctx);
  accessRequestRoutes(app, ctx);
};
