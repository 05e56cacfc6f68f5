/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DRAFT_ANSWERS, fixture, fixturePaths, RECORDS_WITH_METADATA } from './fixtures';

const sources = readFileSync(join(__dirname, 'SOURCES.md'), 'utf8');

describe('InvenioRDM fixtures', () => {
  it('are 42 examples, each written down in SOURCES.md with its origin', () => {
    const paths = fixturePaths();
    expect(paths).toHaveLength(42);
    expect(paths.filter((path) => !sources.includes(`| \`${path}\``))).toEqual([]);
  });

  it('name only fixtures that exist, and parse as JSON', () => {
    for (const path of [...DRAFT_ANSWERS, ...RECORDS_WITH_METADATA]) {
      expect(fixturePaths()).toContain(path);
    }
    for (const path of fixturePaths()) expect(() => fixture(path)).not.toThrow();
  });
});
