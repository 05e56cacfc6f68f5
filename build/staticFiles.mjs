/**
 * Run after rollup (`npm run build`): what a page loads from dist/, made ready to be served
 * cheaply (docs/performance.md#what-a-first-load-costs).
 * - `rdm-widgets.fomantic.css`: the Fomantic UI components the widgets draw, less the rules
 *   nothing names (fomanticSubset.mjs), and its fonts in fonts/ (fomanticFonts.mjs).
 * - Each script and stylesheet of dist/'s top level (the standalone script, its language
 *   scripts, the stylesheets) and each of the widgets' modules in dist/standalone/ compressed
 *   beside itself, `.br` (Brotli, quality 11) and `.gz` (gzip, level 9): a server sends the
 *   variant the browser accepts without compressing anything per request.
 * - `static-hashes.json`: the top level's files' content hashes, which the reference server puts
 *   in their addresses so that a browser may keep them for good (the modules' names hold
 *   theirs).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withHashedFonts } from './fomanticFonts.mjs';
import { fomanticSubset } from './fomanticSubset.mjs';

const DIST = path.resolve('dist');

writeFileSync(
  path.join(DIST, 'rdm-widgets.fomantic.css'),
  await withHashedFonts(await fomanticSubset(), DIST),
);

/** Files a page loads: the top level's scripts and stylesheets, and the widgets' modules. */
const served = [
  ...readdirSync(DIST).filter((file) => /\.(js|css)$/.test(file)),
  ...readdirSync(path.join(DIST, 'standalone'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `standalone/${file}`),
];
const hashes = {};
for (const file of served) {
  const content = readFileSync(path.join(DIST, file));
  // The modules are named by their content already.
  if (!file.startsWith('standalone/'))
    hashes[file] = createHash('sha256').update(content).digest('hex').slice(0, 16);
  writeFileSync(
    path.join(DIST, `${file}.br`),
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(path.join(DIST, `${file}.gz`), gzipSync(content, { level: 9 }));
}
writeFileSync(path.join(DIST, 'static-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
