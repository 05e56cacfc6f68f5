/**
 * What a page without a bundler loads for a widget, as `npm run build` wrote it: the standalone
 * script, the widget's modules (dist/standalone/) and what they import, at once (`initial`);
 * what they import the first time it is needed (`lazy`); and what only a depositor's asking
 * loads (`onDemand`, ON_DEMAND). Files are paths in dist/. rollup.config.mjs lists each module's
 * imports (`dist/standalone/chunks.json`) and each entry's (`modules.json`).
 *
 *   node test/package/standalonePages.mjs   # each page's files and their gzip KiB, as JSON,
 *                                           # by the titles of docs/bundle-map.md
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ON_DEMAND } from './bundleEntry.mjs';

const DIST = path.resolve(import.meta.dirname, '../../dist');
export const STANDALONE_SCRIPT = 'rdm-widgets.standalone.js';
const FOLDER = 'standalone';

const readList = (file) => JSON.parse(readFileSync(path.join(DIST, FOLDER, file), 'utf8'));

/**
 * The build's pages without a bundler, its lists read once: `widgets`, the names a page gives
 * them, and `page(widget)`, the files, in dist/, of one widget's page at once, later and on
 * demand.
 */
export const standalonePages = () => {
  const entries = readList('modules.json');
  const chunks = readList('chunks.json');
  /** The files these import, transitively: with `dynamic`, those loaded on first use too. */
  const closure = (files, { dynamic = false } = {}, found = new Set()) => {
    for (const file of files) {
      if (found.has(file)) continue;
      found.add(file);
      const { imports, dynamicImports } = chunks[file];
      closure(dynamic ? [...imports, ...dynamicImports] : imports, { dynamic }, found);
    }
    return found;
  };
  const onDemand = closure(
    Object.keys(chunks).filter((file) =>
      ON_DEMAND.some((pattern) =>
        pattern.test(`/${(chunks[file].facade ?? '').replace(/\.ts$/, '.js')}`),
      ),
    ),
  );
  const inDist = (files) => [...files].map((file) => `${FOLDER}/${file}`);
  const page = (widget) => {
    const initial = closure(['mount', widget].map((entry) => entries[entry].file));
    const outside = (file) => !initial.has(file);
    return {
      initial: [STANDALONE_SCRIPT, ...inDist(initial)],
      lazy: inDist(
        [...closure(initial, { dynamic: true })].filter(
          (file) => outside(file) && !onDemand.has(file),
        ),
      ),
      onDemand: inDist([...onDemand].filter(outside)),
    };
  };
  return { widgets: Object.keys(entries).filter((entry) => entry !== 'mount'), page };
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { widgets, page } = standalonePages();
  const described = (files) =>
    files.map(
      (file) =>
        `${file} ${(gzipSync(readFileSync(path.join(DIST, file))).length / 1024).toFixed(2)}`,
    );
  const pages = widgets.map((widget) => [
    `standalone, ${widget}`,
    Object.fromEntries(
      Object.entries(page(widget)).map(([part, files]) => [part, described(files)]),
    ),
  ]);
  console.log(JSON.stringify(Object.fromEntries(pages)));
}
