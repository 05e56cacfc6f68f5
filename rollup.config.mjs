import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';
import { standaloneCatalogLoader, standaloneCatalogs, widgetCatalogs } from './build/catalogs.mjs';

/** Package entries: the root, the React-free core, one per widget (its public.ts). */
const entries = {
  index: path.resolve('src/index.ts'),
  core: path.resolve('src/core/index.ts'),
  'file-uploader': path.resolve('src/widgets/file-uploader/public.ts'),
  'status-banner': path.resolve('src/widgets/status-banner/public.ts'),
  'share-access': path.resolve('src/widgets/share-access/public.ts'),
  'new-version-button': path.resolve('src/widgets/new-version-button/public.ts'),
  'request-access': path.resolve('src/widgets/request-access/public.ts'),
  'community-header': path.resolve('src/widgets/community-header/public.ts'),
  'deposit-form': path.resolve('src/widgets/deposit-form/public.ts'),
};

/** Every bare import (dependency or peer) stays external: the host shares one copy. */
const external = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

/**
 * The library, compiled once and written twice: ESM (`.js`) for `import` and CommonJS
 * (`.cjs`) for `require`, one module per source file.
 */
const libraryOutput = (format, extension) => ({
  dir: 'dist',
  format,
  preserveModules: true,
  preserveModulesRoot: 'src',
  entryFileNames: `${format}/[name].${extension}`,
  exports: 'named',
  sourcemap: true,
});

/** The entries that are widgets: each gets its own texts per language. */
const widgetEntries = Object.keys(entries).filter((name) => name !== 'index' && name !== 'core');

const library = {
  input: entries,
  external,
  plugins: [
    widgetCatalogs(widgetEntries),
    resolve({ extensions: ['.ts', '.tsx', '.js'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.build.json',
      declaration: false,
      outDir: 'dist',
      noEmitOnError: true,
    }),
  ],
  output: [libraryOutput('esm', 'js'), libraryOutput('cjs', 'cjs')],
};

/**
 * One declaration file per entry, bundled, twice: `.d.ts` for `import` and `.d.cts` for
 * `require`, since a package of type module would otherwise hand CJS users ESM types. The
 * declarations entries share go to chunks of the same kind: a `.d.cts` entry that imported an
 * ESM chunk would not compile in a CommonJS host with `moduleResolution: node16`.
 */
const types = {
  input: entries,
  external,
  plugins: [dts({ tsconfig: './tsconfig.build.json' })],
  output: ['d.ts', 'd.cts'].map((extension) => ({
    dir: 'dist/types',
    format: 'es',
    entryFileNames: `[name].${extension}`,
    chunkFileNames: `[name]-[hash].${extension}`,
  })),
};

/** The library's stylesheet, `rdm-widgets/styles.css`, for bundlers and pages alike. */
const stylesheet = {
  name: 'stylesheet',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'rdm-widgets.css',
      source: readFileSync('src/styles/rdm-widgets.css', 'utf8'),
    });
  },
};

const standaloneOnwarn = (warning, warn) =>
  // semantic-ui-react's own modules import each other: nothing to act on.
  warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))
    ? undefined
    : warn(warning);

/**
 * Chromium's explicit compile hint (a comment the minifier must not drop, so its preamble):
 * the script's functions are compiled while it streams in, off the main thread, instead of one
 * by one on first call. The standalone script and its modules run their code as soon as they
 * load (a page mounts its widgets, the editor its toolbar), and those lazy compiles were most
 * of a first mount.
 */
const COMPILE_ALL_FUNCTIONS_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The browser bundles are not type-checked again: the library build checks the same sources.
 * `forTests`: a bundle only the browser tests load (the React 19 one), neither minified nor
 * with a source map.
 */
const browserPlugins = ({ forTests = false } = {}) => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
  resolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
  commonjs(),
  // Citation.js's modules import their tables as JSON.
  json(),
  typescript({
    tsconfig: './tsconfig.build.json',
    declaration: false,
    noCheck: true,
    sourceMap: !forTests,
  }),
  ...(forTests ? [] : [terser({ format: { preamble: COMPILE_ALL_FUNCTIONS_ON_LOAD } })]),
];

/**
 * The React the standalone bundle ships: the project's own, React 18, whose production build
 * is a third smaller than React 19's and evaluates several times faster, which a phone's
 * first load feels (docs/performance.md). `STANDALONE_REACT=19` builds it with React 19, from
 * the test/react-19 workspace, into var/standalone-react19/, for the e2e run on React 19
 * (docs/react-versions.md).
 */
const STANDALONE_REACT_19 = process.env.STANDALONE_REACT === '19';

const reactFromItsWorkspace = {
  name: 'react-from-its-workspace',
  resolveId(source, _importer, options) {
    if (!/^react(-dom)?(\/|$)/.test(source)) return null;
    return this.resolve(source, path.resolve('test/react-19/package.json'), {
      ...options,
      skipSelf: true,
    });
  },
};

