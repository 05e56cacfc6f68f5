import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  callApi,
  createCompleteDraft,
  createSubmittedDraft,
  publishedRecord,
} from '../support/drafts';
import { logIn } from '../support/login';
import { pickFiles, TestFiles, uploader } from '../support/uploads';

/** What a person meets in the first hour (issue 39), at a desktop's and a phone's width. */

const WIDTHS = [1280, 375];

const shot = (page: Page, state: string, width: number) =>
  page.screenshot({
    path: `docs/screenshots/first-hour/${state}-${width}.png`,
    animations: 'disabled',
  });

/** The deposit page with its later sections rendered. */
const openDepositPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
};

/** Scrolls a field to the middle of the screen, clear of a phone's docked buttons. */
const centre = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'center' }));

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('the status banner speaks to whoever reads it', async ({ page, browser }) => {
      await logIn(page, 'alice');
      const published = await publishedRecord(page, `Kelp forest census (${width} px)`);
      const { id: submitted } = await createSubmittedDraft(page, `Seagrass survey (${width} px)`);

      const guest = await browser.newPage({ viewport: { width, height: 900 } });
      await guest.goto(`/records/${published}`);
      await expect(guest.getByRole('heading', { name: /Kelp forest census/ })).toBeVisible();
      await expect(guest.getByText('Your upload is published.')).toHaveCount(0);
      await shot(guest, 'record-guest', width);
      await guest.close();

      await logIn(page, 'carol');
      await page.goto(`/records/${submitted}?preview=1`);
      await expect(page.getByText('This upload was submitted to the community')).toBeVisible();
      await shot(page, 'submission-curator-preview', width);
    });

    test('New version waits for a first publication', async ({ page }) => {
      await logIn(page, 'alice');
      const draft = await createCompleteDraft(page, `Tide gauge readings (${width} px)`);
      await page.goto(`/records/${draft}?preview=1`);
      const newVersion = page.getByRole('button', { name: 'New version' });
      await newVersion.focus();
      await expect(page.getByRole('tooltip')).toHaveText(
        'A new version can be created once this upload is published.',
      );
      await shot(page, 'draft-preview-new-version', width);
    });

    test('the deposit form says what is missing, once and in full', async ({ page }) => {
      // An autosave's pause, then a publish: more than a loaded machine's 30 s.
      test.setTimeout(60_000);
      await logIn(page, 'alice');
      await openDepositPage(page, '/uploads/new');
      await page.getByRole('textbox', { name: /^Title/ }).fill('Plankton counts');
      const publish = page.getByRole('button', { name: 'Publish', exact: true });
      await publish.focus();
      await expect(page.getByRole('tooltip')).toContainText('Upload at least one file');
      await shot(page, 'deposit-publish-reason', width);

      await page.getByRole('textbox', { name: /^Publication date/ }).fill('2024-13-45');
      await expect(page.getByText(/Saved .*, except Publication date/)).toBeVisible({
        timeout: 15_000,
      });
      await centre(page.getByRole('textbox', { name: /^Publication date/ }));
      await shot(page, 'deposit-autosave-refused', width);

      // Fomantic's toggle: its label takes the click for the hidden checkbox.
      await page.getByText('Metadata-only record', { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: 'Metadata-only record' })).toBeChecked();
      await publish.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
      const toFix = page.getByRole('list', { name: 'Fields that need attention' });
      for (const field of ['Publication date', 'Resource type', 'Authors/Creators']) {
        await expect(toFix.getByRole('link', { name: field })).toBeVisible();
      }
      await centre(page.getByRole('group', { name: 'Authors/Creators' }));
      await shot(page, 'deposit-creators-required', width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'deposit-publish-every-field', width);
    });

    test('uploaded files clear the missing-files error', async ({ page }) => {
      const files = new TestFiles();
      await logIn(page, 'alice');
      await openDepositPage(page, '/uploads/new');
      await page.getByRole('textbox', { name: /^Title/ }).fill('Sediment cores');
      await page.getByRole('button', { name: 'Save draft' }).click();
      const toFix = page.getByRole('list', { name: 'Fields that need attention' });
      await expect(toFix.getByRole('link', { name: 'Files' })).toBeVisible();
      const target = uploader(page);
      await pickFiles(target, [files.make('cores.csv', 2048), files.make('notes.txt', 512)]);
      await expect(target.row('notes.txt')).toContainText('100');
      await expect(target.row('cores.csv')).toContainText('100');
      await expect(toFix.getByRole('link', { name: 'Files' })).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'deposit-files-uploaded', width);
      files.remove();
    });

    test('a community that takes direct publishing still offers it after a reload', async ({
      page,
    }) => {
      await logIn(page, 'alice');
      const id = await createCompleteDraft(page, `Folk song archive (${width} px)`);
      const community = await callApi(page, 'GET', '/api/communities/digital-humanities');
      const receiver = { community: (community.body as { id: string }).id };
      const review = { receiver, type: 'community-submission' };
      expect((await callApi(page, 'PUT', `/api/records/${id}/draft/review`, review)).status).toBe(
        200,
      );
      await openDepositPage(page, `/uploads/${id}`);
      await expect(page.getByRole('button', { name: 'Publish to community' })).toBeVisible();
      await shot(page, 'deposit-direct-publish-reload', width);
    });
  });
}
