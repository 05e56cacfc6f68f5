import type { Db } from '../db/database';
import { nowIso } from '../ids';

/** A message kept in the outbox instead of being sent. */
export interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created: string;
}

export const addToOutbox = (db: Db, message: Omit<OutboxMessage, 'id' | 'created'>): void => {
  db.prepare(
    `INSERT INTO outbox (recipient, subject, text, html, created)
     VALUES (@recipient, @subject, @text, @html, @created)`,
  ).run({ ...message, created: nowIso() });
};

/** Newest first; only those to `recipient` when it is given (case aside, as mail servers do). */
export const outboxMessages = (db: Db, recipient?: string): OutboxMessage[] =>
  (recipient
    ? db
        .prepare('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC')
        .all(recipient)
    : db.prepare('SELECT * FROM outbox ORDER BY id DESC').all()) as OutboxMessage[];
