/**
 * Run after rollup (`npm run build`): what a page loads from dist/, made ready to be served
 * cheaply (docs/performance.md#what-a-first-load-costs).
 * - `rdm-widgets.fomantic.css`: the Fomantic UI components the widgets draw, in Fomantic's own
 *   order, instead of all of them, less every rule whose classes no script of the widgets and
 *   no page of the reference server names (docs/theming.md#fomantic-components). Its fonts are
 *   Fomantic's, found where a page serves Fomantic beside dist/ (`../fomantic/`).
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
import { PurgeCSS } from 'purgecss';

const DIST = path.resolve('dist');
const FOMANTIC = path.resolve('node_modules/fomantic-ui-css/components');

/**
 * The Fomantic components the widgets and the demo's pages use, in the order of Fomantic's
 * own semantic.css (later components override earlier ones). A component missing here is a
 * widget drawn without its styles on the demo's pages (e2e/pageLooks.spec.ts pictures them;
 * the stories load the whole of Fomantic).
 */
const FOMANTIC_COMPONENTS = [
  'reset',
  'site',
  'button',
  'container',
  'divider',
  'header',
  'icon',
  'image',
  'input',
  'label',
  'list',
  'loader',
  'placeholder',
  'segment',
  'text',
  'form',
  'grid',
  'menu',
  'message',
  'table',
  'comment',
  'item',
  'checkbox',
  'dimmer',
  'dropdown',
  'modal',
  'popup',
  'progress',
  'transition',
];

/**
 * Where the classes the reference server's pages show are named: the widgets' scripts (their
 * own class names, and semantic-ui-react's, which it puts together from words such as
 * 'primary' and 'button' written in its code) and the server's sources: its page templates
 * and scripts, and the data it serves that names icons (the resource types' vocabulary).
 * A rule stays when every class, id and element it selects is a word of these files.
 */
const NAMING_CLASSES = [
  'dist/rdm-widgets.standalone.js',
  'dist/standalone/*.js',
  'server/**/*.{ts,js}',
];

const fomanticSubset = async () => {
  const components = FOMANTIC_COMPONENTS.map((name) =>
    readFileSync(path.join(FOMANTIC, `${name}.min.css`), 'utf8').replaceAll(
      'url(../themes/',
      'url(../fomantic/themes/',
    ),
  ).join('\n');
  const [used] = await new PurgeCSS().purge({
    content: NAMING_CLASSES,
    css: [{ raw: components }],
  });
  return used.css;
};

writeFileSync(path.join(DIST, 'rdm-widgets.fomantic.css'), await fomanticSubset());

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
