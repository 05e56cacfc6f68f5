import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, draftIdOf } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults, pickFiles, TestFiles, uploader } from './support/uploads';

/**
 * Starting a new upload from a DOI or a citation file, against the reference server's fake
 * resolver (`--prefill-fixtures`: the lookups are answered from test/fixtures/prefill, never by
 * the public services).
 */

/** DataCite's dataset DOI of the fixtures (`test/fixtures/prefill/datacite/`). */
const DATACITE_DATASET = '10.5281/zenodo.7654321';
/** Crossref's article DOI of the fixtures (`test/fixtures/prefill/crossref/`). */
const CROSSREF_ARTICLE = '10.1371/journal.pcbi.1011043';
/** Citation files of real-world shapes. */
const SAMPLES = 'test/fixtures/prefill/samples';
/** A DOI no fixture answers. */
const UNKNOWN = '10.5281/zenodo.0';

let files: TestFiles;

test.beforeEach(async ({ page, request }) => {
  files = new TestFiles();
  await clearFaults(request);
  await logIn(page, 'alice');
});
test.afterEach(() => files.remove());

const prefillDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Start from a DOI or a citation file' });

const openPrefill = async (page: Page) => {
  await page.goto('/uploads/new');
  const panel = page.getByRole('region', { name: 'Start from a DOI or a citation file' });
  await panel.getByRole('button', { name: 'Start from …' }).click();
  const dialog = prefillDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
};

const lookUp = async (page: Page, doi: string) => {
  const dialog = await openPrefill(page);
  await dialog.getByLabel('DOI, arXiv, PubMed or ORCID work').fill(doi);
  await dialog.getByRole('button', { name: 'Look up' }).click();
  return dialog;
};

const fillTheForm = async (page: Page) => {
  const dialog = prefillDialog(page);
  await dialog.getByRole('button', { name: 'Fill the form' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^Filled \d+ fields? from/ }),
  ).toBeVisible();
};

/** Gives the filled form a file, saves it, and answers the new draft's id. */
const saveWithAFile = async (page: Page, name: string, size: number) => {
  const file = files.make(name, size);
  const target = uploader(page);
  await pickFiles(target, [file]);
  await expect(target.row(file.name).locator('code')).toHaveText(file.md5, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  return draftIdOf(page);
};

const publish = async (page: Page, id: string) => {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish this record?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
};

test('a new upload offers to start from a work; a DOI not found says so and keeps the text', async ({
  page,
}) => {
  const dialog = await lookUp(page, UNKNOWN);
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(dialog.getByLabel('DOI, arXiv, PubMed or ORCID work')).toHaveValue(UNKNOWN);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start from …' })).toBeFocused();
});

test('a DataCite dataset DOI fills a draft that publishes once it has a file', async ({ page }) => {
  test.setTimeout(60_000);
  const dialog = await lookUp(page, DATACITE_DATASET);
  await expect(dialog.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog
    .getByLabel(`Add ${DATACITE_DATASET} to the related works as`)
    .selectOption('isidenticalto');
  await fillTheForm(page);
  await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(
    'Alpine glacier surface velocities 2015-2022',
  );

  const id = await saveWithAFile(page, 'readings.csv', 2048);
  const saved = await callApi(page, 'GET', `/api/records/${id}/draft`);
  expect(saved.body).toMatchObject({
    metadata: {
      resource_type: { id: 'dataset' },
      // The source's own related works, and the source itself as the depositor chose.
      related_identifiers: expect.arrayContaining([
        expect.objectContaining({ relation_type: expect.objectContaining({ id: 'isversionof' }) }),
        {
          relation_type: expect.objectContaining({ id: 'isidenticalto' }),
          identifier: DATACITE_DATASET,
          scheme: 'doi',
        },
      ]),
    },
  });

  await publish(page, id);
});

test('a Crossref article DOI fills a draft that saves and publishes once it has a file', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const dialog = await lookUp(page, CROSSREF_ARTICLE);
  await expect(dialog.getByRole('checkbox', { name: 'Use Title' })).toBeChecked();
  await fillTheForm(page);
  const id = await saveWithAFile(page, 'article.pdf', 4096);
  const saved = await callApi(page, 'GET', `/api/records/${id}/draft`);
  expect(saved.body).toMatchObject({
    metadata: {
      resource_type: { id: 'publication-article' },
      title: 'Capturing provenance in computational biology workflows',
    },
  });
  expect(
    (saved.body as { metadata: { creators: unknown[] } }).metadata.creators.length,
  ).toBeGreaterThan(0);

  await publish(page, id);
});

test('a BibTeX file of three works asks which one to start from', async ({ page }) => {
  const dialog = await openPrefill(page);
  await dialog.getByLabel('Choose file').setInputFiles(`${SAMPLES}/three-entries.bib`);
  const works = dialog.getByRole('group', { name: 'Which work do you start from?' });
  await expect(works.getByRole('radio')).toHaveCount(3);
  await expect(dialog.getByRole('table')).toBeHidden();
  // Semantic UI's radio draws its own circle over the input: a person presses the label.
  await works.getByText(/^Long-term preservation of research software/).click();
  await expect(
    works.getByRole('radio', { name: /^Long-term preservation of research software/ }),
  ).toBeChecked();
  await expect(dialog.getByRole('table')).toBeVisible();
  await fillTheForm(page);
  await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(
    'Long-term preservation of research software',
  );
});

test('a CITATION.cff fills creators with ORCID, version, licence and the repository', async ({
  page,
}) => {
  const dialog = await openPrefill(page);
  await dialog.getByLabel('Choose file').setInputFiles(`${SAMPLES}/CITATION.cff`);
  await expect(dialog.getByRole('table')).toBeVisible();
  await fillTheForm(page);
  await expect(page.getByLabel('Version')).toHaveValue('2.4.1');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const saved = await callApi(page, 'GET', `/api/records/${draftIdOf(page)}/draft`);
  expect(saved.body).toMatchObject({
    metadata: {
      version: '2.4.1',
      rights: [{ id: 'apache-2.0' }],
    },
  });
  const { creators } = (saved.body as { metadata: { creators: unknown[] } }).metadata;
  expect(creators[0]).toMatchObject({
    person_or_org: {
      family_name: 'Keller',
      identifiers: [{ scheme: 'orcid', identifier: '0000-0002-1825-0097' }],
    },
  });
  expect(JSON.stringify(saved.body)).toContain('https://github.com/glacier-lab/glacierflow');
});
