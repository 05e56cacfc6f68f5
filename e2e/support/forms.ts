import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ticks a Fomantic checkbox as a person does, on its visible box: the real input sits under
 * its label, where Playwright's check() cannot click it.
 */
export const tick = async (checkbox: Locator): Promise<void> => {
  await checkbox.locator('xpath=..').click();
  await expect(checkbox).toBeChecked();
};

/** Adds a person as a creator through the Add author modal, by name alone. */
export const addCreator = async (page: Page, family: string, given: string): Promise<void> => {
  await page.getByRole('button', { name: 'Add author' }).click();
  const modal = page.getByRole('dialog', { name: 'Add author' });
  await modal.getByLabel('Family name').fill(family);
  await modal.getByLabel('Given names').fill(given);
  await modal.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(modal).toBeHidden();
};
