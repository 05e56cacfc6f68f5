import { expect, test, type Page } from '@playwright/test';
import { chooseCommunity } from '../support/communities';
import { createCompleteDraft, createDeclinedDraft } from '../support/drafts';
import { logIn } from '../support/login';

/** The deposit form's panels, lists and buttons whose looks e2e/depositLooks.spec.ts checks. */

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `docs/screenshots/first-hour/${name}.png`, animations: 'disabled' });

const openDraft = async (page: Page, title: string) => {
  const id = await createCompleteDraft(page, title);
  await page.goto(`/uploads/${id}`);
  return id;
};

const saveDraft = (page: Page) => page.getByRole('button', { name: 'Save draft' }).click();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'alice');
});

test('the community checks panel', async ({ page }) => {
  await openDraft(page, 'Glacier mass balance, Storglaciären');
  await chooseCommunity(page, 'Climate Research Network', 'Climate');
  await saveDraft(page);
  await expect(page.getByRole('region', { name: 'Community checks' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'checks-panel-1280');
});

test('the conflict panel', async ({ page, context }) => {
  const id = await openDraft(page, 'Ice cover of Lake Torneträsk');
  const other = await context.newPage();
  await other.goto(`/uploads/${id}`);
  await other.getByLabel('Title', { exact: true }).fill('Ice cover of Lake Torneträsk, 1909-2025');
  await saveDraft(other);
  await expect(other.getByText('Record successfully saved.')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Ice cover of Torneträsk');
  await saveDraft(page);
  await expect(page.getByRole('region', { name: 'Changed here and elsewhere' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'conflict-panel-1280');
});

test('the creator modal', async ({ page }) => {
  await page.goto('/uploads/new');
  await page.getByRole('button', { name: 'Add author' }).click();
  const modal = page.getByRole('dialog', { name: 'Add author' });
  const affiliations = modal.getByRole('combobox', { name: 'Affiliations' });
  await affiliations.fill('Cambridge');
  await modal.getByRole('option', { name: /University of Cambridge/ }).click();
  await affiliations.fill('Institute');
  await expect(modal.getByRole('option', { name: /Massachusetts Institute/ })).toBeVisible();
  await shot(page, 'creator-modal-affiliations-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await affiliations.press('Escape');
  await modal
    .getByRole('list', { name: 'Chosen affiliations' })
    .evaluate((chips) => chips.scrollIntoView({ block: 'end' }));
  await shot(page, 'creator-modal-375');
});

test('the licence search results', async ({ page }) => {
  await page.goto('/uploads/new');
  await page.getByRole('button', { name: 'Add standard' }).click();
  const modal = page.getByRole('dialog', { name: 'Add standard license' });
  await modal.getByLabel('Search licenses').fill('Creative');
  await expect(modal.locator('.rdm-licence-choice').first()).toBeVisible();
  await shot(page, 'licence-results-1280');
});

test('the actions of a declined draft on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const id = await createDeclinedDraft(page, 'Lichen cover on Abisko boulders');
  await page.goto(`/uploads/${id}`);
  await expect(page.getByRole('button', { name: 'Publish without community' })).toBeVisible();
  await shot(page, 'sidebar-375');
});
