import { expect, type Page } from '@playwright/test';

/** In the open 'Select a community' dialog: searches `query`, selects `title`; it closes. */
export const selectCommunityInDialog = async (page: Page, query: string, title: string) => {
  const modal = page.getByRole('dialog', { name: 'Select a community' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('Search communities').fill(query);
  await modal.getByRole('button', { name: 'Search' }).click();
  await modal
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(modal).toBeHidden();
};

/** Chooses the draft's community from the deposit form, as a user does. */
export const chooseCommunity = async (page: Page, title: string, query = title) => {
  await page.getByRole('button', { name: 'Select a community' }).click();
  await selectCommunityInDialog(page, query, title);
};
