import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, createCompleteDraft, publishedRecord } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults } from './support/uploads';

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

test('alice edits her published record from its page and publishes the new title', async ({
  page,
}) => {
  const id = await publishedRecord(page, 'Ice cover of Lake Vänern, 2025');
  await page.goto(`/records/${id}`);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/uploads/${id}$`));
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Ice cover of Lake Vänern, 2025');
  await title.fill('Ice cover of Lake Vänern, 2025 (corrected)');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this record?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
  await expect(heading(page, 'Ice cover of Lake Vänern, 2025 (corrected)')).toBeVisible();
});

test('a preview link’s holder who opens the draft page gets the read-only preview', async ({
  page,
  browser,
}) => {
  const id = await createCompleteDraft(page, 'Previewed, not edited');
  const link = await callApi(page, 'POST', `/api/records/${id}/access/links`, {
    permission: 'preview',
  });
  const token = (link.body as { token: string }).token;

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(`/uploads/${id}?token=${token}`);
  await expect(heading(visitor, 'Previewed, not edited')).toBeVisible();
  await expect(visitor.getByText('Preview: this draft is not published yet.')).toBeVisible();
  for (const name of ['Save draft', 'Publish', 'Delete', 'Edit']) {
    await expect(visitor.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await stranger.close();
});

test('an edit link copied from a published record’s Share opens the editor for bob', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await publishedRecord(page, 'Edited through a secret link');
  await page.goto(`/records/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: 'Share access' });
  await modal.getByRole('tab', { name: 'Links (0)' }).click();
  const form = modal.getByRole('form', { name: 'New link' });
  await form.getByLabel('Permission').selectOption('edit');
  await form.getByRole('button', { name: 'Create link' }).click();
  await modal.getByRole('button', { name: /^Copy/ }).click();
  await expect(modal.getByText('Copied!')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());

  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await logIn(bob, 'bob');
  await bob.goto(url);
  await expect(heading(bob, 'Edited through a secret link')).toBeVisible();
  await bob.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(bob).toHaveURL(new RegExp(`/uploads/${id}$`));
  await expect(bob.getByLabel('Title', { exact: true })).toHaveValue(
    'Edited through a secret link',
  );
  await expect(bob.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  await bobContext.close();
});
