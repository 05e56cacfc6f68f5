/**
 * Size budgets: the gzip size of each package entry bundled with its own dependencies (the
 * peers React, ReactDOM and semantic-ui-react excluded: the host has them), minified as a
 * host's production build would (with esbuild, as Vite did up to version 7: about 4 % larger
 * than terser's, in a third of the time), and of the standalone bundle as it is built. Parts
 * an entry loads with `import()` (the rich-text editor) are reported apart and not in the
 * initial budget. Last, the whole of a page with the deposit form, whose budget is half the
 * 582 KiB that InvenioRDM's own deposit page loads (plus what later widgets added to the
 * standalone bundle: docs/development.md#size), in English. Then what a language other than
 * English adds, loaded when it is chosen: the largest of its files, per widget and for the
 * standalone bundle.
 *
 *   node test/package/sizes.mjs          # after `npm run build`; exits 1 over a budget
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipKiB, measureEntry } from './bundleEntry.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'size-budgets.json')));

const rows = [];
for (const name of Object.keys(budgets.entries)) {
  rows.push({
    name: `rdm-widgets${name === 'index' ? '' : `/${name}`}`,
    ...(await measureEntry(name)),
    budget: budgets.entries[name],
  });
}
const distKiB = (file) => gzipKiB(readFileSync(path.join(ROOT, 'dist', file)));
rows.push({
  name: 'standalone bundle',
  initial: distKiB('rdm-widgets.standalone.js'),
  // Its rich-text editor is a script of its own, loaded the first time an editor shows.
  lazy: distKiB('rdm-widgets.standalone.editor.js'),
  budget: budgets.standalone,
});

// All the JavaScript a page with the deposit form loads, editor included, with a bundler
// (peers included: a host with nothing else needs them for this page) and without one.
const depositForm = await measureEntry('deposit-form', { withPeers: true });
const standalone = rows.at(-1);
rows.push(
  {
    name: 'deposit page, bundled',
    initial: depositForm.initial + depositForm.lazy,
    lazy: 0,
    budget: budgets.depositPage,
  },
  {
    name: 'deposit page, standalone',
    initial: standalone.initial + standalone.lazy,
    lazy: 0,
    budget: budgets.depositPage,
  },
);

// 'Start from a DOI or a citation file', loaded when a depositor opens it: with a bundler
// (the deposit form's on-demand chunks) and the standalone bundle's script of it.
rows.push(
  {
    name: 'prefill, bundled',
    initial: 0,
    lazy: depositForm.onDemand,
    budget: { initial: 0, lazy: budgets.prefill },
  },
  {
    name: 'prefill, standalone',
    initial: 0,
    lazy: distKiB('rdm-widgets.standalone.prefill.js'),
    budget: { initial: 0, lazy: budgets.prefill },
  },
);

// A language's texts, loaded when it is chosen: each widget's own file, and the standalone
// bundle's script of all of them. The largest of the 32 languages counts.
const largestLanguage = (folder, pattern) => {
  const files = readdirSync(path.join(ROOT, 'dist', folder)).filter((file) => pattern.test(file));
  return Math.max(...files.map((file) => distKiB(path.join(folder, file))));
};
for (const name of Object.keys(budgets.languages)) {
  const standalone = name === 'standalone';
  rows.push({
    name: `texts, ${name}`,
    initial: 0,
    lazy: standalone
      ? largestLanguage('.', /^rdm-widgets\.standalone\.[a-z]{2}(-[A-Z]{2})?\.js$/)
      : largestLanguage(`locales/${name}`, /\.js$/),
    budget: { initial: 0, lazy: budgets.languages[name] },
  });
}

const kib = (value) => value.toFixed(1).padStart(7);
const within = (value, budget) => budget === undefined || value <= budget;
console.log(`${'gzip KiB'.padEnd(32)} initial (budget) | loaded later (budget)`);
let over = 0;
for (const { name, initial, lazy, budget } of rows) {
  const fits = within(initial, budget.initial) && within(lazy, budget.lazy);
  if (!fits) over += 1;
  const lazyText = lazy ? `${kib(lazy)} (${String(budget.lazy ?? '-').padStart(3)})` : '      -';
  console.log(
    `${name.padEnd(32)} ${initial ? `${kib(initial)}   (${String(budget.initial).padStart(3)})` : `${'-'.padStart(7)}        `} | ${lazyText}` +
      (fits ? '' : '   OVER BUDGET'),
  );
}
if (over > 0) {
  console.error(`${over} part(s) over their size budget (test/package/size-budgets.json)`);
  process.exit(1);
}
