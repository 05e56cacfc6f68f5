/**
 * Deposit form benchmark, measured as a host page meets the form: a static page loads the
 * standalone script and stylesheets, then calls `RdmWidgets.mountDepositForm(el, {config,
 * record, permissions})` with a saved draft of n personal creators (one affiliation each), the
 * data the draft's edit page prints. Headless Chromium, against the reference server.
 *
 *   npm run bench:form -- [--sizes 10,100,1000,3000,10000] [--runs 3] [--keys 30]
 *                         [--key-delay 50] [--profile]
 *
 * - mount: from the mount call until the title input is in the document;
 * - usable: until the frame that shows it has been drawn and the page could take a keystroke
 *   (a task queued from the next animation frame runs);
 * - per key: Chromium's busy time (DevTools TaskDuration) and script time (ScriptDuration)
 *   while `--keys` characters are typed into the title, `--key-delay` ms apart (a fast
 *   typist), and one second after, divided by the keys; the same for the control page, a
 *   plain-DOM form with the same stylesheets and every creator row in the DOM.
 * Each figure is the median of `--runs` fresh pages; each form page is measured right after
 * its control page, and "vs control" is the median of those pairs' ratios, so a slower
 * moment of the machine weighs on both sides alike. One form and one control page are
 * measured first and dropped: a browser's first pages pay for starting its processes, which
 * a host page's visitor has already paid. `--profile` adds, per size, a CPU profile of one
 * more mount and its five largest costs by origin.
 *
 * The budgets below are the exit code: 1 when any figure is over its budget.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerProcess } from '../test/server/support/serverProcess';
import { median, runBench } from './benchSession';
import { summariseProfile, type CpuProfile } from './cpuProfileSummary';
import {
  CONTROL_PAGE_PATH,
  draftMountData,
  HOST_PAGE_PATH,
  serveBenchPages,
  type MountData,
} from './formPages';

const ROOT = resolve(import.meta.dirname, '..');
const BUNDLE_PATH = '/static/dist/rdm-widgets.standalone.js';
const TITLE = 'input[name="metadata.title"]';

/** Mount budgets (ms) by the largest n they cover; typing budgets hold at every n. */
const MOUNT_BUDGETS = [
  { upTo: 100, ms: 150 },
  { upTo: 1000, ms: 250 },
];
const TASK_PER_KEY_VS_CONTROL = 1.2;
const SCRIPT_PER_KEY_MS = 1;

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,100,1000,3000,10000' },
    runs: { type: 'string', default: '3' },
    keys: { type: 'string', default: '30' },
    'key-delay': { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const RUNS = Number(values.runs);
const KEYS = Number(values.keys);
const KEY_DELAY = Number(values['key-delay']);

/** Mounts the form on the static host page; the times are taken in the page. */
const mountForm = (page: Page, data: MountData) =>
  page.evaluate(
    async ({ data, title }) => {
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const target = document.getElementById('deposit-form')!;
      const widgets = (
        window as unknown as {
          RdmWidgets: { mountDepositForm: (target: Element, props: object) => unknown };
        }
      ).RdmWidgets;
      const start = performance.now();
      widgets.mountDepositForm(target, data);
      if (!document.querySelector(title)) {
        await new Promise<void>((done) => {
          const observer = new MutationObserver(() => {
            if (!document.querySelector(title)) return;
            observer.disconnect();
            done();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
      }
      const mountMs = performance.now() - start;
      await new Promise((done) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = done;
          channel.port2.postMessage(null);
        }),
      );
      return { mountMs, usableMs: performance.now() - start };
    },
    { data, title: TITLE },
  );

/** Busy and script time per key while typing into the title (see the header). */
const typingCost = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const seconds = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
    return { task: metric('TaskDuration'), script: metric('ScriptDuration') };
  };
  await page.locator(TITLE).click();
  await page.waitForTimeout(500);
  const before = await seconds();
  await page.keyboard.type('x'.repeat(KEYS), { delay: KEY_DELAY });
  // The last keystrokes' work (and any follow-up it schedules) falls inside the window.
  await page.waitForTimeout(1000);
  const after = await seconds();
  return {
    taskMs: ((after.task - before.task) * 1000) / KEYS,
    scriptMs: ((after.script - before.script) * 1000) / KEYS,
  };
};

interface Session {
  browser: Browser;
  server: ServerProcess;
  /** alice's logged-in cookies, for each fresh context. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** One fresh page of the given kind, for `measure`. */
const onFreshPage = async <T>(
  session: Session,
  creators: number,
  path: string,
  measure: (context: BrowserContext, page: Page) => Promise<T>,
): Promise<T> => {
  const context = await session.browser.newContext({ storageState: session.storageState });
  const page = await context.newPage();
  try {
    await serveBenchPages(page, session.server.url, creators);
    await page.goto(`${session.server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    return await measure(context, page);
  } finally {
    await context.close();
  }
};

const measureForm = (session: Session, data: MountData, creators: number) =>
  onFreshPage(session, creators, HOST_PAGE_PATH, async (context, page) => {
    const mount = await mountForm(page, data);
    return { ...mount, ...(await typingCost(context, page)) };
  });

const measureControl = (session: Session, creators: number) =>
  onFreshPage(session, creators, CONTROL_PAGE_PATH, typingCost);

const profileMount = (session: Session, data: MountData, creators: number) =>
  onFreshPage(session, creators, HOST_PAGE_PATH, async (context, page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await mountForm(page, data);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    return summariseProfile(profile, {
      url: `${session.server.url}${BUNDLE_PATH}`,
      sourceMapFile: join(ROOT, 'dist/rdm-widgets.standalone.js.map'),
    });
  });

const mountBudgetFor = (creators: number) =>
  MOUNT_BUDGETS.find((budget) => creators <= budget.upTo)?.ms;

const pad = (value: string, width: number) => value.padStart(width);

const main = () =>
  runBench({ name: 'form' }, async ({ browser, server, loginPage, storageState }) => {
    const session: Session = { browser, server, storageState };
    const overBudget: string[] = [];
    console.log(
      `deposit form on a static host page (standalone bundle), ${KEYS} keys ${KEY_DELAY} ms ` +
        `apart into the title, median of ${RUNS} fresh pages; ms`,
    );
    console.log(
      'creators | mount | usable | per key: task | script | control task | control script | ' +
        'task vs control',
    );
    for (const creators of SIZES) {
      const data = await draftMountData(loginPage, server.url, creators);
      if (creators === SIZES[0]) {
        await measureControl(session, creators);
        await measureForm(session, data, creators);
      }
      const form: Awaited<ReturnType<typeof measureForm>>[] = [];
      const control: Awaited<ReturnType<typeof measureControl>>[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        control.push(await measureControl(session, creators));
        form.push(await measureForm(session, data, creators));
      }
      const figures = {
        mount: median(form.map((one) => one.mountMs)),
        usable: median(form.map((one) => one.usableMs)),
        task: median(form.map((one) => one.taskMs)),
        script: median(form.map((one) => one.scriptMs)),
        controlTask: median(control.map((one) => one.taskMs)),
        controlScript: median(control.map((one) => one.scriptMs)),
        taskVsControl: median(form.map((one, index) => one.taskMs / control[index]!.taskMs)),
      };
      console.log(
        `${pad(String(creators), 8)} | ${pad(figures.mount.toFixed(0), 5)} | ` +
          `${pad(figures.usable.toFixed(0), 6)} | ${pad(figures.task.toFixed(2), 13)} | ` +
          `${pad(figures.script.toFixed(2), 6)} | ${pad(figures.controlTask.toFixed(2), 12)} | ` +
          `${pad(figures.controlScript.toFixed(2), 14)} | ${pad(figures.taskVsControl.toFixed(2), 15)}`,
      );
      const mountBudget = mountBudgetFor(creators);
      if (mountBudget !== undefined && figures.mount > mountBudget) {
        overBudget.push(`n=${creators}: mount ${figures.mount.toFixed(0)} > ${mountBudget} ms`);
      }
      if (figures.taskVsControl > TASK_PER_KEY_VS_CONTROL) {
        overBudget.push(
          `n=${creators}: task per key ${figures.taskVsControl.toFixed(2)} x control's > ` +
            `${TASK_PER_KEY_VS_CONTROL}`,
        );
      }
      if (figures.script > SCRIPT_PER_KEY_MS) {
        overBudget.push(
          `n=${creators}: script per key ${figures.script.toFixed(2)} > ${SCRIPT_PER_KEY_MS} ms`,
        );
      }
      if (values.profile) {
        const costs = await profileMount(session, data, creators);
        console.log(`  mount profile, n=${creators}, largest self time:`);
        for (const cost of costs) {
          console.log(`    ${pad(cost.ms.toFixed(1), 7)} ms  ${cost.origin} (${cost.heaviest})`);
        }
      }
    }
    return overBudget;
  });

await main();
