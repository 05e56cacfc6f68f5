import { createHmac, timingSafeEqual } from 'node:crypto';
import { readMeta, writeMeta, type Db } from '../db/database';
import { newSecret } from '../ids';

/** Mints and reads CSRF tokens bound to a session (docs/reference-server.md#how-it-answers). */
export interface CsrfTokens {
  /** A new token for this session id ('' for a visitor without a session). */
  mint(sessionId: string): string;
  /** How old the token is if this server signed it for this session id, else null. */
  ageMs(token: string | undefined, sessionId: string): number | null;
}

/** The key tokens are signed with: made once per database, so a restart keeps tokens valid. */
const signingKey = (db: Db): string => {
  const kept = readMeta(db, 'csrf_secret');
  if (kept) return kept;
  const made = newSecret(32);
  writeMeta(db, 'csrf_secret', made);
  return made;
};

/**
 * Tokens are `<issued, base 36>.<nonce>.<HMAC-SHA256 of the session id, issued and nonce>`:
 * another session's token, one forged without the key, or one from another server is refused.
 */
export const csrfTokensFor = (db: Db): CsrfTokens => {
  const key = signingKey(db);
  const sign = (sessionId: string, issued: string, nonce: string) =>
    createHmac('sha256', key).update(`${sessionId}|${issued}|${nonce}`).digest();
  return {
    mint(sessionId) {
      const issued = Date.now().toString(36);
      const nonce = newSecret(12);
      return `${issued}.${nonce}.${sign(sessionId, issued, nonce).toString('base64url')}`;
    },
    ageMs(token, sessionId) {
      const [issued, nonce, signature, ...rest] = (token ?? '').split('.');
      if (!issued || !nonce || !signature || rest.length > 0) return null;
      const expected = sign(sessionId, issued, nonce);
      const sent = Buffer.from(signature, 'base64url');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
      const age = Date.now() - parseInt(issued, 36);
      return age >= 0 ? age : null;
    },
  };
};
