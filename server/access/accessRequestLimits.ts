import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';

/** Within an hour, at most this many requests for one e-mail address, and from one client. */
export const REQUESTS_PER_EMAIL = 5;
export const REQUESTS_PER_CLIENT = 30;
const WINDOW_MS = 60 * 60 * 1000;

export const TOO_MANY_REQUESTS = 'Too many access requests. Try again later.';

const countSince = (db: Db, subject: string, since: string): { count: number; oldest?: string } =>
  db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(created) AS oldest FROM access_request_attempts
       WHERE subject = ? AND created > ?`,
    )
    .get(subject, since) as { count: number; oldest?: string };

/**
 * Counts one access request against its e-mail address and its client's address, or refuses
 * it with 429 and `Retry-After` (seconds until the oldest counted one leaves the hour):
 * asking costs the owner an e-mail, so nobody may flood an owner or a guest's inbox.
 */
export const countAccessRequest = (
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): void => {
  const now = Date.now();
  const since = new Date(now - WINDOW_MS).toISOString();
  const subjects: [string, number][] = [
    [`email:${email.toLowerCase()}`, REQUESTS_PER_EMAIL],
    [`client:${request.ip}`, REQUESTS_PER_CLIENT],
  ];
  db.prepare('DELETE FROM access_request_attempts WHERE created <= ?').run(since);
  for (const [subject, limit] of subjects) {
    const { count, oldest } = countSince(db, subject, since);
    if (count >= limit) {
      const freedAt = Date.parse(oldest ?? '') + WINDOW_MS;
      reply.header('Retry-After', String(Math.max(1, Math.ceil((freedAt - now) / 1000))));
      throw new HttpError(429, TOO_MANY_REQUESTS);
    }
  }
  const insert = db.prepare('INSERT INTO access_request_attempts (subject, created) VALUES (?, ?)');
  const created = new Date(now).toISOString();
  for (const [subject] of subjects) insert.run(subject, created);
};
