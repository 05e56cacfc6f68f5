/**
 * Where the bytes go (docs/bundle-map.md): for each package entry (peers excluded), for the
 * deposit page with a bundler (peers included) and for each widget's page without a bundler
 * (the standalone script and the widget's modules, read through their source maps), each npm
 * package's and source folder's share of the gzip bytes, at once and
 * later. A module gzipped alone compresses worse than among its neighbours: each module's
 * minified code is gzipped alone, and those sizes are scaled so that they add up to their
 * chunk's (or script's) real gzip size. The entries are bundled as `npm run size` bundles them
 * (bundleEntry.mjs): the totals are its figures.
 *
 *   node test/package/bundleMap.mjs            # after `npm run build`: writes docs/bundle-map.md
 *                                              # and var/bundle-map.html (a treemap)
 *   node test/package/bundleMap.mjs --totals   # each table's totals as JSON; writes nothing
 */
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { bundleEntry, gzipKiB, minified } from './bundleEntry.mjs';
import { treemapPage } from './bundleTreemap.mjs';
import { STANDALONE_SCRIPT, standalonePages } from './standalonePages.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
const MARKDOWN = path.join(ROOT, 'docs/bundle-map.md');
const TREEMAP = path.join(ROOT, 'var/bundle-map.html');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'size-budgets.json')));

/** A table's columns: when its parts load. */
const COLUMNS = { initial: 'Initial', lazy: 'Later', onDemand: 'On demand' };
/** What no source file or package holds: rollup's and commonjs's glue, a script's wrapper. */
const GLUE = '(wrappers and helpers)';
/** A table shows at most this many groups, each at least this share of the table. */
const MAX_ROWS = 25;
const MIN_SHARE = 0.01;

/** A module's or source's file, without the marks of rollup's virtual modules. */
const fileOf = (id) => id.replace(/^\0/, '').replace(/\?.*$/, '');

/** A file's path in its npm package (after its last node_modules/), if it is in one. */
const inPackage = (file) => file.split('/node_modules/').slice(1).at(-1);

/**
 * The group of a module: its npm package (after its last node_modules/), else its source
 * folder, two levels deep (src/widgets/deposit-form; the library's modules in dist/esm mirror
 * src/).
 */
const groupOf = (id) => {
  const file = fileOf(id);
  if (inPackage(file)) {
    const [scope, name] = inPackage(file).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const source = path.relative(ROOT, file).match(/^(?:src|dist\/esm)\/(.+)$/);
  // dist/esm/_virtual holds what the build writes in place of a source (the catalogs' loader).
  if (!source || source[1].startsWith('_virtual/')) return GLUE;
  return ['src', ...source[1].split('/').slice(0, -1).slice(0, 2)].join('/');
};

/** A module's name in the treemap: its path in its package, or in the repository. */
const moduleLabel = (id) => {
  const file = fileOf(id);
  return inPackage(file) ?? (path.isAbsolute(file) ? path.relative(ROOT, file) : file);
};

/**
 * A chunk's or script's real gzip KiB shared out among its modules (`{ id, code }`, minified
 * code): each one's gzip size, scaled so that they add up to `total`. A chunk with no code of
 * its modules (a facade) is glue.
 */
const shareOut = (modules, total, part) => {
  const sizes = modules.map(({ code }) => (code ? gzipSync(code, { level: 9 }).length : 0));
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum === 0) return [{ part, group: GLUE, module: GLUE, kib: total }];
  return modules.map(({ id }, index) => ({
    part,
    group: groupOf(id),
    module: moduleLabel(id),
    kib: (total * sizes[index]) / sum,
  }));
};

/** A module of a chunk minified alone; a fragment esbuild cannot parse alone counts as it is. */
const minifiedAlone = (code) => (code ? minified(code).catch(() => code) : '');

/** The pieces of an entry's table: each module's share of its chunks, by when they load. */
const entryPieces = async (name, options) => {
  const { chunks, ...parts } = await bundleEntry(name, options);
  const pieces = [];
  for (const part of Object.keys(COLUMNS)) {
    for (const fileName of parts[part]) {
      const chunk = chunks.get(fileName);
      const modules = await Promise.all(
        Object.entries(chunk.modules).map(async ([id, { code }]) => ({
          id,
          code: await minifiedAlone(code),
        })),
      );
      pieces.push(...shareOut(modules, gzipKiB(chunk.code), part));
    }
  }
  return pieces;
};

/**
 * The pieces of a script's table, through its source map: each source's minified code is the
 * text from each of its mappings to the next mapping; text before a line's first mapping, or
 * mapped to no source, is glue.
 */
const scriptPieces = ({ script, part }) => {
  const file = path.join(DIST, script);
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const sources = map.sources.map((source) =>
    path.resolve(path.dirname(file), map.sourceRoot ?? '', source),
  );
  const texts = new Map();
  const add = (source, text) => {
    const id = sources[source] ?? GLUE;
    texts.set(id, (texts.get(id) ?? '') + text);
  };
  const mappings = decodedMappings(new TraceMap(map));
  code.split('\n').forEach((line, index) => {
    let from = 0;
    let source = -1;
    for (const [column, sourceIndex = -1] of mappings[index] ?? []) {
      add(source, line.slice(from, column));
      from = column;
      source = sourceIndex;
    }
    add(source, line.slice(from));
  });
  const modules = [...texts].map(([id, text]) => ({ id, code: text }));
  return shareOut(modules, gzipKiB(code), part);
};

