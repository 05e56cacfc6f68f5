import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { isoWithOffset, newSecret, nowIso } from '../ids';
import { csrfTokensFor, type CsrfTokens } from './csrfToken';
import type { Identity } from './identity';
import { findUserById } from './users';

export const SESSION_COOKIE = 'session';
export const CSRF_COOKIE = 'csrftoken';

/** How long a session lasts: without a request, and at all (docs/reference-server.md). */
export interface SessionLimits {
  idleMs: number;
  maxAgeMs: number;
}

const HOUR_MS = 3_600_000;
export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  idleMs: 8 * HOUR_MS,
  maxAgeMs: 168 * HOUR_MS,
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: { limits: SessionLimits; csrf: CsrfTokens };
  }
  interface FastifyRequest {
    /** The CSRF token valid for this request's session, which pages put in their forms. */
    csrfToken: string;
  }
}

interface SessionRow {
  id: string;
  user_id: string | null;
  link_ids: string;
  created: string;
  last_seen: string | null;
}

/** Secure whenever the browser came over HTTPS, directly or through a trusted proxy. */
const cookieOptions = (request: FastifyRequest) =>
  ({ path: '/', sameSite: 'lax', secure: request.protocol === 'https' }) as const;

const anonymous = (): Identity => ({ sessionId: '', user: null, linkIds: [] });

const deleteExpiredSessions = (db: Db, { idleMs, maxAgeMs }: SessionLimits) => {
  const now = Date.now();
  db.prepare('DELETE FROM sessions WHERE created < ? OR COALESCE(last_seen, created) < ?').run(
    isoWithOffset(new Date(now - maxAgeMs)),
    isoWithOffset(new Date(now - idleMs)),
  );
};

/** The session of this id if it has not expired; an expired one is deleted. */
const readSession = (db: Db, id: string | undefined, limits: SessionLimits): Identity | null => {
  if (!id) return null;
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  if (!row) return null;
  const now = Date.now();
  const idleFor = now - Date.parse(row.last_seen ?? row.created);
  if (now - Date.parse(row.created) > limits.maxAgeMs || idleFor > limits.idleMs) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
    return null;
  }
  // Written at most once a minute (more often under short limits), not on every request.
  if (idleFor > Math.min(60_000, limits.idleMs / 10)) {
    db.prepare('UPDATE sessions SET last_seen = ? WHERE id = ?').run(nowIso(), id);
  }
  return {
    sessionId: row.id,
    user: row.user_id ? findUserById(db, row.user_id) : null,
    linkIds: JSON.parse(row.link_ids) as string[],
  };
};

/** Sets a new `csrftoken` cookie, bound to the request's session (or to none). */
const issueCsrfToken = (request: FastifyRequest, reply: FastifyReply): void => {
  request.csrfToken = request.server.sessions.csrf.mint(request.identity.sessionId);
  reply.setCookie(CSRF_COOKIE, request.csrfToken, cookieOptions(request));
};

/**
 * Whether a token is this server's, for this request's session, and younger than the idle
 * limit (a token is renewed at half of that, so a page in use never holds an old one).
 */
export const csrfTokenIsValid = (request: FastifyRequest, token: string | undefined): boolean => {
  const { csrf, limits } = request.server.sessions;
  const age = csrf.ageMs(token, request.identity.sessionId);
  return age !== null && age <= limits.idleMs;
};

/** Starts a session (on log-in, or for an anonymous holder of a link token), with a new token. */
export const startSession = (
  db: Db,
  reply: FastifyReply,
  userId: string | null,
  linkIds: string[] = [],
): Identity => {
  const request = reply.request;
  deleteExpiredSessions(db, request.server.sessions.limits);
  const id = newSecret();
  const now = nowIso();
  db.prepare(
    'INSERT INTO sessions (id, user_id, link_ids, created, last_seen) VALUES (?, ?, ?, ?, ?)',
  ).run(id, userId, JSON.stringify(linkIds), now, now);
  reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request), httpOnly: true });
  request.identity = { sessionId: id, user: userId ? findUserById(db, userId) : null, linkIds };
  issueCsrfToken(request, reply);
  return request.identity;
};

/** Ends the caller's session; the browser gets a token for no session. */
export const endSession = (db: Db, request: FastifyRequest, reply: FastifyReply): void => {
  if (request.identity.sessionId) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(request.identity.sessionId);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.identity = anonymous();
  issueCsrfToken(request, reply);
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
    startSession(db, reply, null, linkIds);
    return;
  }
  db.prepare('UPDATE sessions SET link_ids = ? WHERE id = ?').run(
    JSON.stringify(linkIds),
    identity.sessionId,
  );
  request.identity = { ...identity, linkIds };
};

/**
 * Gives every request its identity (an expired session is refused and its cookie cleared),
 * and every visitor a `csrftoken` cookie valid for their session: a new one when theirs is
 * missing, another session's, forged or half-way to expiry.
 */
export const registerSessions = (app: FastifyInstance, db: Db, limits: SessionLimits): void => {
  app.decorate('sessions', { limits, csrf: csrfTokensFor(db) });
  app.decorateRequest('identity', null as unknown as Identity);
  app.decorateRequest('csrfToken', '');
  deleteExpiredSessions(db, limits);
  app.addHook('onRequest', async (request, reply) => {
    const sessionCookie = request.cookies[SESSION_COOKIE];
    request.identity = readSession(db, sessionCookie, limits) ?? anonymous();
    if (sessionCookie && !request.identity.sessionId)
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    const sent = request.cookies[CSRF_COOKIE];
    const age = app.sessions.csrf.ageMs(sent, request.identity.sessionId);
    if (sent && age !== null && age <= limits.idleMs / 2) request.csrfToken = sent;
    else issueCsrfToken(request, reply);
  });
};
