import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

test("a co-author of alice's earlier uploads is suggested and fills the new creator", async ({
  page,
}) => {
  await page.goto('/uploads/new');
  await page.getByRole('button', { name: 'Add author' }).click();
  const modal = page.getByRole('dialog', { name: 'Add author' });
  // The demo's tidewatch toolkit names Chidi Okafor, of Chalmers, beside alice.
  await modal.getByRole('combobox', { name: 'Search for a person' }).pressSequentially('oka');
  const mine = modal.getByRole('group', { name: 'From your uploads' });
  const okafor = mine.getByRole('option', { name: /Okafor, Chidi/ });
  await expect(okafor).toContainText('Chalmers University of Technology');
  await expectNoAxeViolations(page);
  await okafor.click();

  await expect(modal.getByLabel('Family name')).toHaveValue('Okafor');
  await expect(modal.getByLabel('Given names')).toHaveValue('Chidi');
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toBeHidden();
  const row = page.getByRole('list', { name: 'Authors/Creators' }).getByRole('listitem').last();
  await expect(row).toContainText('Okafor, Chidi');
  await expect(row).toContainText('Chalmers University of Technology');
});
