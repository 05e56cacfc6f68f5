import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, draftIdOf } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/** 'New upload from this record' (docs/behaviour.md#new-upload-from-a-record). */

const TITLE = 'Urban tree inventory of Gothenburg, 2024';
const DESCRIPTION = 'Species, trunk diameter and location of 12,000 street trees.';

interface Shown {
  id: string;
  pids: Record<string, unknown>;
  files: { enabled: boolean; entries?: Record<string, unknown> };
  metadata: Record<string, unknown> & { title?: string };
  parent: { access: { owned_by: { user: string } } };
}

/** The seeded published record of alice's with two files and a DOI. */
const treeInventory = async (page: Page): Promise<Shown> => {
  const search = await callApi(page, 'GET', `/api/records?q=${encodeURIComponent(TITLE)}`);
  const record = (search.body as { hits: { hits: Shown[] } }).hits.hits[0];
  if (!record) throw new Error('the seeded published record is missing');
  return record;
};

/** From the record's page to the new upload's, through the button; answers the new draft. */
const newUploadFrom = async (page: Page, record: Shown): Promise<Shown> => {
  await page.goto(`/records/${record.id}`);
  await page.getByRole('button', { name: 'New upload from this record' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const id = draftIdOf(page);
  expect(id).not.toBe(record.id);
  await expect(page.getByRole('heading', { level: 1, name: 'New upload' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(page.getByText(DESCRIPTION)).toBeVisible();
  await expect(page.getByText('Creative Commons Attribution 4.0 International')).toBeVisible();
  await expect(page.getByLabel('Publication date', { exact: false }).first()).toHaveValue('');
  const draft = await callApi(page, 'GET', `/api/records/${id}/draft`);
  expect(draft.status).toBe(200);
  return draft.body as Shown;
};

test('alice starts a new upload from her published record: its metadata, no files, no DOI', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const record = await treeInventory(page);
  expect(record.pids).toHaveProperty('doi');
  expect(Object.keys(record.files.entries ?? {}).length).toBeGreaterThan(0);

  const draft = await newUploadFrom(page, record);

  expect(draft.pids).toEqual({});
  expect(Object.keys(draft.files.entries ?? {})).toEqual([]);
  expect(draft.files.enabled).toBe(true);
  expect(draft.metadata).not.toHaveProperty('publication_date');
  expect(draft.metadata).not.toHaveProperty('version');
  expect(draft.metadata.creators).toEqual(record.metadata.creators);
  expect(draft.metadata.rights).toEqual([expect.objectContaining({ id: 'cc-by-4.0' })]);
  await expect(page.getByRole('button', { name: 'Get a DOI now!' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('bob starts a new upload of his own from alice’s public record', async ({ page }) => {
  await logIn(page, 'bob');
  const record = await treeInventory(page);

  const draft = await newUploadFrom(page, record);

  expect(draft.parent.access.owned_by.user).not.toBe(record.parent.access.owned_by.user);
  expect(draft.pids).toEqual({});
  expect(draft.metadata.title).toBe(TITLE);
});

test('a visitor who is not logged in is not offered it', async ({ page }) => {
  await page.goto('/search');
  const record = await treeInventory(page);
  await page.goto(`/records/${record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New upload from this record' })).toHaveCount(0);
});
