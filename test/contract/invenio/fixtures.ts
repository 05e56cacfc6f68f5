import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * InvenioRDM's own examples (see SOURCES.md), with the docs' placeholders filled in as a
 * browser would meet them: a real origin, record id and parent id.
 */
export const FIXTURES_DIR = join(__dirname, 'fixtures');
export const ORIGIN = 'https://repo.test';

const PLACEHOLDERS: [RegExp, string][] = [
  [/\{scheme\+hostname\}/g, ORIGIN],
  [/\{parent-id\}/g, 'fghij-67890'],
  [/\{id\}/g, 'abcde-12345'],
];

const fill = (text: string) =>
  PLACEHOLDERS.reduce((filled, [pattern, value]) => filled.replace(pattern, value), text);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Every fixture's path relative to `fixtures/`, sorted. */
export const fixturePaths = (): string[] =>
  filesUnder(FIXTURES_DIR)
    .map((path) => relative(FIXTURES_DIR, path))
    .sort();

/** A fixture as JSON, placeholders filled in. */
export const fixture = <T = Record<string, unknown>>(path: string): T =>
  JSON.parse(fill(readFileSync(join(FIXTURES_DIR, path), 'utf8'))) as T;

/** The draft and record answers of the drafts API (each has metadata and links). */
export const DRAFT_ANSWERS = [
  'drafts_records/create-a-draft-record.response.json',
  'drafts_records/get-a-draft-record.response.json',
  'drafts_records/update-a-draft-record.response.json',
  'drafts_records/publish-a-draft-record.response.json',
  'drafts_records/edit-a-published-record.response.json',
];

/** Every example with a record's metadata: the answers and the tests' complete record. */
export const RECORDS_WITH_METADATA = [...DRAFT_ANSWERS, 'rdm_records_tests/full-record.json'];
