/**
 * 'Start from a DOI or a citation file' benchmark: how long a depositor waits between pressing
 * Look up (a DOI pasted) and a review of every field, and between 'Fill the form' and the
 * form showing the values. The reference server answers the lookups from its recorded
 * fixtures (`--prefill-fixtures`), so the figures are the widgets' own work without the
 * network: the lookups (DataCite and Crossref at once), the mapping, the vocabulary matches
 * against the reference server, and React. Headless Chromium, on the demo's new-upload page.
 *
 *   npm run bench:prefill -- [--runs 5]
 *
 * - first: the first lookup of a page, which also loads the dialog and the prefill's own
 *   script (Citation.js included) from the server;
 * - again: a second lookup in the same dialog, everything loaded;
 * - fill: from 'Fill the form' until the title field holds the work's title.
 * Each figure is the median of `--runs` fresh pages, for a DataCite dataset and a Crossref
 * article; the budget (the exit code) is on first + fill, what a depositor sees.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { libraryBuildIsStale } from '../server/staleBuild';
import { startServerProcess } from '../test/server/support/serverProcess';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');

/** From pressing Look up to a filled form, on this machine, without the network (ms). */
const PASTE_TO_FILLED_BUDGET_MS = 1000;

/** Works of the recorded fixtures (test/fixtures/prefill/) and their titles. */
const WORKS = [
  {
    name: 'DataCite dataset',
    doi: '10.5281/zenodo.7654321',
    title: 'Alpine glacier surface velocities 2015-2022',
  },
  {
    name: 'Crossref article',
    doi: '10.1371/journal.pcbi.1011043',
    title: 'Capturing provenance in computational biology workflows',
  },
];

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Milliseconds from pressing Look up until the review's table shows. */
const lookUp = async (page: Page, doi: string) => {
  const dialog = page.getByRole('dialog', { name: 'Start from a DOI or a citation file' });
  const field = dialog.getByLabel('DOI, arXiv, PubMed or ORCID work');
  await field.fill(doi);
  const lookUpButton = dialog.getByRole('button', { name: 'Look up' });
  const start = Date.now();
  await lookUpButton.click();
  await dialog.getByRole('table').waitFor();
  return Date.now() - start;
};

type Figures = { first: number; again: number; fill: number };

const measure = async (
  browser: Browser,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  url: string,
  work: (typeof WORKS)[number],
): Promise<Figures> => {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  try {
    await page.goto(`${url}/uploads/new`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Start from …' }).click();
    const first = await lookUp(page, work.doi);
    // Back to the text field and the same lookup again: everything is loaded now.
    const dialog = page.getByRole('dialog', { name: 'Start from a DOI or a citation file' });
    await dialog.getByRole('button', { name: 'Back' }).click();
    const again = await lookUp(page, work.doi);
    const start = Date.now();
    await dialog.getByRole('button', { name: 'Fill the form' }).click();
    await page.waitForFunction(
      (title) =>
        document.querySelector<HTMLInputElement>('input[name="metadata.title"]')?.value === title,
      work.title,
      { polling: 'raf' },
    );
    return { first, again, fill: Date.now() - start };
  } finally {
    await context.close();
  }
};

const main = async () => {
  if (libraryBuildIsStale(ROOT)) await run('npm', ['run', 'build'], { cwd: ROOT });
  const work = mkdtempSync(join(tmpdir(), 'rdm-bench-prefill-'));
  const server = await startServerProcess(join(work, 'data'), { flags: ['--prefill-fixtures'] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const overBudget: string[] = [];
  try {
    const login = await browser.newContext();
    const loginPage = await login.newPage();
    await loginPage.goto(`${server.url}/login`);
    await loginPage.getByLabel('Username').fill('alice');
    await loginPage.getByRole('button', { name: 'Log in' }).click();
    await loginPage.waitForURL(/\/me\/uploads/);
    const state = await login.storageState();
    // A browser's first page pays for starting its processes: measured and dropped.
    await measure(browser, state, server.url, WORKS[0]!);

    console.log(`prefill on the new-upload page, fake resolver, median of ${RUNS} fresh pages; ms`);
    console.log('work             | first lookup | again | fill | first + fill (budget)');
    for (const one of WORKS) {
      const runs: Figures[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        runs.push(await measure(browser, state, server.url, one));
      }
      const first = median(runs.map((figures) => figures.first));
      const again = median(runs.map((figures) => figures.again));
      const fill = median(runs.map((figures) => figures.fill));
      const total = median(runs.map((figures) => figures.first + figures.fill));
      console.log(
        `${one.name.padEnd(16)} | ${String(first).padStart(12)} | ${String(again).padStart(5)} | ` +
          `${String(fill).padStart(4)} | ${String(total).padStart(12)} (${PASTE_TO_FILLED_BUDGET_MS})`,
      );
      if (total > PASTE_TO_FILLED_BUDGET_MS) {
        overBudget.push(`${one.name}: ${total} > ${PASTE_TO_FILLED_BUDGET_MS} ms`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (overBudget.length > 0) {
    console.log(`over budget:\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('all figures within budget');
  }
};

await main();
