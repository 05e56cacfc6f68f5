import { callApi } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { TestFiles, uploader } from './support/uploads';

/**
 * InvenioRDM v14's quota increase requests (docs/behaviour.md#more-storage): a depositor out
 * of room asks from the uploader, an administrator accepts, the file goes in.
 */
const files = new TestFiles();
test.afterAll(() => files.remove());

test('ask for more quota and upload once granted', async ({ page, browser, request }) => {
  await logIn(page, 'alice');
  const created = await callApi(page, 'POST', '/api/records', {
    metadata: { title: 'Light-sheet microscopy of zebrafish embryos' },
    files: { enabled: true },
    access: { record: 'public', files: 'public' },
  });
  expect(created.status).toBe(201);
  const id = (created.body as { id: string }).id;
  // Room for 1,000 bytes: the test's way to run out of room without gigabytes.
  expect((await request.put(`/__quota/${id}`, { data: { bytes: 1000 } })).status()).toBe(204);
  const images = files.make('embryos.tif', 4000);

  await page.goto(`/uploads/${id}`);
  const target = uploader(page);
  await target.input.setInputFiles(images.path);
  await expect(target.warnings).toBeVisible();
  await target.root.getByRole('button', { name: 'Request more storage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request more storage' });
  await dialog.getByLabel('Additional storage (GB)').fill('1');
  await expect(dialog.getByText('New total: 1 GB')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The raw images of the whole series.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(target.root.getByText(/More storage requested: 1 GB in all/)).toBeVisible();
  const requestLink = target.root.getByRole('link', { name: 'View request' });
  const requestPath = (await requestLink.getAttribute('href')) ?? '';
  expect(requestPath).toMatch(/\/me\/requests\/[\w-]+$/);

  // The depositor may not decide: only the administrator is offered Accept.
  await page.goto(requestPath);
  await expect(page.getByText('Quota size: 1 GB')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin');
  await admin.goto('/me/requests');
  await admin.getByRole('link', { name: /Quota increase request for "Light-sheet/ }).click();
  await expect(admin.getByText('The raw images of the whole series.')).toBeVisible();
  await admin.getByRole('button', { name: 'Accept' }).click();
  await expect(admin.locator('#request-status')).toHaveText('Status: accepted');
  await adminContext.close();

  await page.goto(`/uploads/${id}`);
  await target.input.setInputFiles(images.path);
  await expect(target.row(images.name)).toHaveAttribute('data-state', 'finished');
  await expect(target.warnings).toHaveCount(0);
  await expect(target.root.getByText(/Storage: 4 kB of 1 GB/)).toBeVisible();
});
