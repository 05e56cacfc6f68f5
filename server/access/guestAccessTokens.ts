import type { Db } from '../db/database';
import { newSecret } from '../ids';

/** How long a guest's confirmation link works, as in InvenioRDM: six hours. */
export const CONFIRMATION_LIFETIME_MS = 6 * 60 * 60 * 1000;

/** A guest's access request waiting for the guest to confirm their e-mail address. */
export interface GuestAccessToken {
  token: string;
  record_id: string;
  email: string;
  full_name: string;
  message: string;
  consent: string;
  expires_at: string;
}

export const createGuestAccessToken = (
  db: Db,
  fields: Omit<GuestAccessToken, 'token' | 'expires_at'>,
): GuestAccessToken => {
  const row: GuestAccessToken = {
    ...fields,
    token: newSecret(32),
    expires_at: new Date(Date.now() + CONFIRMATION_LIFETIME_MS).toISOString(),
  };
  db.prepare(
    `INSERT INTO access_request_tokens (token, record_id, email, full_name, message, consent,
       expires_at) VALUES (@token, @record_id, @email, @full_name, @message, @consent, @expires_at)`,
  ).run(row);
  return row;
};

export const findGuestAccessToken = (db: Db, token: string): GuestAccessToken | null =>
  (db.prepare('SELECT * FROM access_request_tokens WHERE token = ?').get(token) as
    GuestAccessToken | undefined) ?? null;

export const deleteGuestAccessToken = (db: Db, token: string): void => {
  db.prepare('DELETE FROM access_request_tokens WHERE token = ?').run(token);
};

/** Makes every pending confirmation of an address expire now (a test hook). */
export const expireGuestAccessTokens = (db: Db, email: string): void => {
  db.prepare('UPDATE access_request_tokens SET expires_at = ? WHERE lower(email) = lower(?)').run(
    new Date(Date.now() - 1000).toISOString(),
    email,
  );
};

export const isExpired = (token: GuestAccessToken): boolean =>
  Date.parse(token.expires_at) <= Date.now();
