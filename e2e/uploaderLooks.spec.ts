import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import {
  editPublishedRecord,
  failUploadsOf,
  holdUploadsOf,
  withStorageLimit,
} from './support/uploaderStates';
import { pickFiles, TestFiles, uploader } from './support/uploads';

/**
 * How the file uploader looks on the demo's deposit page: rows that fit a phone, a failed
 * upload that reads as one, progress bars level with their row, a storage line that warns and
 * locked files without progress.
 */

/** Fomantic's error colours: a negative row's text, a negative message's background. */
const ERROR_TEXT = 'rgb(159, 58, 56)';
const WARNING_BACKGROUND = 'rgb(255, 250, 243)';
const ERROR_BACKGROUND = 'rgb(255, 246, 246)';

const LONG_NAME = 'field-campaign-2026-station-12-continuous-raw-measurements-of-soil-moisture.csv';

let files: TestFiles;

test.beforeEach(async ({ page }) => {
  files = new TestFiles();
  await logIn(page, 'alice');
});

test.afterEach(() => files.remove());

const openDepositPage = async (page: Page) => {
  await page.goto('/uploads/new');
  await expect(uploader(page).uploadButton).toBeEnabled();
};

const boxOf = async (target: Locator) => {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not shown`);
  return box;
};

/** The box of an element's text itself, not of its cell. */
const textBoxOf = (target: Locator) =>
  target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { y, height } = range.getBoundingClientRect();
    return { y, height };
  });

test('at 375 px every row fits: name, size, progress, state and actions without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const target = uploader(page);
  const long = files.make(LONG_NAME, 2048);
  const slow = files.make('slow.bin', 4096);
  const bad = files.make('bad.bin', 1024);
  await holdUploadsOf(page, slow.name);
  await failUploadsOf(page, bad.name);
  await openDepositPage(page);

  await pickFiles(target, [long, slow, bad]);
  await expect(target.row(long.name)).toHaveAttribute('data-state', 'finished');
  await expect(target.row(slow.name)).toHaveAttribute('data-state', 'uploading');
  await expect(target.row(bad.name)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });

  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(375);
  for (const file of [long, slow, bad]) {
    const row = target.row(file.name);
    const parts = [
      ...(await row.getByRole('cell').filter({ hasText: /./ }).all()),
      ...(await row.getByRole('progressbar').all()),
      ...(await row.getByRole('button').all()),
    ];
    expect(parts.length, 'cells, a progress bar or buttons').toBeGreaterThan(4);
    for (const part of parts) {
      const box = await boxOf(part);
      expect(box.x, `${part.toString()} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${part.toString()} ends on screen`).toBeLessThanOrEqual(375);
    }
  }
  // The long name is there whole, wrapped rather than cut.
  await expect(
    target.row(long.name).getByRole('cell', { name: long.name, exact: true }),
  ).toBeVisible();
});

test('a failed upload reads as failed: the error colour, an icon, why, and Retry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const target = uploader(page);
  const bad = files.make('bad.bin', 1024);
  await failUploadsOf(page, bad.name);
  await openDepositPage(page);

  await pickFiles(target, [bad]);
  const row = target.row(bad.name);
  await expect(row).toHaveAttribute('data-state', 'failed', { timeout: 20_000 });
  const state = row.getByRole('cell').filter({ hasText: /^Failed/ });
  await expect(state).toHaveCSS('color', ERROR_TEXT);
  await expect(row.getByRole('cell', { name: bad.name, exact: true })).toHaveCSS(
    'color',
    ERROR_TEXT,
  );
  await expect(state.locator('i.icon')).toBeVisible();
  await expect(state).toContainText('Failed');
  await expect(state).toContainText('Injected fault.');
  await expect(row.getByRole('button', { name: `Retry ${bad.name}` })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('progress bars sit within their row, level with the file name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const target = uploader(page);
  const local = [files.make('first.bin', 1024), files.make('second.bin', 2048)];
  await openDepositPage(page);

  await pickFiles(target, local);
  for (const file of local) {
    const row = target.row(file.name);
    await expect(row).toHaveAttribute('data-state', 'finished');
    const rowBox = await boxOf(row);
    const bar = await boxOf(row.getByRole('progressbar'));
    expect(bar.y, 'the bar starts inside its row').toBeGreaterThanOrEqual(rowBox.y);
    expect(bar.y + bar.height, 'the bar ends inside its row').toBeLessThanOrEqual(
      rowBox.y + rowBox.height,
    );
    const name = await textBoxOf(row.getByRole('cell', { name: file.name, exact: true }));
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(bar) - middle(name)), 'bar and name on one level').toBeLessThanOrEqual(
      2,
    );
  }
});

test('storage near and over its limit warns with an icon and says what to do', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let limit = 100_000;
  await withStorageLimit(page, () => limit);
  const target = uploader(page);
  const big = files.make('big.bin', 95_000);
  await openDepositPage(page);

  await pickFiles(target, [big]);
  await expect(target.row(big.name)).toHaveAttribute('data-state', 'finished');
  const near = target.root.locator('[data-level="near"]');
  await expect(near).toContainText('Storage: 95 kB of 100 kB.');
  await expect(near).toContainText('Storage is almost full. Delete files you do not need');
  await expect(near).toHaveCSS('background-color', WARNING_BACKGROUND);
  await expect(near.locator('i.icon')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same draft where the limit is lower than what it holds already.
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  limit = 50_000;
  await page.reload();
  const over = target.root.locator('[data-level="over"]');
  await expect(over).toContainText('Storage: 95 kB of 50 kB.');
  await expect(over).toContainText('Storage is over its limit. Delete files until they fit');
  await expect(over).toHaveCSS('background-color', ERROR_BACKGROUND);
  await expect(over.locator('i.icon')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a published record’s files show a lock and no progress bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const edit = await editPublishedRecord(page);
  try {
    await page.goto(edit.path);
    const target = uploader(page);
    await expect(target.rows.first()).toBeVisible();
    await expect(target.root.getByRole('progressbar')).toHaveCount(0);
    for (const row of await target.rows.all()) {
      await expect(row).toContainText('Locked — cannot be changed in this version');
      await expect(row.locator('i.lock.icon')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  } finally {
    await edit.done();
  }
});
