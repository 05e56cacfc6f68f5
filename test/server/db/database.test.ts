import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, readMeta, writeMeta, type Db } from '../../../server/db/database';

let dir: string;
let db: Db;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rdm-db-'));
  db = openDatabase(join(dir, 'rdm.sqlite'));
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a transaction that throws leaves nothing behind', () => {
  const failing = db.transaction(() => {
    writeMeta(db, 'colour', 'blue');
    throw new Error('half-way');
  });
  expect(failing).toThrow('half-way');
  expect(readMeta(db, 'colour')).toBeUndefined();
});

test('a transaction inside another undoes only its own work when it throws', () => {
  db.transaction(() => {
    writeMeta(db, 'kept', 'yes');
    expect(
      db.transaction(() => {
        writeMeta(db, 'undone', 'yes');
        throw new Error('inner');
      }),
    ).toThrow('inner');
  })();
  expect(readMeta(db, 'kept')).toBe('yes');
  expect(readMeta(db, 'undone')).toBeUndefined();
});

test('what a transaction returns reaches its caller once committed', () => {
  const counted = db.transaction(() => {
    writeMeta(db, 'count', '1');
    return readMeta(db, 'count');
  });
  expect(counted()).toBe('1');
  expect(readMeta(db, 'count')).toBe('1');
});