/**
 * The widgets' modules of the standalone script, one entry per widget (and one that mounts
 * them), in `dist/standalone/` beside it; their shared parts are chunks of their own, and what
 * they load on first use (the rich-text editor, the dialogs, the prefill) too. Every file is
 * named by its content, so that a browser may keep it for good.
 */
const STANDALONE_MODULES = {
  mount: 'src/ui/mount/index.ts',
  ...Object.fromEntries(widgetEntries.map((name) => [name, `src/widgets/${name}/public.ts`])),
};
const STANDALONE_MODULES_DIR = 'dist/standalone';
/** What the modules' entries are and import, for the standalone script (importModule.ts). */
const STANDALONE_MODULES_LIST = 'modules.json';
const CHUNK_LIST = 'chunks.json';

/**
 * The modules take React from the standalone script (src/standalone/shared.ts) rather than
 * bundling a copy: each of these imports becomes a module that answers the script's.
 */
const SHARED_FROM_THE_SCRIPT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];
const SHARED_PREFIX = '\0shared-from-the-script:';
const requireScriptReact = createRequire(import.meta.url);

const reactFromTheScript = {
  name: 'react-from-the-script',
  resolveId: (source) => (SHARED_FROM_THE_SCRIPT.includes(source) ? SHARED_PREFIX + source : null),
  load(id) {
    if (!id.startsWith(SHARED_PREFIX)) return null;
    const name = id.slice(SHARED_PREFIX.length);
    const exported = Object.keys(requireScriptReact(name)).filter((key) =>
      /^[A-Za-z_$][\w$]*$/.test(key),
    );
    return [
      `const shared = globalThis.RdmWidgets.standaloneShared[${JSON.stringify(name)}];`,
      'export default shared;',
      `export const { ${exported.join(', ')} } = shared;`,
    ].join('\n');
  },
};

/**
 * Lists each entry's file and every file it imports, transitively (STANDALONE_MODULES_LIST),
 * and, for the size budgets and the bundle map, every file with what it imports, at once and
 * on first use, and the module it stands for (CHUNK_LIST, not in the package).
 */
const listModules = {
  name: 'list-modules',
  generateBundle(_, bundle) {
    const chunks = Object.values(bundle).filter((part) => part.type === 'chunk');
    const importsOf = (fileName, found = new Set()) => {
      for (const imported of bundle[fileName].imports)
        if (!found.has(imported)) importsOf(imported, found.add(imported));
      return found;
    };
    const modules = Object.fromEntries(
      chunks
        .filter((chunk) => chunk.isEntry)
        .map((chunk) => [
          chunk.name,
          { file: chunk.fileName, imports: [...importsOf(chunk.fileName)] },
        ]),
    );
    const described = Object.fromEntries(
      chunks.map((chunk) => [
        chunk.fileName,
        {
          facade: chunk.facadeModuleId && path.relative(process.cwd(), chunk.facadeModuleId),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        },
      ]),
    );
    for (const [fileName, list] of [
      [STANDALONE_MODULES_LIST, modules],
      [CHUNK_LIST, described],
    ])
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(list, null, 2)}\n` });
  },
};

const standaloneModules = {
  input: STANDALONE_MODULES,
  onwarn: standaloneOnwarn,
  plugins: [standaloneCatalogLoader, reactFromTheScript, ...browserPlugins(), listModules],
  output: {
    dir: STANDALONE_MODULES_DIR,
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    // Small shared chunks joined into larger ones: over HTTP/1.1 a browser fetches six files
    // at a time from a server, and each small one costs a phone a round trip (the deposit page
    // asks for 18 modules instead of 32, most of those under 1 KB). The pages of other widgets
    // load up to 2.6 KiB more at once. The bundle map's check finds a fresh build the same.
    experimentalMinChunkSize: 4000,
    sourcemap: true,
  },
};

/**
 * The script for pages without a bundler: React in production mode, and what finds the
 * page's widgets and loads their modules (above), whose files it knows by name.
 */
const standalone = {
  input: 'src/standalone.ts',
  onwarn: standaloneOnwarn,
  plugins: [
    standaloneCatalogs,
    replace({
      preventAssignment: true,
      values: {
        __STANDALONE_MODULES__: () =>
          readFileSync(path.join(STANDALONE_MODULES_DIR, STANDALONE_MODULES_LIST), 'utf8'),
      },
    }),
    ...(STANDALONE_REACT_19 ? [reactFromItsWorkspace] : []),
    ...browserPlugins({ forTests: STANDALONE_REACT_19 }),
    stylesheet,
  ],
  output: {
    file: STANDALONE_REACT_19
      ? 'var/standalone-react19/rdm-widgets.standalone.js'
      : 'dist/rdm-widgets.standalone.js',
    format: 'iife',
    name: 'RdmWidgets',
    sourcemap: !STANDALONE_REACT_19,
  },
};

export default STANDALONE_REACT_19 ? [standalone] : [library, types, standaloneModules, standalone];
