import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, publishedRecord, uploadIdByTitle } from './support/drafts';
import { tick } from './support/forms';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * InvenioRDM v14's record deletion (docs/behaviour.md#deleting-a-record), on the demo server
 * (`--demo` turns `--record-deletion` on): an owner deletes a record published days ago at
 * once, and asks for the deletion of one published long ago, which an administrator accepts.
 * Either way the record's page becomes its tombstone and the API answers 410.
 */

/** alice's record published before the deletion period, which the demo seeds. */
const OLDER_RECORD = 'Sea surface temperature at Kristineberg, 1877-2023';

test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

/** Opens the edit page of a published record, its draft made as the record's Edit makes it. */
const editPageOf = async (page: Page, id: string): Promise<void> => {
  const edit = await callApi(page, 'POST', `/api/records/${id}/draft`);
  expect(edit.status).toBeLessThan(300);
  await page.goto(`/uploads/${id}`);
};

/** Ticks both statements, answers No to every question and picks the first reason. */
const confirmDeletion = async (dialog: Locator): Promise<void> => {
  // The dialog loads on first use: wait for it before listing its controls.
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  for (const box of await dialog.getByRole('checkbox').all()) await tick(box);
  for (const no of await dialog.getByRole('radio', { name: / No$/ }).all()) await no.check();
  await dialog.getByLabel('I want to delete this record because:').selectOption({ index: 1 });
};

const expectTombstone = async (page: Page, id: string): Promise<void> => {
  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: /deleted|removed|gone/i }),
  ).toBeVisible();
  expect((await page.reload())?.status()).toBe(410);
  expect((await callApi(page, 'GET', `/api/records/${id}`)).status).toBe(410);
};

test('alice deletes a record she published today, and its page becomes the tombstone', async ({
  page,
}) => {
  const id = await publishedRecord(page, 'Plankton counts at Gullmarsfjorden, a test upload');
  await editPageOf(page, id);
  await page.getByRole('button', { name: 'Delete record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete record' });
  const deleteNow = dialog.getByRole('button', { name: 'Delete immediately' });
  // Held back until the statements are ticked and every answer is No.
  await expect(deleteNow).toHaveAttribute('aria-disabled', 'true');
  const firstYes = dialog.getByRole('radio', { name: / Yes$/ }).first();
  if ((await firstYes.count()) > 0) {
    // A Yes suggests a better way, with the instance's links.
    await firstYes.check();
    await expect(dialog.getByRole('status')).not.toBeEmpty();
  }
  await expectNoAxeViolations(page);
  await confirmDeletion(dialog);
  await expect(deleteNow).toBeEnabled();
  await deleteNow.click();

  await expectTombstone(page, id);
});

test('alice asks for the deletion of an older record; the administrator accepts it', async ({
  page,
  browser,
}) => {
  const id = await uploadIdByTitle(page, OLDER_RECORD);
  await editPageOf(page, id);
  await page.getByRole('button', { name: 'Delete record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request deletion' });
  await confirmDeletion(dialog);
  await dialog
    .getByLabel('Detailed justification:')
    .fill('The readings were digitised again from the logbooks and published as a new record.');
  await dialog.getByRole('button', { name: 'Request deletion' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your deletion request was submitted.')).toBeVisible();
  const requestLink = page.getByRole('link', { name: 'View deletion request' });
  await expect(requestLink).toBeFocused();
  const requestPath = (await requestLink.getAttribute('href')) ?? '';
  expect(requestPath).toMatch(/\/me\/requests\/[\w-]+$/);
  // Still published until an administrator decides.
  expect((await callApi(page, 'GET', `/api/records/${id}`)).status).toBe(200);

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin');
  await admin.goto('/me/requests');
  await admin.getByRole('link', { name: /Deletion request for "Sea surface temperature/ }).click();
  await admin.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.locator('#request-status')).toHaveText('Status: accepted');
  await adminContext.close();

  await page.goto(`/records/${id}`);
  await expectTombstone(page, id);
});
