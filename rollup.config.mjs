import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

/** Package entries: the root now; one per widget as each widget lands. */
const entries = { index: 'src/index.ts' };

/** Every bare import (dependency or peer) stays external: the host shares one copy. */
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0');

const library = (format, extension, emitTypes) => ({
  input: entries,
  external,
  plugins: [
    resolve({ extensions: ['.ts', '.tsx', '.js'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.build.json',
      declaration: emitTypes,
      declarationDir: emitTypes ? 'dist/types' : undefined,
      outDir: 'dist',
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

export default [library('esm', 'js', true), library('cjs', 'cjs', false)];
