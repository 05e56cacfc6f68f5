import { expectNoAxeViolations } from './support/axe';
import { callApi, createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults } from './support/uploads';

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

/** 50 authors, every other one at CERN by its ROR id, and one with a wrong ORCID check digit. */
const authorsCsv = () => {
  const rows = Array.from(
    { length: 50 },
    (_, index) => `Author ${index + 1},Ann,,${index % 2 ? '01ggx4157' : 'Home office'}`,
  );
  rows.splice(5, 0, 'Wrong,Orcid,0000-0002-1825-0098,');
  return ['family_name,given_name,orcid,affiliations', ...rows].join('\n');
};

interface SavedCreator {
  person_or_org: { name?: string };
  affiliations?: { id?: string; name?: string }[];
}

test('imports 50 authors from a CSV file with one bad row, saved and back after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await createCompleteDraft(page, 'Fifty authors');
  await page.goto(`/uploads/${id}`);

  await page.getByRole('button', { name: 'Import creators from file' }).click();
  const modal = page.getByRole('dialog', { name: 'Import creators from file' });
  await modal.getByLabel('Choose file').setInputFiles({
    name: 'authors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(authorsCsv()),
  });
  await expect(modal.getByRole('table')).toBeVisible();
  await expect(modal.getByRole('status')).toContainText('1 entry could not be imported');
  await expect(modal.getByRole('row', { name: /Wrong, Orcid/ })).toContainText(
    'Invalid ORCID identifier.',
  );
  // Nothing is added before the user confirms.
  await expect(
    page.getByRole('group', { name: 'Creators' }).getByRole('button', { name: /^Edit / }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  const add = modal.getByRole('button', { name: 'Add 50 creators' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(modal).toBeHidden();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Record successfully saved.')).toBeVisible();
  await page.reload();
  const creators = page.getByRole('list', { name: 'Creators' });
  await expect(creators.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '51');

  const saved = await callApi(page, 'GET', `/api/records/${id}/draft`);
  const list = (saved.body as { metadata: { creators: SavedCreator[] } }).metadata.creators;
  expect(list).toHaveLength(51);
  expect(list.map((creator) => creator.person_or_org.name)).not.toContain('Wrong, Orcid');
  expect(list[1]?.person_or_org.name).toBe('Author 1, Ann');
  expect(list[1]?.affiliations).toEqual([{ name: 'Home office' }]);
  expect(list[2]?.affiliations?.map((affiliation) => affiliation.id)).toEqual(['01ggx4157']);
});
