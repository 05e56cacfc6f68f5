import type { Page } from '@playwright/test';
import { callApi, createCompleteDraft, createSubmittedDraft } from './support/drafts';
import { logIn, logInWithForm } from './support/login';
import { expect, test } from './support/test';
import { clearFaults, pickFiles, TestFiles, uploader } from './support/uploads';

/**
 * The demo's pages at work under the server's Content-Security-Policy (nonce-only scripts,
 * the server's own styles, API calls to the server or its S3 bucket): what a user does on
 * each page blocks nothing. Every spec fails on a CSP error in the console (support/test.ts);
 * these also count the `securitypolicyviolation` events of every document the page opens.
 */
const violationsOf = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(line: string): void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
    });
  });
  return violations;
};

let files: TestFiles;

test.beforeEach(async ({ request }) => {
  files = new TestFiles();
  await clearFaults(request);
});
test.afterEach(() => files.remove());

test(
  'a new upload: the deposit form typed into, rich text formatted, a file sent in parts, saved',
  { tag: '@s3' },
  async ({ page }) => {
    const violations = await violationsOf(page);
    await logIn(page, 'alice');
    await page.goto('/uploads/new');
    await page.getByLabel('Title', { exact: true }).fill('Made under the CSP');
    const description = page.getByRole('textbox', { name: 'Description', exact: true }).first();
    await description.click();
    await page.keyboard.type('Hourly ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('readings');
    await expect(description.locator('b')).toHaveText('readings');
    // Over the demo's part size (8 MiB): sent in parts, to the bucket on the S3 back end.
    const file = files.make('gauge.bin', 9 * 1024 * 1024);
    const target = uploader(page);
    await pickFiles(target, [file]);
    await expect(target.row(file.name).locator('code')).toHaveText(file.md5, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Made under the CSP');
    expect(violations).toEqual([]);
  },
);

test('a record page: its Share modal opened, bob added, a link created', async ({ page }) => {
  const violations = await violationsOf(page);
  await logIn(page, 'alice');
  const id = await createCompleteDraft(page, 'Shared under the CSP');
  const published = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
  expect(published.status).toBe(202);
  await page.goto(`/records/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: 'Share access' });
  await modal.getByRole('button', { name: 'Add people' }).click();
  const add = page.getByRole('dialog', { name: 'Add people' });
  await add.getByLabel('Search for people').fill('bob');
  await add.getByRole('option', { name: /Bob Builder/ }).click();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(modal.getByRole('tab', { name: 'People (1)' })).toBeVisible();
  await modal.getByRole('tab', { name: 'Links (0)' }).click();
  await modal.getByRole('button', { name: 'Create link' }).click();
  await expect(modal.getByRole('tab', { name: 'Links (1)' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a request page: the curator accepts with a message', async ({ page }) => {
  const violations = await violationsOf(page);
  await logIn(page, 'alice');
  const { requestId } = await createSubmittedDraft(page, 'Reviewed under the CSP');
  await logIn(page, 'carol');
  await page.goto(`/me/requests/${requestId}`);
  await page.getByLabel('Message to the requester (optional)').fill('Welcome.');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');
  expect(violations).toEqual([]);
});

test('the login page, my uploads and the outbox', async ({ page }) => {
  const violations = await violationsOf(page);
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
  await logInWithForm(page, 'bob');
  await page.goto('/me/uploads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Outbox' })
    .click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  expect(violations).toEqual([]);
});
