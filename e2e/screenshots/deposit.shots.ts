import { expect, test, type Page } from '@playwright/test';
import { createDeclinedDraft, createSubmittedDraft } from '../support/drafts';
import { logIn } from '../support/login';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage, animations: 'disabled' });

/** The deposit page with every section rendered (the later ones wait for an idle moment). */
const openDepositPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
  // The rich-text editor loads on its own; the picture waits for it.
  await expect(page.getByRole('textbox', { name: /^Description/ })).toBeVisible();
};

const scrollTo = (page: Page, fraction: number) =>
  page.evaluate((part) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.round(room * part));
  }, fraction);

test('the new-upload page at 1280 × 900: top, middle and bottom', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'alice');
  await openDepositPage(page, '/uploads/new');
  await shot(page, 'new-upload-1280-top');
  await scrollTo(page, 0.5);
  await shot(page, 'new-upload-1280-middle');
  await scrollTo(page, 1);
  await shot(page, 'new-upload-1280-bottom');
});

for (const width of [768, 375]) {
  test(`the new-upload page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'alice');
    await openDepositPage(page, '/uploads/new');
    await shot(page, `new-upload-${width}`);
  });
}

test('the error summary after a refused save', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'alice');
  await openDepositPage(page, '/uploads/new');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('.rdm-flash-banner')).toContainText('fields need attention');
  await shot(page, 'error-summary');
});

test('a draft in review, and a declined draft', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'alice');
  const { id } = await createSubmittedDraft(page, 'Coastal erosion survey 2026');
  await openDepositPage(page, `/uploads/${id}`);
  await shot(page, 'draft-in-review');
  const declined = await createDeclinedDraft(page, 'Glacier melt rates, first pass');
  await openDepositPage(page, `/uploads/${declined}`);
  await shot(page, 'draft-declined');
});

test('the custom-field sections of the demo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'alice');
  await openDepositPage(page, '/uploads/new');
  const details = page.getByRole('region', { name: 'Project details' });
  await details.getByRole('textbox', { name: 'Project website' }).fill('https://tides.example');
  await details.getByRole('textbox', { name: 'Number of samples' }).fill('1200');
  await details.getByRole('combobox', { name: 'Instrument' }).selectOption({ index: 1 });
  await details.getByRole('combobox', { name: 'Disciplines' }).fill('earth');
  await details
    .getByRole('listbox', { name: 'Disciplines suggestions' })
    .getByRole('option')
    .first()
    .click();
  await details
    .getByRole('group', { name: 'Data quality' })
    .getByRole('radio', { name: '4' })
    .check();
  await details.scrollIntoViewIfNeeded();
  await details.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -20));
  await shot(page, 'custom-fields');
});
