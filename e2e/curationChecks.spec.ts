import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chooseCommunity } from './support/communities';
import { createCompleteDraft } from './support/drafts';
import { tick } from './support/forms';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults } from './support/uploads';

/**
 * The seeded Climate Research Network runs one curation check of each severity (InvenioRDM
 * v13): a description of at least 20 characters (error), funding (warning), a subject (info).
 */

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const submitForReview = async (page: Page) => {
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const submit = dialog(page, 'Submit for review');
  // The dialog renders after the click's frame: wait for it before listing its boxes.
  await expect(submit.getByRole('checkbox').first()).toBeVisible();
  for (const consent of await submit.getByRole('checkbox').all()) await tick(consent);
  await submit.getByRole('button', { name: 'Submit record for review' }).click();
};

test('community checks: an error stops the submission, advice does not', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Snow depth at Abisko, 1913-2025');
  await page.goto(`/uploads/${id}`);
  await chooseCommunity(page, 'Climate Research Network', 'Climate');
  await page.getByRole('button', { name: 'Save draft' }).click();

  const checks = page.getByRole('region', { name: 'Community checks' });
  await expect(checks).toContainText(
    'Fix what must be fixed before you publish or submit for review.',
  );
  await expect(checks.getByRole('listitem')).toHaveText([
    /Must be fixed · Description: Describe the record in at least 20 characters\.Curators read the description/,
    /Recommended · Funding: Funding information is recommended\.The network reports the work/,
    /Suggestion · Keywords and subjects: Add a subject so that readers find the record\./,
  ]);
  // The checks show before the save's answer has settled the buttons, which are dimmed
  // (disabled) until then: axe measures the page a person is left with.
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Change' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await submitForReview(page);
  const banner = page.getByRole('alert').filter({ hasText: 'The draft was not submitted' });
  await expect(banner).toContainText('Describe the record in at least 20 characters.');
  await expect(page).toHaveURL(new RegExp(`/uploads/${id}$`));

  const description = page.getByRole('textbox', { name: 'Description', exact: true }).first();
  await description.click();
  await page.keyboard.type('Daily snow depth at the Abisko research station.');
  await submitForReview(page);
  // Funding and subjects are still missing: advice only, the submission goes ahead.
  await expect(page).toHaveURL(/\/me\/requests\/[^/]+$/);
});
