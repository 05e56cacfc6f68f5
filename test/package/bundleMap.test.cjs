const { execFile, execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');

const root = path.resolve(__dirname, '../..');

/** How far a written total may be from the build's before the map is stale, in KiB. */
const TOLERANCE = 0.5;

/**
 * Each table of docs/bundle-map.md by the heading over it: its Total row's figures by column.
 */
const writtenTotals = () => {
  const tables = {};
  let title;
  let columns;
  for (const line of readFileSync(path.join(root, 'docs/bundle-map.md'), 'utf8').split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (line.startsWith('### ')) {
      title = line.slice(4).trim();
      columns = undefined;
    } else if (cells.length > 0 && columns === undefined) {
      columns = cells.slice(1);
    } else if (cells[0] === '**Total**') {
      tables[title] = Object.fromEntries(
        cells.slice(1).map((cell, index) => [columns[index], Number(cell.replaceAll('*', ''))]),
      );
    }
  }
  return tables;
};

/** A standalone table's column: what its page loads then. */
const PAGE_PARTS = { Initial: 'initial', Later: 'lazy', 'On demand': 'onDemand' };

/**
 * The files of each widget's page without a bundler, as the build wrote them, with their gzip
 * KiB (standalonePages.mjs): a stale standalone table names them, so that a build that cut its
 * modules otherwise than the one the map was written from shows where.
 */
const standaloneFiles = () =>
  JSON.parse(
    execFileSync(process.execPath, ['test/package/standalonePages.mjs'], {
      cwd: root,
      maxBuffer: 1024 * 1024,
    }).toString(),
  );

describe('docs/bundle-map.md', () => {
  // One bundling of every entry, for all the checks below.
  let computed;
  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['test/package/bundleMap.mjs', '--totals'],
      { cwd: root, maxBuffer: 1024 * 1024 },
    );
    computed = JSON.parse(stdout);
  }, 600_000);

  it('has a table for every entry, the deposit page and each widget’s standalone page', () => {
    expect(Object.keys(writtenTotals()).sort()).toEqual(Object.keys(computed).sort());
  });

  it("totals each table within 0.5 KiB of the build's figures (else: npm run bundle-map)", () => {
    const written = writtenTotals();
    const stale = Object.entries(computed).flatMap(([title, built]) => {
      const columns = new Set([...Object.keys(built), ...Object.keys(written[title] ?? {})]);
      return [...columns]
        .map((column) => [column, written[title]?.[column], built[column] ?? 0])
        .filter(([, was, is]) => !(Math.abs((was ?? 0) - is) <= TOLERANCE))
        .map(([column, was, is]) => ({ title, column, was, is }));
    });
    const files = stale.some(({ title }) => title.startsWith('standalone, '))
      ? standaloneFiles()
      : {};
    const lines = stale.map(({ title, column, was, is }) =>
      [
        `${title}, ${column}: ${was ?? 'nothing'} written, ${is.toFixed(1)} built`,
        ...(files[title]?.[PAGE_PARTS[column]] ?? []).map((file) => `  ${file}`),
      ].join('\n'),
    );
    expect(lines).toEqual([]);
  });
});
