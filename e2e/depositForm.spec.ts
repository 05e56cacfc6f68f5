import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { addFault, clearFaults } from './support/uploads';

const SAVE_FAILED =
  'The draft was not saved. Please try again. If the problem persists, contact user support.';

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
  await page.goto('/uploads/new');
});

test('a new draft is saved, takes its own address and keeps its title after a reload', async ({
  page,
}) => {
  await page.getByLabel('Title', { exact: true }).fill('Tidal records of the North Sea');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The demo server reports the fields still missing: saved, with validation errors.
  await expect(page.getByRole('alert').filter({ hasText: 'Record saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Tidal records of the North Sea',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Draft' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed save says so and keeps what was typed', async ({ page, request }) => {
  await addFault(request, { method: 'POST', path: '^/api/records$', count: 1, status: 500 });
  await page.getByLabel('Title', { exact: true }).fill('Kept after a failure');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAVE_FAILED })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Kept after a failure');
  await expect(page).toHaveURL(/\/uploads\/new$/);
});

test('unsaved edits are offered back after a reload and restored', async ({ page }) => {
  await page.getByLabel('Title', { exact: true }).fill('Typed but never saved');
  // The copy is written after a short pause in typing.
  await page.waitForTimeout(800);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(/^Restore unsaved changes from .+\?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Typed but never saved');
});
