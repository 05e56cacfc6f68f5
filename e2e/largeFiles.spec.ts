import type { Page } from '@playwright/test';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { pickFiles, storedChecksums, TestFiles, uploader, type LocalFile } from './support/uploads';

/**
 * Large files on the demo's deposit page (files over 8 MiB go in parts of 8 MiB), on a server
 * whose parts go straight to pre-signed URLs of an S3 bucket (the in-process test S3 server):
 * tagged @s3-only, as the uploader cuts, pauses and resumes the same way on either back end,
 * and parts sent to the disk back end are the journey of e2e/uploads.spec.ts (the server's
 * part routes and `received_parts` on both back ends are the server tests'). What crosses the
 * wire is watched in the page: on S3 the reference server never sees the parts.
 */

const MiB = 1024 * 1024;
const PART = 8 * MiB;
/** 200 MiB: 25 parts of 8 MiB. */
const BIG = 200 * MiB;
const PARTS = BIG / PART;

let files: TestFiles;

test.beforeEach(async ({ page }) => {
  files = new TestFiles();
  await page.addInitScript(recordPuts);
  await logIn(page, 'alice');
  await page.goto('/uploads/new');
  await expect(uploader(page).uploadButton).toBeEnabled();
});

test.afterEach(() => files.remove());

/** The part number a request sends, whichever back end: `…/content/3` or `?partNumber=3`. */
const partOf = (url: string): number | undefined => {
  const parsed = new URL(url);
  const number =
    parsed.searchParams.get('partNumber') ?? /\/content\/(\d+)$/.exec(parsed.pathname)?.[1];
  return number === undefined || number === null ? undefined : Number(number);
};

interface PartCalls {
  sent: string[];
  answered: string[];
}

/**
 * Records in the page every PUT it sends (the uploader's axios uses XMLHttpRequest) and those
 * answered with success. Recorded by the page itself: Chromium's request events miss some
 * cross-origin requests that wait for a CORS preflight, as the parts to S3 do.
 */
const recordPuts = () => {
  const calls: PartCalls = { sent: [], answered: [] };
  (window as unknown as { partCalls: PartCalls }).partCalls = calls;
  const { open, send } = XMLHttpRequest.prototype;
  type Call = XMLHttpRequest & { putUrl?: string };
  XMLHttpRequest.prototype.open = function (this: Call, method: string, url: string | URL) {
    this.putUrl = method.toUpperCase() === 'PUT' ? new URL(url, location.href).href : undefined;
    // eslint-disable-next-line prefer-rest-params
    return open.apply(this, arguments as unknown as Parameters<typeof open>);
  };
  XMLHttpRequest.prototype.send = function (this: Call, body) {
    const url = this.putUrl;
    if (url) {
      calls.sent.push(url);
      this.addEventListener('load', () => {
        if (this.status >= 200 && this.status < 300) calls.answered.push(url);
      });
    }
    return send.call(this, body);
  };
};

/** The part numbers the current document has sent so far, and those answered with success. */
const partsSent = async (page: Page) => {
  const calls = await page.evaluate(
    () => (window as unknown as { partCalls: PartCalls }).partCalls,
  );
  const numbers = (urls: string[]) =>
    urls.map(partOf).filter((part): part is number => part !== undefined);
  return { sent: numbers(calls.sent), answered: numbers(calls.answered) };
};

/** Parts from `first` on are held unanswered until `release()`: the upload stops there. */
const holdPartsFrom = async (page: Page, first: number) => {
  const held = (url: URL) => (partOf(url.href) ?? 0) >= first;
  await page.route(held, () => undefined);
  return { release: () => page.unroute(held) };
};

const draftIdFrom = (page: Page) => /\/uploads\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];

const expectStored = async (page: Page, file: LocalFile) => {
  await expect.poll(() => draftIdFrom(page)).toBeTruthy();
  const stored = await storedChecksums(page, draftIdFrom(page)!);
  expect(stored[file.name]).toBe(file.md5);
};

const count = (parts: number[], part: number) => parts.filter((sent) => sent === part).length;

const sorted = (parts: number[]) => [...parts].sort((a, b) => a - b);

const everyPart = Array.from({ length: PARTS }, (_, index) => index + 1);

