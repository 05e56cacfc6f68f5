import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * A repository that requires secret links to expire (InvenioRDM v14's
 * `RDM_RECORDS_REQUIRE_SECRET_LINKS_EXPIRATION`): the reference server started with
 * `--require-link-expiry` (the `link-expiry` project of playwright.config.ts).
 */
test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

const openLinks = async (page: Page, path: string, menu = page.locator('body')) => {
  await page.goto(path);
  await menu.getByRole('button', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: 'Share access' });
  await modal.getByRole('tab', { name: /^Links/ }).click();
  return modal;
};

test(
  'a link refused without expiry when the repository requires one',
  { tag: '@link-expiry' },
  async ({ page }) => {
    const id = await createCompleteDraft(page, 'Links that expire');
    const modal = await openLinks(page, `/uploads/${id}`);
    const form = modal.getByRole('form', { name: 'New link' });
    const expires = form.getByLabel('Expires');
    // No 'Never', and no expiry chosen for the depositor.
    await expect(expires.locator('option')).toHaveText([
      'Select…',
      '1 month',
      '2 months',
      '6 months',
      '1 year',
    ]);
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(form.getByText('Expiration date is required')).toBeVisible();
    await expect(expires).toBeFocused();
    await expect(modal.getByRole('tab', { name: 'Links (0)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Whatever a browser sends, the server refuses a link that never expires.
    const refused = await callApi(page, 'POST', `/api/records/${id}/access/links`, {
      permission: 'preview',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: [{ field: 'expires_at', messages: ['Expiration date is required'] }],
    });

    await expires.selectOption('1 month');
    await expect(form.getByText('Expiration date is required')).toBeHidden();
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(modal.getByRole('tab', { name: 'Links (1)' })).toBeVisible();
    // Its permission changes: the link's expiry goes along, as InvenioRDM then requires.
    await modal.getByLabel(/^Permission of/).selectOption('edit');
    await expect(modal.getByText('Saved')).toBeVisible();

    // A guest's link lasts a period too.
    await modal.getByRole('tab', { name: 'Settings' }).click();
    const guestLinks = modal.getByLabel('Secret link expiration');
    await expect(guestLinks).toHaveValue('30');
    await expect(guestLinks.locator('option', { hasText: 'Never' })).toHaveCount(0);
  },
);

test(
  "InvenioRDM v14's record page says so, and its Share button follows",
  { tag: '@link-expiry' },
  async ({ page }) => {
    const id = await createCompleteDraft(page, 'Published links that expire');
    const published = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
    expect(published.status).toBe(202);
    const modal = await openLinks(
      page,
      `/invenio/v14/records/${id}`,
      page.locator('#recordManagement'),
    );
    const expires = modal.getByRole('form', { name: 'New link' }).getByLabel('Expires');
    await expect(expires.locator('option', { hasText: 'Never' })).toHaveCount(0);
  },
);
