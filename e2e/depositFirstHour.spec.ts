import type { Page, Request } from '@playwright/test';
import { chooseCommunity } from './support/communities';
import { callApi, createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { addFault } from './support/uploads';

/**
 * The deposit form in a new depositor's first hour: no 'Untitled' drafts left behind, a
 * chosen community saved at once, and the form's actions a few keys from the top of the page.
 */

const NOT_SAVED_YET = 'Not saved yet — give it a title to save it as a draft';

/** Longer than the demo's autosave pause (2 s): what did not happen by then does not. */
const PAST_AUTOSAVE_MS = 3000;

const saveStatus = (page: Page) => page.locator('.rdm-draft-status').getByRole('status');

/** What the form says of saving the community just chosen. */
const saveOfTheChoice = (page: Page) => page.locator('.rdm-community-save-status');

/** The requests that create a draft. */
const draftCreations = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/records') {
      sent.push(request);
    }
  });
  return sent;
};

/** The accessible name of the focused element, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim();
  });

/** Presses Tab until 'Save draft' has focus (Enter on the skip links when `skip`); counts Tabs. */
const tabsToSaveDraft = async (page: Page, skip: boolean) => {
  for (let tabs = 1; tabs <= 150; tabs += 1) {
    await page.keyboard.press('Tab');
    if (skip && /^Skip to /.test(await focusedName(page))) await page.keyboard.press('Enter');
    if ((await focusedName(page)) === 'Save draft') return tabs;
  }
  throw new Error('Tab never reached Save draft');
};

test.beforeEach(async ({ page }) => logIn(page, 'alice'));

test('a new upload is kept in the browser, not saved as a draft, until it has a title', async ({
  page,
}) => {
  const created = draftCreations(page);
  await page.goto('/uploads/new');
  await page.getByLabel('Version').fill('v1');
  await page.waitForTimeout(PAST_AUTOSAVE_MS);
  expect(created).toEqual([]);
  await expect(saveStatus(page)).toHaveText(NOT_SAVED_YET);

  // Nothing is lost on a reload: the browser kept it.
  await page.reload();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Version')).toHaveValue('v1');
  expect(created).toEqual([]);

  // A title makes it worth keeping: autosave creates the draft.
  await page.getByLabel('Title', { exact: true }).fill('Plankton counts');
  await expect(page).toHaveURL(/\/uploads\/[^/]+$/, { timeout: 10_000 });
  await expect(saveStatus(page)).toHaveText(/^Draft saved/);
  expect(created).toHaveLength(1);
  expect(created[0]?.postDataJSON()).toMatchObject({
    metadata: { title: 'Plankton counts', version: 'v1' },
  });
});

test('choosing a community saves it at once and says so', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Coral bleaching survey');
  await page.goto(`/uploads/${id}`);
  await chooseCommunity(page, 'Climate Research Network', 'Climate');
  await expect(saveOfTheChoice(page)).toHaveText('Community saved with the draft.');
  const draft = await callApi(page, 'GET', `/api/records/${id}/draft`);
  expect(draft.body).toMatchObject({ parent: { review: { type: 'community-submission' } } });
});

test('a community that cannot be saved stays chosen, with the error at the choice', async ({
  page,
  request,
}) => {
  const id = await createCompleteDraft(page, 'Kelp canopy cover');
  await page.goto(`/uploads/${id}`);
  await addFault(request, {
    method: 'PUT',
    path: `^/api/records/${id}/draft/review$`,
    count: 1,
    status: 500,
  });
  await chooseCommunity(page, 'Climate Research Network', 'Climate');
  const side = page.getByRole('complementary', { name: 'Draft' });
  await expect(side.getByRole('alert')).toContainText('The community was not saved');
  await expect(side.getByRole('heading', { name: /Climate Research Network$/ })).toBeVisible();
  await expect(saveOfTheChoice(page)).toHaveText('');
});

test('the form’s actions are a few Tabs from the top of the page', async ({ page }) => {
  await page.goto('/uploads/new');
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  const withSkipLinks = await tabsToSaveDraft(page, true);
  await page.goto('/uploads/new');
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  const withoutSkipLinks = await tabsToSaveDraft(page, false);
  test.info().annotations.push({
    type: 'tabs to Save draft',
    description: `${withSkipLinks} with the skip links, ${withoutSkipLinks} without`,
  });
  expect(withSkipLinks).toBeLessThanOrEqual(3);
  // Every field and section heading of the demo's form comes first (the sections before the
  // side column, as the eye sees them): 85 Tabs when each rich-text button was a stop. The
  // page's navigation has one stop more since its language menu, the creators and
  // contributors one each for their 'Import … from file' buttons, and a new upload one for
  // 'Start from …'.
  expect(withoutSkipLinks).toBeLessThanOrEqual(83);
});
