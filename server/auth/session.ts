import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { newSecret, nowIso } from '../ids';
import type { Identity } from './identity';
import { findUserById } from './users';

export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrftoken';

interface SessionRow {
  id: string;
  user_id: string | null;
  link_ids: string;
}

const sessionCookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

const anonymous = (): Identity => ({ sessionId: '', user: null, linkIds: [] });

const readSession = (db: Db, id: string | undefined): Identity | null => {
  if (!id) return null;
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (!row) return null;
  return {
    sessionId: row.id,
    user: row.user_id ? findUserById(db, row.user_id) : null,
    linkIds: JSON.parse(row.link_ids) as string[],
  };
};

/** Starts a session (on log-in, or for an anonymous holder of a link token). */
export const startSession = (
  db: Db,
  reply: FastifyReply,
  userId: string | null,
  linkIds: string[] = [],
): Identity => {
  const id = newSecret();
  db.prepare('INSERT INTO sessions (id, user_id, link_ids, created) VALUES (?, ?, ?, ?)').run(
    id,
    userId,
    JSON.stringify(linkIds),
    nowIso(),
  );
  reply.setCookie(SESSION_COOKIE, id, sessionCookieOptions);
  return { sessionId: id, user: userId ? findUserById(db, userId) : null, linkIds };
};

export const endSession = (db: Db, request: FastifyRequest, reply: FastifyReply): void => {
  if (request.identity.sessionId) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(request.identity.sessionId);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.identity = anonymous();
};

/** Remembers an access link in the caller's session, starting one when there is none. */
export const rememberLink = (
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  linkId: string,
): void => {
  const identity = request.identity;
  if (identity.linkIds.includes(linkId)) return;
  const linkIds = [...identity.linkIds, linkId];
  if (!identity.sessionId) {
    request.identity = startSession(db, reply, null, linkIds);
    return;
  }
  db.prepare('UPDATE sessions SET link_ids = ? WHERE id = ?').run(
    JSON.stringify(linkIds),
    identity.sessionId,
  );
  request.identity = { ...identity, linkIds };
};

/**
 * Gives every request its identity, and every visitor a `csrftoken` cookie (double-submit:
 * mutating API calls must echo it in `X-CSRFToken`).
 */
export const registerSessions = (app: FastifyInstance, db: Db): void => {
  app.decorateRequest('identity', null as unknown as Identity);
  app.addHook('onRequest', async (request, reply) => {
    request.identity = readSession(db, request.cookies[SESSION_COOKIE]) ?? anonymous();
    if (!request.cookies[CSRF_COOKIE]) {
      reply.setCookie(CSRF_COOKIE, newSecret(), { path: '/', sameSite: 'lax' });
    }
  });
};
