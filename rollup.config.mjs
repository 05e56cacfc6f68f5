import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';

/** Package entries: the root now; one per widget as each widget lands. */
const entries = {
  index: path.resolve('src/index.ts'),
  'file-uploader': path.resolve('src/widgets/file-uploader/index.ts'),
  'status-banner': path.resolve('src/widgets/status-banner/index.ts'),
  'share-access': path.resolve('src/widgets/share-access/index.ts'),
  'new-version-button': path.resolve('src/widgets/new-version-button/index.ts'),
  'community-header': path.resolve('src/widgets/community-header/index.ts'),
  'deposit-form': path.resolve('src/widgets/deposit-form/index.ts'),
};

/** Every bare import (dependency or peer) stays external: the host shares one copy. */
const external = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

const library = (format, extension) => ({
  input: entries,
  external,
  plugins: [
    resolve({ extensions: ['.ts', '.tsx', '.js'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.build.json',
      declaration: false,
      outDir: 'dist',
      noEmitOnError: true,
    }),
  ],
  output: {
    dir: 'dist',
    format,
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: `${format}/[name].${extension}`,
    exports: 'named',
    sourcemap: true,
  },
});

/**
 * One declaration file per entry, bundled, twice: `.d.ts` for `import` and `.d.cts` for
 * `require`, since a package of type module would otherwise hand CJS users ESM types.
 */
const types = (extension) => ({
  input: entries,
  external,
  plugins: [dts({ tsconfig: './tsconfig.build.json' })],
  output: { dir: 'dist/types', format: 'es', entryFileNames: `[name].${extension}` },
});

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

/** One file for pages without a bundler: everything bundled, React in production mode. */
const standalone = {
  input: 'src/standalone.ts',
  // semantic-ui-react's own modules import each other, and Tiptap marks its React bindings
  // "use client" (a server-components hint with no meaning in a browser bundle): nothing to
  // act on in either.
  onwarn: (warning, warn) =>
    (warning.code === 'CIRCULAR_DEPENDENCY' &&
      warning.ids?.every((id) => id.includes('node_modules'))) ||
    (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.id?.includes('node_modules'))
      ? undefined
      : warn(warning),
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
    resolve({ browser: true, extensions: ['.ts', '.tsx', '.js'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', declaration: false, noEmitOnError: true }),
    terser(),
    stylesheet,
  ],
  output: {
    file: 'dist/rdm-widgets.standalone.js',
    format: 'iife',
    name: 'RdmWidgets',
    // One file for pages without a bundler: lazily loaded parts (the rich-text editor) go in.
    inlineDynamicImports: true,
    sourcemap: true,
  },
};

export default [
  library('esm', 'js'),
  library('cjs', 'cjs'),
  types('d.ts'),
  types('d.cts'),
  standalone,
];
