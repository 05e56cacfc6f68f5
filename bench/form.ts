/**
 * Deposit form benchmark: how long the form takes to mount, and what one keystroke in the
 * title costs the main thread, for records with many creators, in headless Chromium against
 * the reference server.
 *
 *   npm run bench:form -- [--sizes 10,100,1000,5000] [--related 200] [--pages 3] [--keys 40]
 *                         [--no-custom-fields]
 *
 * Mount: from the mount call until the title input exists and two animation frames have run.
 * Complete: from the same call until the parts rendered after the first frames (the sections
 * below the first, the rich-text editor) exist and two frames more have run.
 * Keystroke: the DevTools TaskDuration metric over typing `--keys` characters into the title
 * (and letting the page settle), divided by the keys. Each figure is the median of `--pages`
 * fresh pages. The form gets the demo deposit page's config, custom-field sections included
 * unless `--no-custom-fields` (for comparing with figures measured before the demo had any).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { libraryBuildIsStale } from '../server/staleBuild';
import { startServerProcess, type ServerProcess } from '../test/server/support/serverProcess';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,100,1000,5000' },
    related: { type: 'string', default: '200' },
    pages: { type: 'string', default: '3' },
    keys: { type: 'string', default: '40' },
    'no-custom-fields': { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const RELATED = Number(values.related);
const PAGES = Number(values.pages);
const KEYS = Number(values.keys);

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** A draft with `creators` people (each with an affiliation and an ORCID) and related works. */
const recordWith = (creators: number) => ({
  metadata: {
    title: 'Benchmark record',
    resource_type: { id: 'dataset' },
    publication_date: '2026-01-01',
    creators: Array.from({ length: creators }, (_, index) => ({
      person_or_org: {
        type: 'personal',
        family_name: `Family${index}`,
        given_name: `Given${index}`,
        identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
      },
      affiliations: [{ name: `Institute ${index % 50}` }],
    })),
    related_identifiers: Array.from({ length: RELATED }, (_, index) => ({
      identifier: `10.1234/related.${index}`,
      scheme: 'doi',
      relation_type: { id: 'cites' },
    })),
  },
});

/** The config the demo's deposit page prints for its form (read from its HTML: once
 * mounted, the widget has replaced the script elements that held it). */
const depositConfigOf = async (page: Page, server: ServerProcess): Promise<unknown> => {
  const html = await (await page.request.get(`${server.url}/uploads/new`)).text();
  const json = /data-rdm-prop="config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the deposit page printed no form config');
  const config = JSON.parse(json) as Record<string, unknown>;
  if (values['no-custom-fields']) delete config.custom_fields;
  return config;
};

const logIn = async (page: Page, server: ServerProcess) => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill('alice');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/me\/uploads/);
};

/** One fresh page: mounts the form with the record, then types into the title. */
const measure = async (browser: Browser, server: ServerProcess, creators: number) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await logIn(page, server);
    const config = await depositConfigOf(page, server);
    // A page without widgets of its own, with the standalone bundle loaded.
    await page.goto(`${server.url}/me/uploads`);
    await page.addScriptTag({ url: '/static/dist/rdm-widgets.standalone.js' });
    const { mountMs, completeMs } = await page.evaluate(
      async ({ config, record }) => {
        const target = document.createElement('div');
        document.querySelector('main')!.replaceChildren(target);
        const widgets = (
          window as unknown as {
            RdmWidgets: { mountDepositForm: (target: Element, props: object) => unknown };
          }
        ).RdmWidgets;
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const start = performance.now();
        widgets.mountDepositForm(target, { config, record, permissions: { can_manage: true } });
        let frames = 0;
        while (frames < 2) {
          await new Promise((done) => requestAnimationFrame(done));
          if (document.querySelector('input[name="metadata.title"]')) frames += 1;
        }
        const mounted = performance.now() - start;
        frames = 0;
        while (frames < 2) {
          await new Promise((done) => requestAnimationFrame(done));
          const references = document.querySelector('section[aria-label="References"]');
          if (references && document.querySelector('[contenteditable="true"]')) frames += 1;
        }
        return { mountMs: mounted, completeMs: performance.now() - start };
      },
      { config, record: recordWith(creators) },
    );

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => {
      const { metrics } = (await cdp.send('Performance.getMetrics')) as {
        metrics: { name: string; value: number }[];
      };
      return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    };
    const title = page.locator('input[name="metadata.title"]');
    await title.click();
    await page.waitForTimeout(500);
    const before = await taskSeconds();
    await page.keyboard.type('x'.repeat(KEYS));
    // Let the last keystrokes' work (and any debounced follow-up) finish inside the window.
    await page.waitForTimeout(1000);
    const after = await taskSeconds();
    return { mountMs, completeMs, keyMs: ((after - before) * 1000) / KEYS };
  } finally {
    await context.close();
  }
};

const main = async () => {
  if (libraryBuildIsStale(ROOT)) await run('npm', ['run', 'build'], { cwd: ROOT });
  const work = mkdtempSync(join(tmpdir(), 'rdm-bench-form-'));
  const server = await startServerProcess(join(work, 'data'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    console.log(
      `deposit form, ${RELATED} related works, ${KEYS} keys into the title, ` +
        `median of ${PAGES} fresh pages`,
    );
    console.log('creators | mount (ms) | complete (ms) | main thread per keystroke (ms)');
    for (const size of SIZES) {
      const runs = [];
      for (let page = 0; page < PAGES; page += 1) runs.push(await measure(browser, server, size));
      const mount = median(runs.map((one) => one.mountMs));
      const complete = median(runs.map((one) => one.completeMs));
      const key = median(runs.map((one) => one.keyMs));
      console.log(
        `${String(size).padStart(8)} | ${mount.toFixed(0).padStart(10)} | ` +
          `${complete.toFixed(0).padStart(13)} | ${key.toFixed(1)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
