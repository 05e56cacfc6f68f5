import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import path from 'node:path';
import { dts } from 'rollup-plugin-dts';

/** Package entries: the root now; one per widget as each widget lands. */
const entries = { index: path.resolve('src/index.ts') };

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

export default [library('esm', 'js'), library('cjs', 'cjs'), types('d.ts'), types('d.cts')];
