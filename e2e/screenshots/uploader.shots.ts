import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/login';
import {
  editPublishedRecord,
  failUploadsOf,
  holdUploadsOf,
  withStorageLimit,
} from '../support/uploaderStates';
import { pickFiles, TestFiles, uploader } from '../support/uploads';

/** The file uploader's rows and storage line in each state a person meets (issue 39). */

/** The uploader, scrolled to the top of the screen: clear of a phone's docked buttons. */
const shot = async (page: Page, state: string, width: number) => {
  const { root } = uploader(page);
  await root.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await root.screenshot({
    path: `docs/screenshots/uploader/${state}-${width}.png`,
    animations: 'disabled',
  });
};

let files: TestFiles;

test.beforeEach(async ({ page }) => {
  files = new TestFiles();
  await logIn(page, 'alice');
});

test.afterEach(() => files.remove());

const openDepositPage = async (page: Page, width: number) => {
  // Tall enough for all the rows above a phone's docked buttons.
  await page.setViewportSize({ width, height: width < 768 ? 1600 : 900 });
  await page.goto('/uploads/new');
  await expect(uploader(page).uploadButton).toBeEnabled();
};

for (const width of [1280, 375]) {
  test(`a draft's rows in every state at ${width} px`, async ({ page }) => {
    const target = uploader(page);
    const local = [
      files.make('field-campaign-2026-station-12-continuous-raw-measurements.csv', 73_442),
      files.make('article.pdf', 248_011),
      files.make('scan-001.tif', 524_288),
      files.make('model.h5', 1_048_576),
    ];
    await holdUploadsOf(page, 'scan-001.tif');
    await failUploadsOf(page, 'model.h5');
    await openDepositPage(page, width);
    await pickFiles(target, local);
    await expect(target.row('model.h5')).toHaveAttribute('data-state', 'failed', {
      timeout: 20_000,
    });
    await expect(target.row('article.pdf')).toHaveAttribute('data-state', 'finished');
    await shot(page, 'rows', width);
  });
}

test('a failed upload', async ({ page }) => {
  const target = uploader(page);
  await failUploadsOf(page, 'model.h5');
  await openDepositPage(page, 1280);
  await pickFiles(target, [files.make('article.pdf', 248_011), files.make('model.h5', 4096)]);
  await expect(target.row('model.h5')).toHaveAttribute('data-state', 'failed', {
    timeout: 20_000,
  });
  await shot(page, 'failed', 1280);
});

test('a draft over its storage limit', async ({ page }) => {
  let limit = 10 ** 10;
  await withStorageLimit(page, () => limit);
  const target = uploader(page);
  await openDepositPage(page, 1280);
  await pickFiles(target, [files.make('dataset.tar', 2_097_152)]);
  await expect(target.row('dataset.tar')).toHaveAttribute('data-state', 'finished');
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  limit = 1_000_000;
  await page.reload();
  await expect(target.root.locator('[data-level="over"]')).toBeVisible();
  await shot(page, 'over-quota', 1280);
});

test('the locked files of a published record', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const edit = await editPublishedRecord(page);
  try {
    await page.goto(edit.path);
    await expect(uploader(page).rows.first()).toBeVisible();
    await shot(page, 'locked', 1280);
  } finally {
    await edit.done();
  }
});
