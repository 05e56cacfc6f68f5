import { callApi, draftWithFile } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { TestFiles, uploader } from './support/uploads';

/**
 * InvenioRDM v12 had none of what v13 and v14 added to depositing and sharing. The `api-v12`
 * project's server runs in v12 mode with every option that turns those features on (see
 * playwright.config.ts): none of their controls appear, and the `@drop-in` journeys that run
 * there show that nothing else changes.
 */
const files = new TestFiles();
test.afterAll(() => files.remove());

test.beforeEach(async ({ page }) => logIn(page, 'alice'));

test(
  'a new upload offers no import of creators from a file',
  { tag: '@v12-only' },
  async ({ page }) => {
    await page.goto('/uploads/new');
    await expect(page.getByRole('button', { name: 'Add author' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Import .* from file$/ })).toHaveCount(0);
  },
);

test(
  'a draft out of room offers no quota request, and publishing asks for no checklist',
  { tag: '@v12-only' },
  async ({ page, request }) => {
    const id = await draftWithFile(page, 'Salinity of the Baltic, v12 mode');
    expect((await request.put(`/__quota/${id}`, { data: { bytes: 1000 } })).status()).toBe(204);
    const big = files.make('salinity.csv', 4000);
    await page.goto(`/uploads/${id}`);
    const target = uploader(page);
    await target.input.setInputFiles(big.path);
    await expect(target.warnings).toBeVisible();
    await expect(target.root.getByRole('button', { name: 'Request more storage' })).toHaveCount(0);

    // No compliance boxes, and no community needed, although the server's options ask for both.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this record?' });
    await expect(confirm.getByRole('checkbox')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(new RegExp(`/records/${id}$`));

    // A published record's edit page: files locked with New version, nothing to delete it.
    expect((await callApi(page, 'POST', `/api/records/${id}/draft`)).status).toBe(201);
    await page.goto(`/uploads/${id}`);
    await expect(target.root.getByRole('button', { name: 'New version' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit published files' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete record' })).toHaveCount(0);
  },
);

test('a secret link may never expire', { tag: '@v12-only' }, async ({ page }) => {
  const id = await draftWithFile(page, 'Links in v12 mode');
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: 'Share access' });
  await modal.getByRole('tab', { name: /^Links/ }).click();
  const expires = modal.getByRole('form', { name: 'New link' }).getByLabel('Expires');
  await expect(expires.locator('option', { hasText: 'Never' })).toHaveCount(1);
});
