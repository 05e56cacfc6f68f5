import { expectNoAxeViolations } from './support/axe';
import { callApi, REQUIRED_METADATA } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults, TestFiles, uploader } from './support/uploads';

/**
 * InvenioRDM v14's file modification (docs/behaviour.md#changing-published-files): the owner
 * of a record published less than 30 days ago unlocks its files from the edit page, exchanges
 * one and publishes the change.
 */
const files = new TestFiles();
test.afterAll(() => files.remove());

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

test('unlock, exchange a file and publish', async ({ page }) => {
  const created = await callApi(page, 'POST', '/api/records', {
    metadata: { ...REQUIRED_METADATA, title: 'Salinity of the Baltic Sea, 2026' },
    files: { enabled: true },
    access: { record: 'public', files: 'public' },
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: string }).id;
  const first = files.make('salinity.csv', 2000);
  const second = files.make('salinity-corrected.csv', 2100);

  await page.goto(`/uploads/${id}`);
  const target = uploader(page);
  await target.input.setInputFiles(first.path);
  await expect(target.row(first.name)).toHaveAttribute('data-state', 'finished');
  const published = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
  expect(published.status).toBe(202);

  // The edit page of the published record: its files locked, the unlock offered.
  await page.goto(`/uploads/${id}`);
  await expect(target.dropArea).toHaveCount(0);
  await target.root.getByRole('button', { name: 'Edit published files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit files' });
  await expect(dialog.getByText(/a DOI already registered for it will point/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'No' }).check({ force: true });
  await dialog
    .getByRole('checkbox', { name: /I will not modify files that supplement/ })
    .check({ force: true });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Enable file editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(target.root.getByText(/Unlocked, \d+ days to publish changes/)).toBeVisible();

  await target.root.getByRole('button', { name: `Delete ${first.name}` }).click();
  await expect(target.row(first.name)).toHaveCount(0);
  await target.input.setInputFiles(second.path);
  await expect(target.row(second.name)).toHaveAttribute('data-state', 'finished');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish this record?' })
    .getByRole('button', { name: 'Publish' })
    .click();

  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
  const recordFiles = await callApi(page, 'GET', `/api/records/${id}/files`);
  const keys = (recordFiles.body as { entries: { key: string }[] }).entries.map(
    (entry) => entry.key,
  );
  expect(keys).toEqual([second.name]);
});
