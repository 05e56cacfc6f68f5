import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';
import { standaloneCatalogs, widgetCatalogs } from './build/catalogs.mjs';

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

/**
 * What the widgets load on first use with `import()`, and the module that loads it from its
 * own script beside the standalone bundle instead: a classic script loads no chunks.
 */
const STANDALONE_LOADERS = new Map(
  [
    ['src/ui/richText/loadTextEditor.ts', 'src/standalone/loadEditorScript.ts'],
    [
      'src/widgets/deposit-form/prefill/loadPrefillDialog.ts',
      'src/standalone/loadPrefillScript.ts',
    ],
  ].map(([lazy, standalone]) => [path.resolve(lazy), path.resolve(standalone)]),
);

/** In the standalone bundle the rich-text editor and the prefill dialog come from their own scripts. */
const loadersFromTheirScripts = {
  name: 'loaders-from-their-scripts',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (resolved && STANDALONE_LOADERS.get(resolved.id)) ?? null;
  },
};

/**
 * What the editor script takes from the standalone bundle (src/standalone/shared.ts) instead
 * of bundling it again: module name to the global that holds it.
 */
const STANDALONE_SHARED = {
  react: 'RdmWidgets.standaloneShared.react',
  'react-dom': 'RdmWidgets.standaloneShared.reactDom',
  'react/jsx-runtime': 'RdmWidgets.standaloneShared.jsxRuntime',
  'react-i18next': 'RdmWidgets.standaloneShared.reactI18next',
  'semantic-ui-react': 'RdmWidgets.standaloneShared.semanticUiReact',
  dompurify: 'RdmWidgets.standaloneShared.dompurify',
  'react-dropzone': 'RdmWidgets.standaloneShared.reactDropzone',
};
/** The semantic-ui-react components the bundle shares; its scripts may use no other. */
const SHARED_COMPONENTS = ['Button', 'Icon', 'ModalActions', 'ModalContent', 'ModalHeader'];

const onlySharedComponents = {
  name: 'only-shared-components',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      const used = chunk.importedBindings?.['semantic-ui-react'] ?? [];
      const missing = used.filter((name) => !SHARED_COMPONENTS.includes(name));
      if (missing.length > 0)
        this.error(
          `a standalone script uses ${missing.join(', ')}: add it to src/standalone/shared.ts`,
        );
    }
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
 * by one on first call. Both scripts run their code as soon as they load (a page mounts its
 * widgets, the editor its toolbar), and those lazy compiles were most of a first mount.
 */
const COMPILE_ALL_FUNCTIONS_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * The browser bundles are not type-checked again: the library build checks the same sources.
 * `forTests`: a bundle only the browser tests load (the React 18 one), neither minified nor
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
 * The React the standalone bundle ships: React 19, from the test/react-19 workspace (the
 * project's own React is 18, the oldest it supports). `STANDALONE_REACT=18` builds it with
 * React 18 instead, into var/standalone-react18/, for the e2e run on React 18
 * (docs/react-versions.md).
 */
const STANDALONE_REACT_18 = process.env.STANDALONE_REACT === '18';

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

/** One file for pages without a bundler: everything bundled, React in production mode. */
const standalone = {
  input: 'src/standalone.ts',
  onwarn: standaloneOnwarn,
  plugins: [
    loadersFromTheirScripts,
    standaloneCatalogs,
    ...(STANDALONE_REACT_18 ? [] : [reactFromItsWorkspace]),
    ...browserPlugins({ forTests: STANDALONE_REACT_18 }),
    stylesheet,
  ],
  output: {
    file: STANDALONE_REACT_18
      ? 'var/standalone-react18/rdm-widgets.standalone.js'
      : 'dist/rdm-widgets.standalone.js',
    format: 'iife',
    name: 'RdmWidgets',
    // A classic script loads no chunks: what the widgets load on first use (the CSV parser of
    // the creators import) is in the bundle; the editor and the prefill have their own
    // scripts (above).
    inlineDynamicImports: true,
    sourcemap: !STANDALONE_REACT_18,
  },
};

/** The standalone bundle's rich-text editor, a script of its own loaded on first use. */
const standaloneEditor = {
  input: 'src/standalone/editorScript.ts',
  onwarn: standaloneOnwarn,
  external: Object.keys(STANDALONE_SHARED),
  plugins: [...browserPlugins(), onlySharedComponents],
  output: {
    file: 'dist/rdm-widgets.standalone.editor.js',
    format: 'iife',
    name: 'RdmWidgetsEditor',
    // The global is the module ({ default }), as import() would answer.
    exports: 'named',
    globals: STANDALONE_SHARED,
    sourcemap: true,
  },
};

/**
 * The standalone bundle's prefill: its dialog with the lookups and citation parsers, a script
 * of its own loaded the first time a depositor opens it.
 */
const standalonePrefill = {
  input: 'src/standalone/prefillScript.ts',
  onwarn: standaloneOnwarn,
  external: Object.keys(STANDALONE_SHARED),
  plugins: [...browserPlugins(), onlySharedComponents],
  output: {
    file: 'dist/rdm-widgets.standalone.prefill.js',
    format: 'iife',
    name: 'RdmWidgetsPrefill',
    exports: 'named',
    globals: STANDALONE_SHARED,
    // The dialog loads the core on opening: in this script, it is already here.
    inlineDynamicImports: true,
    sourcemap: true,
  },
};

export default STANDALONE_REACT_18
  ? [standalone]
  : [library, types, standalone, standaloneEditor, standalonePrefill];
