/**
 * One package entry as a host's production build bundles it (rollup with esbuild's minifier),
 * shared by sizes.mjs (its budgets) and bundleMap.mjs (where its bytes go), so that both count
 * the same bytes.
 */
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { peerDependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json')));
const PEERS = Object.keys(peerDependencies);

/** Code minified by esbuild, as a host's production build would. */
export const minified = async (code) =>
  (await transform(code, { minify: true, format: 'esm', target: 'es2020' })).code;

/** esbuild's minifier on each chunk, as a rollup plugin. */
const minify = {
  name: 'minify',
  renderChunk: async (code) => ({ code: await minified(code), map: null }),
};

const isPeer = (id) => PEERS.some((peer) => id === peer || id.startsWith(`${peer}/`));
export const gzipKiB = (code) => gzipSync(code, { level: 9 }).length / 1024;

/**
 * What a depositor opens rarely and loads only then (the prefill's lookups and citation
 * parsers): measured apart, not in an entry's lazy size nor in the deposit page's.
 */
export const ON_DEMAND = [/\/core\/prefill\/index\.js$/];

/**
 * One entry with its dependencies (and the peers too, with `withPeers`): its chunks by file
 * name, and which of them load at once (`initial`), later (`lazy`) and on demand (ON_DEMAND).
 */
export const bundleEntry = async (name, { withPeers = false } = {}) => {
  const bundle = await rollup({
    input: path.join(ROOT, 'dist/esm', `${name}.js`),
    external: withPeers ? [] : isPeer,
    onwarn: () => undefined,
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      resolve({ browser: true }),
      commonjs(),
      // Citation.js (the prefill's parsers) imports JSON tables.
      json(),
      minify,
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const chunks = new Map(
    output.filter((part) => part.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  // What the entry loads at once: itself and its static imports, transitively.
  const initial = new Set();
  const load = (fileName) => {
    // Peers are imports too, but not chunks of ours.
    if (initial.has(fileName) || !chunks.has(fileName)) return;
    initial.add(fileName);
    chunks.get(fileName).imports.forEach(load);
  };
  [...chunks.values()].filter((chunk) => chunk.isEntry).forEach((chunk) => load(chunk.fileName));
  const onDemand = new Set();
  const demand = (fileName) => {
    if (initial.has(fileName) || onDemand.has(fileName) || !chunks.has(fileName)) return;
    onDemand.add(fileName);
    chunks.get(fileName).imports.forEach(demand);
  };
  [...chunks.values()]
    .filter((chunk) => ON_DEMAND.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')))
    .forEach((chunk) => demand(chunk.fileName));
  const lazy = [...chunks.keys()].filter(
    (fileName) => !initial.has(fileName) && !onDemand.has(fileName),
  );
  return { chunks, initial: [...initial], lazy, onDemand: [...onDemand] };
};

/** One entry's gzip KiB: its initial chunks', its lazy chunks' and those loaded on demand. */
export const measureEntry = async (name, options) => {
  const { chunks, initial, lazy, onDemand } = await bundleEntry(name, options);
  const total = (fileNames) =>
    fileNames.reduce((sum, fileName) => sum + gzipKiB(chunks.get(fileName).code), 0);
  return { initial: total(initial), lazy: total(lazy), onDemand: total(onDemand) };
};
