import { expect, test, type Page } from '@playwright/test';
import { createCompleteDraft } from '../support/drafts';
import { logIn } from '../support/login';
import { DEPOSIT_MODALS, MODAL_VIEWPORTS } from '../support/modals';

/** Closes every open dialog, the newest first, as Escape does. */
const closeAll = async (page: Page) => {
  while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
};

for (const viewport of MODAL_VIEWPORTS) {
  test(`every modal of the deposit page at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logIn(page, 'alice');
    const id = await createCompleteDraft(page, 'Salinity of the Kattegat, 2025');
    await page.goto(`/uploads/${id}`);
    await expect(page.getByRole('button', { name: 'Add author' })).toBeVisible();
    for (const modal of DEPOSIT_MODALS) {
      const dialog = await modal.open(page);
      // Searches (licences, communities) show their first results before the picture.
      await expect(dialog.locator('.ui.loader.active, .ui.loading')).toHaveCount(0);
      await page.screenshot({
        path: `docs/screenshots/modals/${modal.slug}-${viewport.width}.png`,
        animations: 'disabled',
      });
      await closeAll(page);
    }
  });
}
