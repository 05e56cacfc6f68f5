import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { selectCommunityInDialog } from './support/communities';
import { callApi, createCompleteDraft, createDeclinedDraft } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { addFault, clearFaults } from './support/uploads';

/**
 * Nothing the depositor typed is lost: during a slow save, across two tabs, across a reload
 * after a failed save, and while autosave meets a server error or an offline spell.
 */

const SAVED = 'Record successfully saved.';

const draftPath = (id: string) => `^/api/records/${id}/draft$`;

const stored = async (page: Page, id: string) => {
  const answer = await callApi(page, 'GET', `/api/records/${id}/draft`);
  return (answer.body as { metadata: { title?: string; version?: string } }).metadata;
};

const flash = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const saveDraft = (page: Page) => page.getByRole('button', { name: 'Save draft' }).click();

/**
 * A draft open in two tabs (this page and another of the same session), where the other tab
 * has already saved a new title; answers the draft's id.
 */
const savedInAnotherTab = async (page: Page, context: BrowserContext, title: string) => {
  const id = await createCompleteDraft(page, title);
  const other = await context.newPage();
  await page.goto(`/uploads/${id}`);
  await other.goto(`/uploads/${id}`);
  await other.getByLabel('Title', { exact: true }).fill(`${title}, as tab B says`);
  await saveDraft(other);
  await expect(flash(other, SAVED)).toBeVisible();
  return id;
};

/**
 * Types `value` into `field` and presses Save while the autosave of it is under way (its PUT
 * slowed by a fault).
 */
const saveDuringAutosave = async (
  page: Page,
  request: APIRequestContext,
  id: string,
  field: Locator,
  value: string,
) => {
  await addFault(request, { method: 'PUT', path: draftPath(id), count: 1, delayMs: 2500 });
  await field.fill(value);
  await expect(page.locator('.rdm-autosave-status')).toHaveText('Saving…');
  await saveDraft(page);
};

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

test('what is typed while a slow save runs stays, and the next save stores it', async ({
  page,
  request,
}) => {
  const id = await createCompleteDraft(page, 'Slow save');
  await page.goto(`/uploads/${id}`);
  await addFault(request, { method: 'PUT', path: draftPath(id), count: 1, delayMs: 2500 });
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Slow save of the tides');
  await saveDraft(page);
  await title.press('End');
  await title.pressSequentially(', typed meanwhile');
  await expect(flash(page, SAVED)).toBeVisible();
  await expect(title).toHaveValue('Slow save of the tides, typed meanwhile');
  await saveDraft(page);
  await expect
    .poll(async () => (await stored(page, id)).title)
    .toBe('Slow save of the tides, typed meanwhile');
});

test('two tabs editing different fields both keep their edits', async ({ page, context }) => {
  const id = await savedInAnotherTab(page, context, 'Two tabs');
  await page.getByLabel('Version').fill('v2.0');
  await saveDraft(page);
  await expect(flash(page, SAVED)).toContainText(
    'Changes saved elsewhere meanwhile were kept: Title.',
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Two tabs, as tab B says');
  expect(await stored(page, id)).toMatchObject({
    title: 'Two tabs, as tab B says',
    version: 'v2.0',
  });
});

test('an autosave that meets the other tab’s save keeps its edit and names it', async ({
  page,
  context,
}) => {
  const id = await savedInAnotherTab(page, context, 'Autosave merges');
  await page.getByLabel('Version').fill('v2.5');
  // No Save pressed: the autosave after the pause meets tab B's revision.
  await expect(flash(page, 'Your draft was saved automatically.')).toContainText(
    'Changes saved elsewhere meanwhile were kept: Title.',
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Autosave merges, as tab B says',
  );
  expect(await stored(page, id)).toMatchObject({
    title: 'Autosave merges, as tab B says',
    version: 'v2.5',
  });
});

test('Save pressed while an autosave meets the other tab’s save keeps that tab’s edit', async ({
  page,
  context,
  request,
}) => {
  const id = await savedInAnotherTab(page, context, 'Autosave meets Save');
  await saveDuringAutosave(page, request, id, page.getByLabel('Version'), 'v3.0');
  await expect(flash(page, SAVED)).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Autosave meets Save, as tab B says',
  );
  expect(await stored(page, id)).toMatchObject({
    title: 'Autosave meets Save, as tab B says',
    version: 'v3.0',
  });
});

test('Save pressed while an autosave meets the other tab’s save of the same field offers the choice, and sends nothing over it', async ({
  page,
  context,
  request,
}) => {
  const id = await savedInAnotherTab(page, context, 'Autosave meets a conflict');
  const title = page.getByLabel('Title', { exact: true });
  await saveDuringAutosave(page, request, id, title, 'Autosave meets a conflict, as tab A says');
  const choice = page.getByRole('region', { name: 'Changed here and elsewhere' });
  await expect(choice.getByRole('group', { name: 'Title' })).toBeVisible();
  await expect(flash(page, SAVED)).toHaveCount(0);
  expect((await stored(page, id)).title).toBe('Autosave meets a conflict, as tab B says');
  await expect(title).toHaveValue('Autosave meets a conflict, as tab A says');
});

