import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createCompleteDraft } from '../support/drafts';
import { logIn } from '../support/login';

/** The deposit form and the Share modal in Arabic, right to left, for docs/translations.md. */

const ar = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../src/ui/i18n/locales/ar.json'), 'utf8'),
) as Record<string, string>;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/languages/${name}.png`, animations: 'disabled' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`the deposit form and the Share modal in Arabic at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page, 'alice');
    const id = await createCompleteDraft(page, 'ملوحة مضيق كاتيغات، 2025');
    await page
      .context()
      .addCookies([{ name: 'rdm_language', value: 'ar', url: new URL(page.url()).origin }]);
    await page.goto(`/uploads/${id}`);
    await expect(page.getByRole('button', { name: ar['Save draft'] })).toBeVisible();
    await shot(page, `deposit-form-ar-${viewport.width}`);
    await page.getByRole('button', { name: ar['Add author'] }).click();
    await expect(page.getByRole('dialog', { name: ar['Add author'] })).toBeVisible();
    await shot(page, `creator-modal-ar-${viewport.width}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: ar['Share'] }).click();
    const modal = page.getByRole('dialog', { name: ar['Share access'] });
    await expect(modal).toBeVisible();
    await expect(modal.locator('.ui.loader.active')).toHaveCount(0);
    await shot(page, `share-modal-ar-${viewport.width}`);
  });
}
