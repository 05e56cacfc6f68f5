import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { expectNoAxeViolations } from './support/axe';
import { completeDraft, createCompleteDraft, draftIdOf, draftWithFile } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults, TestFiles, uploader } from './support/uploads';

/**
 * The widgets in the languages they ship, mounted from the demo's pages: a whole deposit in
 * German and in Arabic (right to left), the Share modal in Japanese, and a change of language
 * in the middle of typing.
 */

type Catalog = Record<string, string>;

const catalogOf = (code: string): Catalog =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../src/ui/i18n/locales/${code}.json`), 'utf8'),
  ) as Catalog;

/**
 * English texts (three words or more) a root shows that its language has translated, but for
 * those its own texts use as they are (German writes 'Digital Object Identifier (DOI)').
 */
const englishLeft = async (root: Locator, catalog: Catalog): Promise<string[]> => {
  const shown = await root.innerText();
  const translations = Object.values(catalog).join('\n');
  return Object.entries(en)
    .filter(([key, english]) => catalog[key] !== english && english.split(' ').length >= 3)
    .map(([, english]) => english)
    .filter((english) => !/\{\{/.test(english) && !translations.includes(english))
    .filter((english) => shown.includes(english));
};

const depositForm = (page: Page) => page.locator('[data-rdm-widget="deposit-form"]');

const files = new TestFiles();
test.afterAll(() => files.remove());

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

/** Fills, saves, uploads and publishes a record, in the language the page is in. */
const depositIn = async (page: Page, code: string, title: string) => {
  const t = catalogOf(code);
  await page.goto(`/lang?ln=${code}&next=/uploads/new`);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(depositForm(page)).toHaveAttribute('lang', code);
  await page.getByLabel(t['Title']!, { exact: true }).fill(title);
  await page.getByRole('button', { name: t['Save draft'] }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const id = draftIdOf(page);
  await completeDraft(page, id);
  await page.reload();

  const target = uploader(page);
  const file = files.make(`${code}-observations.csv`, 2048);
  await target.root.getByLabel(t['Files to upload']!).setInputFiles(file.path);
  await expect(target.row(file.name)).toContainText(t['Finished']!);
  expect(await englishLeft(depositForm(page), t)).toEqual([]);

  await page.getByRole('button', { name: t['Publish'], exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t['Publish this record?'] });
  await expect(confirm).toBeVisible();
  await expect(confirm.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', code);
  return { id, t, confirm };
};

test('a whole deposit in German: fill, save, upload, publish', async ({ page }) => {
  const { id, t, confirm } = await depositIn(page, 'de', 'Salzgehalt im Kattegat');
  await confirm.getByRole('button', { name: t['Publish'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
});

test('a whole deposit in Arabic, right to left and axe-clean at 1280 and 375 px', async ({
  page,
}) => {
  const { id, t, confirm } = await depositIn(page, 'ar', 'ملوحة مضيق كاتيغات');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(depositForm(page)).toHaveAttribute('dir', 'rtl');
  await expect(confirm.locator('xpath=ancestor::*[@dir][1]')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // The form reads from the right: its title field's label ends at the form's right edge.
  const gap = await page.getByLabel(t['Title']!, { exact: true }).evaluate((input) => {
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    const text = document.createRange();
    text.selectNodeContents(label);
    return label.getBoundingClientRect().right - text.getBoundingClientRect().right;
  });
  expect(gap).toBeLessThan(20);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: t['Publish'], exact: true }).click();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t['Publish'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
});

test('the Share modal in Japanese', async ({ page }) => {
  const t = catalogOf('ja');
  const id = await createCompleteDraft(page, '共有する記録');
  await page
    .context()
    .addCookies([{ name: 'rdm_language', value: 'ja', url: new URL(page.url()).origin }]);
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: t['Share'] }).click();
  const modal = page.getByRole('dialog', { name: t['Share access'] });
  await expect(modal).toBeVisible();
  await modal
    .getByRole('tab', { name: t['Links ({{count}})_other']!.replace('{{count}}', '0') })
    .click();
  await modal.getByRole('button', { name: t['Create link'] }).click();
  await expect(modal.getByText(t['Link created.']!)).toBeVisible();
  expect(await englishLeft(modal, t)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('changing the language in the middle of typing keeps every value, modal and upload', async ({
  page,
}) => {
  const fr = catalogOf('fr');
  const de = catalogOf('de');
  const id = await draftWithFile(page, 'Plankton counts');
  await page.goto(`/uploads/${id}`);
  await page.getByLabel('Title', { exact: true }).fill('Plankton counts, Skagerrak');
  await page.getByLabel('Version').fill('v2');
  await uploader(page).input.setInputFiles(files.make('counts.csv', 4096).path);

  // A host changes the language while a modal is open and half filled.
  await page.getByRole('button', { name: 'Add author' }).click();
  await page.getByRole('dialog', { name: 'Add author' }).getByLabel('Family name').fill('Nilsson');
  await page.evaluate(() =>
    (
      window as unknown as { rdmDemoWidgets: { update(props: object): void }[] }
    ).rdmDemoWidgets.forEach((handle) => handle.update({ i18n: { locale: 'fr' } })),
  );
  const modal = page.getByRole('dialog', { name: fr['Add author'] });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(fr['Family name']!)).toHaveValue('Nilsson');
  await modal.getByLabel(fr['Given names']!).fill('Nils');
  await modal.getByRole('button', { name: fr['Save'], exact: true }).click();
  await expect(modal).toBeHidden();

  // The demo's own menu, as a visitor uses it: opened, then a language chosen.
  await page.getByText('Language: English').click();
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(page.getByText('Language: Deutsch')).toBeFocused();
  await expect(depositForm(page)).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(de['Title']!, { exact: true })).toHaveValue(
    'Plankton counts, Skagerrak',
  );
  await expect(page.getByLabel(de['Version']!)).toHaveValue('v2');
  await expect(uploader(page).row('counts.csv')).toContainText(de['Finished']!);
  await expect(depositForm(page).getByText('Nilsson, Nils')).toBeVisible();
  // The config came again in German: its vocabularies too.
  await expect(depositForm(page).getByText('Datensatz').first()).toBeVisible();

  await page.getByRole('button', { name: de['Save draft'] }).click();
  await expect(
    page.getByRole('status').filter({ hasText: de['Record successfully saved.']! }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(de['Title']!, { exact: true })).toHaveValue(
    'Plankton counts, Skagerrak',
  );
});

test('the standalone bundle loads a language the page did not bring, from beside itself', async ({
  page,
}) => {
  const fr = catalogOf('fr');
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  // A page in English: it brings no other language's script.
  await page.goto('/uploads/new');
  await page.evaluate(() => {
    const element = document.createElement('div');
    element.id = 'french-banner';
    document.querySelector('main')!.prepend(element);
    const widgets = window as unknown as {
      RdmWidgets: { mountStatusBanner(target: Element, props: object): void };
    };
    widgets.RdmWidgets.mountStatusBanner(element, {
      record: { status: 'published' },
      i18n: { locale: 'fr' },
    });
  });
  await expect(page.locator('#french-banner')).toContainText(fr['Your upload is published.']!);
  expect(loaded).toContain('/static/dist/rdm-widgets.standalone.fr.js');
});
