import Database from 'better-sqlite3';
import { SCHEMA } from './schema';

export type Db = Database.Database;

/**
 * Opens (and creates) the database. WAL with synchronous=NORMAL keeps every committed
 * transaction across a killed process, which the crash test relies on.
 */
export const openDatabase = (file: string): Db => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
};

/** The next value of a named counter (request numbers, demo DOIs), atomically. */
export const nextCounter = (db: Db, name: string): number => {
  const row = db
    .prepare(
      `INSERT INTO counters (name, value) VALUES (?, 1)
       ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value`,
    )
    .get(name) as { value: number };
  return row.value;
};

export const readMeta = (db: Db, key: string): string | undefined =>
  (db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)
    ?.value;

export const writeMeta = (db: Db, key: string, value: string): void => {
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value);
};
