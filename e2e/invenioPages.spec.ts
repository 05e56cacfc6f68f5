import type { Page } from '@playwright/test';
import { callApi, draftWithFile, REQUIRED_METADATA } from './support/drafts';
import { logIn } from './support/login';
import { restrictedRecord } from './support/requestAccess';
import { expect, test } from './support/test';

/**
 * The main journeys on the deposit and record pages as invenio-app-rdm renders them
 * (server/pages/invenio*.ts, docs/reference-server.md#inveniordms-own-page-markup): markup no
 * one here designed, which the library recognises and mounts on by itself.
 */
const VERSIONS = ['v12', 'v13', 'v14'] as const;

/** What the page's scripts threw: the pages must load cleanly before anything mounts. */
const pageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

for (const version of VERSIONS) {
  test.describe(`InvenioRDM ${version} pages`, () => {
    test('load the library once and run its mount without an error', async ({ page }) => {
      const errors = pageErrors(page);
      await logIn(page, 'alice');
      await page.goto(`/invenio/${version}/uploads/new`);
      await expect(page.locator('#deposit-form')).toBeAttached();
      await expect(page.locator('input[name="deposits-config"]')).toBeAttached();
      expect(
        await page.evaluate(() => typeof (window as { RdmWidgets?: unknown }).RdmWidgets),
      ).toBe('object');
      expect(errors).toEqual([]);
    });

    test('new upload: the form fills from the page and saves', async ({ page }) => {
      await logIn(page, 'alice');
      await page.goto(`/invenio/${version}/uploads/new`);
      const form = page.locator('#deposit-form');
      await form.getByLabel('Title', { exact: true }).fill(`A ${version} upload`);
      // Custom fields as the page's config gives them, InvenioRDM's way: a bundle under its
      // upstream name, a text input, a vocabulary dropdown with its options in its props.
      await form.getByRole('group', { name: 'Journal' }).getByLabel('Journal title').fill('Tides');
      await form.getByRole('textbox', { name: 'Project website' }).fill('https://tides.test');
      const instrument = form.getByRole('combobox', { name: 'Instrument' });
      await instrument.selectOption({ index: 1 });
      const chosen = await instrument.inputValue();
      await form.getByRole('button', { name: 'Save draft' }).click();
      // Saved as a draft, with what publishing still needs listed.
      await expect(
        form.getByRole('alert').filter({ hasText: 'Record saved with validation errors' }),
      ).toBeVisible();
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await page.goto(`/invenio/${version}/uploads/${id}`);
      await expect(form.getByLabel('Title', { exact: true })).toHaveValue(`A ${version} upload`);
      await expect(
        form.getByRole('group', { name: 'Journal' }).getByLabel('Journal title'),
      ).toHaveValue('Tides');
      await expect(form.getByRole('textbox', { name: 'Project website' })).toHaveValue(
        'https://tides.test',
      );
      await expect(form.getByRole('combobox', { name: 'Instrument' })).toHaveValue(chosen);
    });

    test('edit with files and a community: both shown, saved with nothing lost', async ({
      page,
    }) => {
      await logIn(page, 'alice');
      const id = await draftWithFile(page, `Files and a community, ${version}`);
      await callApi(page, 'PUT', `/api/records/${id}/draft/review`, {
        receiver: { community: 'open-science' },
        type: 'community-submission',
      });
      await page.goto(`/invenio/${version}/uploads/${id}`);
      const form = page.locator('#deposit-form');
      await expect(form.getByText('Open Science')).toBeVisible();
      await expect(form.getByText('notes.txt')).toBeVisible();
      await form
        .getByLabel('Title', { exact: true })
        .fill(`Files and a community, ${version}, edited`);
      await form.getByRole('button', { name: 'Save draft' }).click();
      await expect(
        form.getByRole('status').filter({ hasText: 'Record successfully saved.' }),
      ).toBeVisible();
      const saved = await callApi(page, 'GET', `/api/records/${id}/draft`);
      expect(saved.body).toMatchObject({
        metadata: { ...REQUIRED_METADATA, title: `Files and a community, ${version}, edited` },
        files: { enabled: true },
      });
    });

    test('a published record’s edit page keeps its files locked', async ({ page }) => {
      await logIn(page, 'alice');
      const id = await restrictedRecord(page, `Locked files, ${version}`, {});
      await page.goto(`/invenio/${version}/uploads/${id}`);
      const form = page.locator('#deposit-form');
      await expect(form.getByText('notes.txt')).toBeVisible();
      await expect(form.getByRole('button', { name: /Delete notes\.txt/ })).toHaveCount(0);
    });

    test('share: the record page’s Share button makes a link', async ({ page }) => {
      await logIn(page, 'alice');
      const id = await restrictedRecord(page, `Shared, ${version}`, {});
      await page.goto(`/invenio/${version}/records/${id}`);
      await page.locator('#recordManagement').getByRole('button', { name: 'Share' }).click();
      const modal = page.getByRole('dialog', { name: 'Share access' });
      await modal.getByRole('tab', { name: 'Links (0)' }).click();
      await modal
        .getByRole('form', { name: 'New link' })
        .getByRole('button', { name: 'Create link' })
        .click();
      await expect(modal.getByRole('tab', { name: 'Links (1)' })).toBeVisible();
    });

    test('request access: a logged-in visitor asks for restricted files', async ({
      page,
      browser,
    }) => {
      await logIn(page, 'alice');
      const id = await restrictedRecord(page, `Asked for, ${version}`, {
        allow_user_requests: true,
      });
      const bob = await (await browser.newContext()).newPage();
      await logIn(bob, 'bob');
      await bob.goto(`/invenio/${version}/records/${id}`);
      const form = bob.locator('#access-request-form-root');
      await form.getByLabel('Message to the owner').fill('For my thesis.');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByText('Your request was sent')).toBeVisible();
    });
  });
}
