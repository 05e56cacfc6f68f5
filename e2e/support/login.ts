import { expect, type Page } from '@playwright/test';

/** Logs in through the demo login form, as a person would. */
export const logIn = async (page: Page, username: string): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Logged in as ${username}`)).toBeVisible();
};
