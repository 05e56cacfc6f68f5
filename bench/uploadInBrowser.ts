import { chromium } from 'playwright-core';
import type { MultipartUploadConfig } from '../src/core/model';

const MB = 1024 * 1024;

/** How the widget is mounted for a run. */
export interface BrowserRunOptions {
  /** The server's base URL. */
  url: string;
  paths: string[];
  concurrency: number;
  /** Files in parts when given (the uploader's `multipartUpload` config). */
  multipartUpload?: MultipartUploadConfig;
}

/** What the page records of a run (times from performance.now()). */
interface BenchLog {
  start: number;
  finishedAt: number[];
  failed: boolean;
}

/**
 * The file uploader widget uploads every file in a logged-in page, mounted from the standalone
 * bundle as an integrator would; the JS heap is read before the first file and after each one.
 * Answers the seconds from choosing the files to the last one finished, and the heaps (MB).
 */
export const uploadInBrowser = async ({
  url,
  paths,
  concurrency,
  multipartUpload,
}: BrowserRunOptions): Promise<{ elapsed: number; heaps: number[] }> => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Username').fill('alice');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/me\/uploads/);
    // A quota that lets every file in (the demo page keeps the default 5 files).
    await page.addScriptTag({ url: '/static/dist/rdm-widgets.standalone.js' });
    await page.evaluate(
      ({ api, concurrency, maxFiles, multipartUpload }) => {
        const target = document.createElement('div');
        document.querySelector('main')!.replaceChildren(target);
        const widgets = (
          window as unknown as {
            RdmWidgets: { mountFileUploader: (target: Element, props: object) => unknown };
          }
        ).RdmWidgets;
        widgets.mountFileUploader(target, {
          config: {
            createUrl: `${api}/records`,
            fileUploadConcurrency: concurrency,
            quota: { maxFiles, maxStorage: 10 ** 12 },
            ...(multipartUpload && { multipartUpload }),
          },
          record: {},
        });
      },
      { api: `${url}/api`, concurrency, maxFiles: paths.length, multipartUpload },
    );
    // The page times itself and calls out when a file finishes, for the heap to be read then:
    // a poll over the DevTools protocol would take CPU from the run. (No named functions in
    // the page's code: tsx would wrap them in a helper the page does not have.)
    const cdp = await page.context().newCDPSession(page);
    const heapMb = async () => {
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return usage.usedSize / MB;
    };
    const heaps: number[] = [await heapMb()];
    await page.exposeFunction('benchFileFinished', async () => heaps.push(await heapMb()));
    await page.evaluate((total) => {
      const log: BenchLog = { start: 0, finishedAt: [], failed: false };
      const page = window as unknown as { benchLog: BenchLog; benchFileFinished: () => void };
      new MutationObserver(() => {
        log.failed ||= document.querySelector('tr[data-state="failed"]') !== null;
        const done = document.querySelectorAll('tr[data-state="finished"]').length;
        while (log.finishedAt.length < Math.min(done, total)) {
          log.finishedAt.push(performance.now());
          page.benchFileFinished();
        }
      }).observe(document.querySelector('main')!, {
        subtree: true,
        attributeFilter: ['data-state'],
      });
      document
        .querySelector('input[aria-label="Files to upload"]')!
        .addEventListener('change', () => {
          log.start = performance.now();
        });
      page.benchLog = log;
    }, paths.length);
    await page.getByLabel('Files to upload').setInputFiles(paths);
    const ended = await page.waitForFunction(
      (total) => {
        const { benchLog } = window as unknown as { benchLog: BenchLog };
        return (benchLog.failed || benchLog.finishedAt.length === total) && benchLog;
      },
      paths.length,
      { polling: 1000, timeout: 1_800_000 },
    );
    const { start, finishedAt, failed } = (await ended.jsonValue()) as BenchLog;
    if (failed) throw new Error('an upload failed in the browser run');
    while (heaps.length <= paths.length) await page.waitForTimeout(50);
    return { elapsed: (finishedAt[finishedAt.length - 1]! - start) / 1000, heaps };
  } finally {
    await browser.close();
  }
};
