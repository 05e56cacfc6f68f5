import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { addFault, clearFaults } from './support/uploads';

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

const shareModal = (page: Page) => page.getByRole('dialog', { name: 'Share access' });

const openShare = async (page: Page, id: string) => {
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(shareModal(page)).toBeVisible();
  return shareModal(page);
};

test(
  'alice gives bob edit access to her draft, and bob edits it',
  { tag: '@drop-in' },
  async ({ page }) => {
    const id = await createCompleteDraft(page, 'Shared with bob');
    const modal = await openShare(page, id);
    await expect(modal.getByText('Owner')).toBeVisible();
    await expectNoAxeViolations(page);

    await modal.getByRole('button', { name: 'Add people' }).click();
    const add = page.getByRole('dialog', { name: 'Add people' });
    await expect(add.getByText('Only users with a public profile can be invited.')).toBeVisible();
    // dave hides his profile: searching for him finds no one.
    await add.getByLabel('Search for people').fill('dave');
    await expect(add.getByText('No matches found.')).toBeVisible();
    await add.getByLabel('Search for people').fill('bob');
    await add.getByRole('option', { name: /Bob Builder/ }).click();
    await add.getByLabel('Access').selectOption('edit');
    await expectNoAxeViolations(page);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(add).toBeHidden();
    await expect(modal.getByRole('tab', { name: 'People (1)' })).toBeVisible();
    await expect(modal.getByLabel('Permission of Bob Builder')).toHaveValue('edit');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, 'bob');
    await page.goto(`/uploads/${id}`);
    await page.getByLabel('Title', { exact: true }).fill('Shared with bob, edited by bob');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Record successfully saved.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
      'Shared with bob, edited by bob',
    );
  },
);

test(
  'a preview link opens the draft for anyone until it is deleted',
  { tag: '@drop-in' },
  async ({ page, browser, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await createCompleteDraft(page, 'Seen through a secret link');
    const modal = await openShare(page, id);
    await modal.getByRole('tab', { name: 'Links (0)' }).click();
    const form = modal.getByRole('form', { name: 'New link' });
    // View needs a published record: a draft offers preview and edit only.
    await expect(form.getByLabel('Permission').locator('option[value="view"]')).toHaveCount(0);
    await form.getByLabel('Permission').selectOption('preview');
    await form.getByLabel('Description (optional)').fill('For the reviewers');
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(modal.getByRole('tab', { name: 'Links (1)' })).toBeVisible();
    await expectNoAxeViolations(page);

    await modal.getByRole('button', { name: /^Copy/ }).click();
    await expect(modal.getByText('Copied!')).toBeVisible();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toContain('token=');

    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(url);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Seen through a secret link' }),
    ).toBeVisible();

    const permission = modal.getByLabel(/^Permission of/);
    await permission.selectOption('edit');
    await expect(modal.getByText('Saved')).toBeVisible();
    await modal.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete this link?' })
      .getByRole('button', { name: 'Delete link' })
      .click();
    await expect(modal.getByRole('tab', { name: 'Links (0)' })).toBeVisible();

    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name: 'Seen through a secret link' })).toHaveCount(
      0,
    );
    await stranger.close();
  },
);

test('saved settings are there when the modal is opened again', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Requests allowed');
  let modal = await openShare(page, id);
  await modal.getByRole('tab', { name: 'Settings' }).click();
  // Settings has its own Cancel and Save instead of Close.
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await modal.getByText('Allow authenticated users to request access').click();
  await modal.getByLabel('Secret link expiration').selectOption('30');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Settings saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Share' }).click();
  modal = shareModal(page);
  await modal.getByRole('tab', { name: 'Settings' }).click();
  await expect(modal.getByLabel('Allow authenticated users to request access')).toBeChecked();
  await expect(modal.getByLabel('Allow guests to request access')).not.toBeChecked();
  await expect(modal.getByLabel('Secret link expiration')).toHaveValue('30');
});

test('a failed permission change shows the error and the saved value', async ({
  page,
  request,
}) => {
  const id = await createCompleteDraft(page, 'Permission change fails');
  const granted = await callApi(page, 'POST', `/api/records/${id}/access/grants`, {
    grants: [{ subject: { type: 'user', id: '2' }, permission: 'preview' }],
  });
  expect(granted.status).toBe(201);
  const modal = await openShare(page, id);
  await addFault(request, { method: 'PATCH', path: '/access/users/', count: 1, status: 500 });
  const permission = modal.getByLabel('Permission of Bob Builder');
  await permission.selectOption('manage');
  await expect(modal.getByText('Something went wrong')).toBeVisible();
  await expect(permission).toHaveValue('preview');
  await expectNoAxeViolations(page);
});

/** Presses Tab until the target has the focus (a keyboard user's way there). */
const tabTo = async (page: Page, target: Locator, most = 20) => {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test('the whole modal works from the keyboard', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Shared by keyboard');
  await page.goto(`/uploads/${id}`);
  const share = page.getByRole('button', { name: 'Share' });
  await share.focus();
  await page.keyboard.press('Enter');
  const modal = shareModal(page);
  await expect(modal.getByRole('tab', { name: 'People (0)' })).toBeFocused();

  await tabTo(page, modal.getByRole('button', { name: 'Add people' }));
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: 'Add people' });
  const search = add.getByLabel('Search for people');
  await expect(search).toBeFocused();
  await page.keyboard.type('bob');
  const bob = add.getByRole('option', { name: /Bob Builder/ });
  await expect(bob).toBeVisible();
  // The arrow marks the suggestion while the focus stays in the search box.
  await page.keyboard.press('ArrowDown');
  await expect(bob).toHaveAttribute('aria-selected', 'true');
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, add.getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  await expect(modal.getByRole('tab', { name: 'People (1)' })).toBeVisible();

  // Arrow keys move between the tabs; Links holds the new-link form.
  await modal.getByRole('tab', { name: 'People (1)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByRole('tab', { name: 'Groups (0)' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByRole('tab', { name: 'Links (0)' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = modal.getByRole('form', { name: 'New link' });
  await tabTo(page, form.getByLabel('Description (optional)'));
  await page.keyboard.type('Typed without a mouse');
  await tabTo(page, form.getByRole('button', { name: 'Create link' }));
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('tab', { name: 'Links (1)' })).toBeVisible();
  await expect(
    modal.getByRole('cell', { name: 'Typed without a mouse', exact: true }),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(share).toBeFocused();
});

test('the record page offers Share and New version; New version opens the new draft', async ({
  page,
}) => {
  // Found by search: My uploads lists the newest 100 only, and the e2e make more than that.
  await page.goto('/search');
  await page.getByRole('textbox', { name: 'Search records' }).fill('Urban tree inventory');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .locator('.item', { hasText: 'Urban tree inventory' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/records\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const recordId = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(shareModal(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New version' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  expect(new URL(page.url()).pathname).not.toContain(recordId as string);
  await expect(page.getByRole('status').filter({ hasText: 'New version draft' })).toBeVisible();
  // The versions share the concept DOI minted with the first one (InvenioRDM v13+).
  await expect(page.getByText(/^Concept DOI: 10\.\d+\/\S+/)).toBeVisible();
});
