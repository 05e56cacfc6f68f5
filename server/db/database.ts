import { DatabaseSync, type StatementResultingChanges } from 'node:sqlite';
import { SCHEMA } from './schema';

/**
 * A prepared statement. Rows come back untyped, as each store knows its own row shapes; a
 * row object may be bound as the named parameters (`@name`).
 */
export interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): StatementResultingChanges;
}

/** The server's database: Node's built-in SQLite, plus transactions that nest. */
export interface Db {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  /**
   * Wraps `work` so that calling the result runs it in one transaction: committed when it
   * returns, rolled back when it throws. Called inside another, it becomes a savepoint.
   */
  transaction<T>(work: () => T): () => T;
  close(): void;
}

const inTransaction = <T>(db: DatabaseSync, work: () => T): T => {
  const nested = db.isTransaction;
  db.exec(nested ? 'SAVEPOINT nested' : 'BEGIN');
  try {
    const result = work();
    db.exec(nested ? 'RELEASE nested' : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK');
    throw error;
  }
};

/** Columns added to tables after a database may have been made (CREATE TABLE skips those). */
const addMissingColumns = (db: DatabaseSync) => {
  const sessionColumns = db.prepare('PRAGMA table_info(sessions)').all() as { name: string }[];
  if (!sessionColumns.some((column) => column.name === 'last_seen')) {
    db.exec('ALTER TABLE sessions ADD COLUMN last_seen TEXT');
  }
};

/**
 * Opens (and creates) the database. WAL with synchronous=NORMAL keeps every committed
 * transaction across a killed process, which the crash test relies on.
 */
export const openDatabase = (file: string): Db => {
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA journal_mode = WAL;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;`);
  db.exec(SCHEMA);
  addMissingColumns(db);
  return {
    prepare: (sql) => db.prepare(sql) as Statement,
    exec: (sql) => db.exec(sql),
    transaction: (work) => () => inTransaction(db, work),
    close: () => db.close(),
  };
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
