/**
 * Size budgets: the gzip size of each package entry bundled with its own dependencies (the
 * peers React, ReactDOM and semantic-ui-react excluded: the host has them), minified as a
 * host's production build would (with esbuild, as Vite did up to version 7: about 4 % larger
 * than terser's, in a third of the time). What an entry loads at once counts as initial; what
 * it loads with `import()` (the rich-text editor, the dialogs) is reported apart. Then the
 * standalone script, and what a page without a bundler loads for each widget: the script and
 * the widget's modules, as built. Then a page with the deposit form, with a bundler (peers
 * included) and without, in English: its initial budget is what the first screen of a
 * phone may cost (docs/performance.md#first-load-on-a-phone). Then what a language other than
 * English adds, loaded when it is chosen: the largest of its files, per widget and for the
 * standalone script.
 *
 *   node test/package/sizes.mjs          # after `npm run build`; exits 1 over a budget
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipKiB, measureEntry } from './bundleEntry.mjs';
import { STANDALONE_SCRIPT, standalonePages } from './standalonePages.mjs';

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

// The standalone script (React, and what finds a page's widgets), and what a page without a
// bundler loads for each widget: the script and the widget's modules (standalonePages.mjs).
const filesKiB = (files) => files.reduce((sum, file) => sum + distKiB(file), 0);
const pages = standalonePages();
const standaloneFigures = (widget) => {
  const { initial, lazy, onDemand } = pages.page(widget);
  return { initial: filesKiB(initial), lazy: filesKiB(lazy), onDemand: filesKiB(onDemand) };
};
rows.push({
  name: 'standalone script',
  initial: distKiB(STANDALONE_SCRIPT),
  lazy: 0,
  budget: { initial: budgets.standalone.script },
});
for (const [widget, budget] of Object.entries(budgets.standalone.pages))
  rows.push({ name: `standalone, ${widget}`, ...standaloneFigures(widget), budget });

// A page with the deposit form, with a bundler (peers included: a host with nothing else
// needs them for this page) and without one: what it loads to show the form, and what later
// (the rich-text editor once the page is idle, each dialog when it first opens).
const depositForm = await measureEntry('deposit-form', { withPeers: true });
const depositStandalone = standaloneFigures('deposit-form');
rows.push(
  { name: 'deposit page, bundled', ...depositForm, budget: budgets.depositPage.bundled },
  {
    name: 'deposit page, standalone',
    ...depositStandalone,
    budget: budgets.depositPage.standalone,
  },
);

// 'Start from a DOI or a citation file', loaded when a depositor opens it: with a bundler
// and without one (the deposit form's on-demand chunks).
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
    lazy: depositStandalone.onDemand,
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
