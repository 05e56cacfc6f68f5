import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a Fomantic checkbox as a person does, on its visible box: the real input sits under
 * its label, where Playwright's check() cannot click it.
 */
export const tick = async (checkbox: Locator): Promise<void> => {
  await checkbox.locator('xpath=..').click();
  await expect(checkbox).toBeChecked();
};
