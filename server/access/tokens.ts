import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rememberLink } from '../auth/session';
import type { Db } from '../db/database';
import { readQueryValue } from '../vocabularies/search';
import { todayIso } from './parentAccess';

/** Whether this request presented a secret-link token that grants nothing. */
export const linkTokenExpired = (request: FastifyRequest): boolean =>
  request.identity?.linkTokenExpired === true;

/**
 * Reads `?token=` on every request (pages and API): a valid, unexpired secret link is
 * remembered in the session, even an anonymous one, so later calls need no token. The token
 * itself is never logged or echoed.
 */
export const registerLinkTokens = (app: FastifyInstance, db: Db): void => {
  const findByToken = db.prepare('SELECT id, expires_at FROM access_links WHERE token = ?');
  app.addHook('onRequest', async (request, reply) => {
    const token = readQueryValue(request.query as Record<string, unknown>, 'token');
    if (!token) return;
    const link = findByToken.get(token) as { id: string; expires_at: string | null } | undefined;
    // A link expires at the start of its expiry day, as permissions.ts counts it.
    if (!link || (link.expires_at !== null && link.expires_at <= todayIso())) {
      request.identity = { ...request.identity, linkTokenExpired: true };
      return;
    }
    rememberLink(db, request, reply, link.id);
  });
};