test(
  'a 200 MiB file goes in 25 parts; a part whose connection drops is the only one sent again',
  { tag: '@s3-only' },
  async ({ page }) => {
    const target = uploader(page);
    const big = files.make('sediment-cores.bin', BIG);
    // Part 7's first try never reaches the server.
    await page.route(
      (url) => partOf(url.href) === 7,
      (route) => route.abort('connectionreset'),
      {
        times: 1,
      },
    );
    await pickFiles(target, [big]);
    await expect(target.row(big.name)).toHaveAttribute('data-state', 'finished', {
      timeout: 60_000,
    });
    await expectStored(page, big);
    const parts = await partsSent(page);
    expect(sorted(parts.sent)).toEqual(sorted([...everyPart, 7]));
    expect(sorted(parts.answered)).toEqual(everyPart);
  },
);

test(
  'reloaded half-way, the file chosen again sends only the parts the server lacks',
  { tag: '@s3-only' },
  async ({ page }) => {
    const target = uploader(page);
    const big = files.make('sediment-cores.bin', BIG);
    const hold = await holdPartsFrom(page, 13);
    await pickFiles(target, [big]);
    await expect
      .poll(async () => (await partsSent(page)).answered.length, { timeout: 30_000 })
      .toBe(12);
    await expect.poll(() => draftIdFrom(page)).toBeTruthy();

    // The reload cuts off the parts held; only then may parts go through again.
    await page.reload();
    await hold.release();
    const row = target.row(big.name);
    await expect(row).toContainText('Paused — choose the file again to resume');
    // 12 of 25 parts: 48 %.
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '48');

    await pickFiles(target, [big]);
    await expect(row).toHaveAttribute('data-state', 'finished', { timeout: 60_000 });
    await expectStored(page, big);
    // This document's sends only: parts 13 to 25, once each.
    expect(sorted((await partsSent(page)).sent)).toEqual(everyPart.slice(12));
  },
);

test(
  'Pause stops the parts under way and Resume sends only those not acknowledged',
  { tag: '@s3-only' },
  async ({ page }) => {
    const target = uploader(page);
    const big = files.make('sediment-cores.bin', BIG);
    const hold = await holdPartsFrom(page, 10);
    await pickFiles(target, [big]);
    // Parts 1 to 9 answered, 10 to 12 under way (3 at once) when the user pauses.
    await expect
      .poll(
        async () => {
          const { sent, answered } = await partsSent(page);
          return { sent: sorted(sent), answered: sorted(answered) };
        },
        { timeout: 30_000 },
      )
      .toEqual({ sent: everyPart.slice(0, 12), answered: everyPart.slice(0, 9) });

    const row = target.row(big.name);
    await row.getByRole('button', { name: `Pause ${big.name}` }).click();
    await expect(row).toHaveAttribute('data-state', 'paused');
    await expect(row).toContainText('Paused');
    await expect(target.announcer).toHaveText(`Paused uploading ${big.name}.`);
    await hold.release();
    await page.waitForTimeout(500);
    expect((await partsSent(page)).sent).toHaveLength(12);

    await row.getByRole('button', { name: `Resume ${big.name}` }).click();
    await expect(row).toHaveAttribute('data-state', 'finished', { timeout: 60_000 });
    await expectStored(page, big);
    // 1-9 once; 10-12 cut off by the pause and sent again; the rest once.
    expect(sorted((await partsSent(page)).sent)).toEqual(sorted([...everyPart, 10, 11, 12]));
  },
);

test(
  'offline pauses the upload in parts and online resumes it where it stopped',
  { tag: '@s3-only' },
  async ({ page, context }) => {
    const target = uploader(page);
    const big = files.make('sediment-cores.bin', BIG);
    const hold = await holdPartsFrom(page, 10);
    await pickFiles(target, [big]);
    await expect
      .poll(async () => (await partsSent(page)).answered.length, { timeout: 30_000 })
      .toBe(9);

    await context.setOffline(true);
    const row = target.row(big.name);
    await expect(row).toHaveAttribute('data-state', 'paused');
    await hold.release();
    await context.setOffline(false);
    await expect(row).toHaveAttribute('data-state', 'finished', { timeout: 60_000 });
    await expectStored(page, big);
    // 1-9 once; those under way when the connection went are sent again, once.
    const { sent, answered } = await partsSent(page);
    for (const part of everyPart.slice(0, 9)) expect(count(sent, part)).toBe(1);
    expect(sorted(answered)).toEqual(everyPart);
  },
);
