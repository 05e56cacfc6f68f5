import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chooseCommunity } from './support/communities';
import { completeDraft, createCompleteDraft, draftIdOf, uploadIdByTitle } from './support/drafts';
import { tick } from './support/forms';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults } from './support/uploads';

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

const statusBanner = (page: Page, title: string) =>
  page.getByRole('status').filter({ hasText: title });

test('alice creates a draft, saves, reloads, edits, publishes and lands on the record page', async ({
  page,
}) => {
  await page.goto('/uploads/new');
  await page.getByLabel('Title', { exact: true }).fill('Salinity of the Kattegat, 2025');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const id = draftIdOf(page);
  await completeDraft(page, id);

  await page.reload();
  await page.getByLabel('Title', { exact: true }).fill('Salinity of the Kattegat, 2025 (revised)');
  await tick(page.getByLabel('Metadata-only record'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = dialog(page, 'Publish this record?');
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Salinity of the Kattegat, 2025 (revised)' }),
  ).toBeVisible();
});

test('a draft submitted to open-science is in review until carol accepts it, then published', async ({
  page,
}) => {
  const title = 'Seagrass meadows of the Skagerrak';
  const id = await createCompleteDraft(page, title);
  await page.goto(`/uploads/${id}`);
  await chooseCommunity(page, 'Open Science');
  await expect(page.getByRole('heading', { name: 'Open Science' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit for review' }).click();
  const submit = dialog(page, 'Submit for review');
  // The button waits for the boxes, saying why; pressed anyway, it shows what is missing.
  await submit.getByRole('button', { name: 'Submit record for review' }).press('Enter');
  await expect(submit.getByText('You must accept this.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  for (const consent of await submit.getByRole('checkbox').all()) await tick(consent);
  await submit.getByLabel('Message to the curators (optional)').fill('Fits the collection.');
  await submit.getByRole('button', { name: 'Submit record for review' }).click();

  await expect(page).toHaveURL(/\/me\/requests\/[^/]+$/);
  const requestPath = new URL(page.url()).pathname;
  await page.goto(`/uploads/${id}`);
  await expect(statusBanner(page, 'In review')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View request' })).toHaveAttribute(
    'href',
    requestPath,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, 'carol');
  await page.goto(requestPath);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');
  await page.goto(`/records/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('choosing restricted-lab for a public record says it must be restricted', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Plankton counts, public');
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: 'Select a community' }).click();
  const modal = dialog(page, 'Select a community');
  await modal.getByLabel('Search communities').fill('Restricted');
  await modal.getByRole('button', { name: 'Search' }).click();
  await expect(
    modal.getByText('Submission to this community is only allowed if the record is restricted.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a declined draft offers to change community or publish without one', async ({ page }) => {
  const id = await uploadIdByTitle(page, 'Reproducibility of soil carbon measurements');
  await page.goto(`/uploads/${id}`);
  await expect(statusBanner(page, 'Declined')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change community' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish without community' }).click();
  const confirm = dialog(page, 'Publish without a community?');
  await expect(
    confirm.getByText('The record will be published without being part of any community.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Publish without community' }).click();
  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reproducibility of soil carbon measurements' }),
  ).toBeVisible();
});

test('deleting a draft lands on My uploads, without the draft', async ({ page }) => {
  const title = 'A draft to be deleted';
  const id = await createCompleteDraft(page, title);
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: 'Delete draft' }).click();
  const confirm = dialog(page, 'Delete this draft?');
  // The button is busy until the dialog's code is there; the page is checked once it shows.
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page).toHaveURL(/\/me\/uploads$/);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('leaving with unsaved changes asks first; after a save it does not', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Leave warning');
  await page.goto(`/uploads/${id}`);
  await page.getByLabel('Title', { exact: true }).fill('Leave warning, edited');

  const asked: string[] = [];
  page.on('dialog', (prompt) => {
    asked.push(prompt.type());
    void prompt.dismiss();
  });
  // Dismissing the warning keeps the page and what was typed.
  await page.getByRole('link', { name: 'My uploads' }).click();
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page).toHaveURL(new RegExp(`/uploads/${id}$`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Leave warning, edited');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Record successfully saved.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'My uploads' }).click();
  await expect(page).toHaveURL(/\/me\/uploads$/);
  expect(asked).toEqual(['beforeunload']);
});