/** Every table: its title, the section it belongs to, and its pieces. */
const tables = [];
for (const name of Object.keys(budgets.entries)) {
  tables.push({
    section: 'entries',
    title: `rdm-widgets${name === 'index' ? '' : `/${name}`}`,
    pieces: await entryPieces(name),
  });
}
tables.push({
  section: 'depositPage',
  title: 'rdm-widgets/deposit-form with the peers',
  pieces: await entryPieces('deposit-form', { withPeers: true }),
});
const pages = standalonePages();
for (const widget of pages.widgets) {
  const page = pages.page(widget);
  tables.push({
    section: 'scripts',
    title: `standalone, ${widget}`,
    pieces: Object.entries(page).flatMap(([part, files]) =>
      files.flatMap((script) => scriptPieces({ script, part })),
    ),
  });
}

/** A table's columns (those with bytes) and each column's total. */
const totalsOf = ({ pieces }) => {
  const totals = {};
  for (const { part, kib } of pieces) totals[part] = (totals[part] ?? 0) + kib;
  return Object.keys(COLUMNS)
    .filter((part) => part in totals)
    .map((part) => ({ part, total: totals[part] }));
};

const kib = (value) => (value > 0 ? value.toFixed(1) : '—');

/** A table of groups, largest first; the smallest summed in one row; the totals last. */
const markdownTable = (table) => {
  const columns = totalsOf(table);
  const groups = new Map();
  for (const { group, part, kib: value } of table.pieces) {
    const row = groups.get(group) ?? { group, sum: 0 };
    row[part] = (row[part] ?? 0) + value;
    row.sum += value;
    groups.set(group, row);
  }
  const rows = [...groups.values()].sort((a, b) => b.sum - a.sum);
  const whole = rows.reduce((sum, row) => sum + row.sum, 0);
  let shown = rows.slice(0, MAX_ROWS).filter((row) => row.sum >= whole * MIN_SHARE);
  // A rest of one group is shown as itself.
  if (shown.length === rows.length - 1) shown = rows;
  const rest = rows.slice(shown.length);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const cellsOf = (row) => columns.map(({ part }) => kib(row[part] ?? 0));
  return [
    line(['Package or source folder', ...columns.map(({ part }) => COLUMNS[part])]),
    line(['---', ...columns.map(() => '---:')]),
    ...shown.map((row) => line([row.group, ...cellsOf(row)])),
    ...(rest.length > 0
      ? [
          line([
            `${rest.length} others`,
            ...columns.map(({ part }) => kib(rest.reduce((sum, row) => sum + (row[part] ?? 0), 0))),
          ]),
        ]
      : []),
    line(['**Total**', ...columns.map(({ total }) => `**${kib(total)}**`)]),
  ].join('\n');
};

const SECTIONS = {
  entries: [
    '## Package entries',
    [
      'Each entry bundled with its dependencies, the peers (React, ReactDOM, semantic-ui-react)',
      'excluded: the host has them.',
    ],
  ],
  depositPage: [
    '## The deposit page with a bundler',
    [
      'All the JavaScript a page with the deposit form loads when a host bundles it and has',
      'nothing else: the `deposit-form` entry with the peers.',
    ],
  ],
  scripts: [
    '## The standalone script, per widget',
    [
      `What a page without a bundler loads for each widget: \`${STANDALONE_SCRIPT}\`, and the`,
      "widget's modules of `dist/standalone/` with those they import, at once; the modules they",
      'import when first needed, later. Each file is read through its source map.',
    ],
  ],
};

const markdown = [
  '# Where the bytes go',
  [
    'Where the gzip bytes of each package entry, of the deposit page with a bundler and of the',
    "standalone script's pages go, by npm package and by source folder",
    '(`src/<folder>/<subfolder>`), largest first (all columns together), the smallest summed in',
    'one row. This page is generated: after `npm run build`, `npm run bundle-map`',
    '(`test/package/bundleMap.mjs`) writes it anew, and the package tests fail when a total here',
    'is more than 0.5 KiB off the build. The same command writes a treemap of every module,',
    '`var/bundle-map.html` (generate locally: var/ is not committed).',
  ],
  [
    '**Initial** is what loads at once: an entry and its static imports. **Later** is what',
    'loads with `import()` the first time it is needed (the rich-text editor, the dialogs);',
    "**On demand**, what loads only when a depositor asks for it (the prefill's lookups and",
    'citation parsers). The entries are bundled and minified as `npm run size` bundles them',
    '(rollup, then esbuild): the totals are its figures. A group is its share of the real gzip',
    'size: each module is minified and gzipped alone, and those sizes are scaled so that they',
    'add up to the size of their chunk gzipped whole.',
  ],
  ...Object.entries(SECTIONS).flatMap(([section, [heading, text]]) => [
    heading,
    text,
    ...tables
      .filter((table) => table.section === section)
      .flatMap((table) => [`### ${table.title}`, markdownTable(table)]),
  ]),
]
  .map((block) => [block].flat().join('\n'))
  .join('\n\n');

if (process.argv.includes('--totals')) {
  const totals = tables.map((table) => [
    table.title,
    Object.fromEntries(totalsOf(table).map(({ part, total }) => [COLUMNS[part], total])),
  ]);
  console.log(JSON.stringify(Object.fromEntries(totals)));
} else {
  writeFileSync(
    MARKDOWN,
    await format(markdown, { ...(await resolveConfig(MARKDOWN)), filepath: MARKDOWN }),
  );
  mkdirSync(path.dirname(TREEMAP), { recursive: true });
  writeFileSync(
    TREEMAP,
    treemapPage(tables.map(({ title, pieces }) => ({ title, pieces, columns: COLUMNS }))),
  );
  console.log(`wrote ${path.relative(ROOT, MARKDOWN)} and ${path.relative(ROOT, TREEMAP)}`);
}