test('two tabs editing the same field get the choice, and nothing is lost', async ({
  page,
  context,
}) => {
  const id = await savedInAnotherTab(page, context, 'Same field');
  await page.getByLabel('Title', { exact: true }).fill('Same field, as tab A says');
  await saveDraft(page);
  const choice = page.getByRole('region', { name: 'Changed here and elsewhere' });
  await expect(choice).toBeFocused();
  const group = choice.getByRole('group', { name: 'Title' });
  await expect(group.getByLabel('Keep mine: Same field, as tab A says')).toBeChecked();
  await expect(group.getByLabel('Take theirs: Same field, as tab B says')).not.toBeChecked();
  // Nothing was sent over tab B's work, and tab A's typing is still in the form.
  expect((await stored(page, id)).title).toBe('Same field, as tab B says');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Same field, as tab A says');
  await expectNoAxeViolations(page);

  await group.getByText('Take theirs: Same field, as tab B says').click();
  await choice.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(flash(page, SAVED)).toBeVisible();
  await expect(choice).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Same field, as tab B says');
  expect((await stored(page, id)).title).toBe('Same field, as tab B says');
});

test('a reload during a failing save offers the typed values back and restores them all', async ({
  page,
  request,
}) => {
  const id = await createCompleteDraft(page, 'Failing save');
  await page.goto(`/uploads/${id}`);
  await addFault(request, { method: 'PUT', path: draftPath(id), count: 20, status: 500 });
  await page.getByLabel('Title', { exact: true }).fill('Failing save, typed again');
  await page.getByLabel('Version').fill('v3.1');
  await saveDraft(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The draft was not saved. Please try again.' }),
  ).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Failing save, typed again');
  await expect(page.getByLabel('Version')).toHaveValue('v3.1');
  expect((await stored(page, id)).title).toBe('Failing save');
});

test("'Change community' on a declined draft picks a new community, saved at once", async ({
  page,
}) => {
  const id = await createDeclinedDraft(page, 'Declined, then moved');
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: 'Change community' }).click();
  await selectCommunityInDialog(page, 'Digital Humanities', 'Digital Humanities');
  const header = page.locator('.community-header');
  await expect(header).toContainText('Digital Humanities');
  await expect(page.getByText('Community saved with the draft.')).toBeVisible();
  // The decline is over, and its button with it: focus lands on the choice just made.
  await expect(page.getByRole('button', { name: 'Change community' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Change', exact: true })).toBeFocused();
  await page.reload();
  await expect(page.locator('.community-header')).toContainText('Digital Humanities');
  await expect(page.getByRole('button', { name: 'Change community' })).toHaveCount(0);
});

test('a draft only looked at is not saved, even when an extension touches its text editors', async ({
  page,
}) => {
  const id = await createCompleteDraft(page, 'Only looked at');
  await page.goto(`/uploads/${id}`);
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  // What spelling and dark-mode extensions (and screenshot tools) do to the page's editable
  // texts: attributes, the text itself left as it is.
  await page.evaluate(() =>
    document.querySelectorAll('[contenteditable]').forEach((editor) => {
      editor.setAttribute('data-gramm', 'false');
      editor.firstElementChild?.setAttribute('data-darkreader-inline-color', '');
    }),
  );
  // Longer than the demo's autosave pause (2 s): absence is all there is to see.
  await page.waitForTimeout(3000);
  expect(sent).toEqual([]);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test('autosave survives a server error and an offline spell', async ({
  page,
  context,
  request,
}) => {
  const id = await createCompleteDraft(page, 'Autosaved');
  await page.goto(`/uploads/${id}`);
  const status = page.locator('.rdm-autosave-status');
  await addFault(request, { method: 'PUT', path: draftPath(id), count: 1, status: 500 });
  await page.getByLabel('Title', { exact: true }).fill('Autosaved after a hiccup');
  await expect(status).toHaveText('Not saved — retrying');
  await expect(status).toHaveText(/^Draft saved/, { timeout: 10_000 });
  expect((await stored(page, id)).title).toBe('Autosaved after a hiccup');

  await context.setOffline(true);
  await page.getByLabel('Version').fill('v9');
  await expect(status).toHaveText('Offline: your changes are kept on this device', {
    timeout: 10_000,
  });
  await context.setOffline(false);
  await expect(status).toHaveText(/^Draft saved/, { timeout: 10_000 });
  expect((await stored(page, id)).version).toBe('v9');
});
