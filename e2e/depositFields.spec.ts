import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addCreator, tick } from './support/forms';
import { logIn } from './support/login';
import { expect, test } from './support/test';
import { clearFaults } from './support/uploads';

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
});

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The form's own description editor (additional descriptions have editors of their own). */
const description = (page: Page) =>
  page.getByRole('textbox', { name: 'Description', exact: true }).first();

const creatorNames = (page: Page) =>
  page
    .getByRole('group', { name: 'Authors/Creators' })
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

/** Saves; a draft still missing required fields is saved too, with the server's warnings. */
const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText(/^Record (successfully saved\.|saved with validation errors:)/),
  ).toBeVisible();
};

test('every field filled on a new upload is saved, back exactly after a reload, and published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/uploads/new');
  await page.getByLabel('Resource type', { exact: true }).first().selectOption('dataset');
  await page.getByLabel('Title', { exact: true }).first().fill('Sea level at Gothenburg');
  await page.getByRole('button', { name: 'Add title' }).click();
  await group(page, 'Additional title 1')
    .getByLabel('Title', { exact: true })
    .fill('Havsnivå i Göteborg');
  await group(page, 'Additional title 1')
    .getByLabel('Type', { exact: true })
    .selectOption('translated-title');
  await page.getByLabel('Publication date', { exact: true }).fill('2026-11');
  await addCreator(page, 'Andersson', 'Alice');
  await addCreator(page, 'Berg', 'Bo');
  await description(page).click();
  await page.keyboard.type('Hourly tide gauge readings.');
  await page.getByRole('button', { name: 'Add standard' }).click();
  const picker = page.getByRole('dialog', { name: 'Add standard license' });
  await picker.getByRole('button', { name: 'All' }).click();
  await picker.getByLabel('Search licenses').fill('Attribution 4.0');
  await tick(picker.getByRole('checkbox', { name: /Creative Commons Attribution 4\.0/ }).first());
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();

  await page.getByRole('button', { name: 'Add contributor' }).click();
  const contributor = page.getByRole('dialog', { name: 'Add contributor' });
  await contributor.getByLabel('Family name').fill('Curie');
  await contributor.getByLabel('Given names').fill('Carl');
  await contributor.getByLabel('Role').selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  await contributor.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('combobox', { name: 'Languages' }).fill('English');
  // The field's own list: the page's language menu has an 'English' option too.
  await page.getByRole('listbox').getByRole('option', { name: 'English', exact: true }).click();
  await page.getByRole('button', { name: 'Add date' }).click();
  await group(page, 'Date 1').getByLabel('Date', { exact: true }).fill('2020/2025');
  await group(page, 'Date 1').getByLabel('Type', { exact: true }).selectOption('collected');
  await page.getByLabel('Version', { exact: true }).fill('v2.1');
  await page.getByLabel('Publisher', { exact: true }).fill('Gothenburg Marine Institute');
  await page.getByLabel('Keyword or subject', { exact: true }).fill('tides');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add funding' }).click();
  await group(page, 'Funding 1')
    .getByLabel('Funder', { exact: true })
    .fill('Swedish Research Council');
  await group(page, 'Funding 1').getByLabel('Award title', { exact: true }).fill('Coastal change');
  await page.getByRole('button', { name: 'Add identifier' }).click();
  await group(page, 'Identifier 1')
    .getByLabel('Identifier', { exact: true })
    .fill('10.5281/zenodo.1234');
  await group(page, 'Identifier 1').getByLabel('Scheme', { exact: true }).selectOption('doi');
  await page.getByRole('button', { name: 'Add related work' }).click();
  await group(page, 'Related work 1').getByLabel('Relation', { exact: true }).selectOption('cites');
  await group(page, 'Related work 1')
    .getByLabel('Identifier', { exact: true })
    .fill('10.1234/tides.2019');
  await page.getByRole('button', { name: 'Add reference' }).click();
  await group(page, 'Reference 1')
    .getByLabel('Reference', { exact: true })
    .fill('Smith (2019). Tides.');
  await expectNoAxeViolations(page);

  await save(page);
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  await page.reload();

  await expect(page.getByLabel('Resource type', { exact: true }).first()).toHaveValue('dataset');
  await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(
    'Sea level at Gothenburg',
  );
  await expect(group(page, 'Additional title 1').getByLabel('Title', { exact: true })).toHaveValue(
    'Havsnivå i Göteborg',
  );
  await expect(group(page, 'Additional title 1').getByLabel('Type', { exact: true })).toHaveValue(
    'translated-title',
  );
  await expect(page.getByLabel('Publication date', { exact: true })).toHaveValue('2026-11');
  expect(await creatorNames(page)).toEqual(['Edit Andersson, Alice', 'Edit Berg, Bo']);
  await expect(description(page)).toHaveText('Hourly tide gauge readings.');
  await expect(
    page.getByRole('group', { name: 'Licenses' }).getByText(/Creative Commons Attribution 4\.0/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Curie, Carl' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove English' })).toBeVisible();
  await expect(group(page, 'Date 1').getByLabel('Date', { exact: true })).toHaveValue('2020/2025');
  await expect(group(page, 'Date 1').getByLabel('Type', { exact: true })).toHaveValue('collected');
  await expect(page.getByLabel('Version', { exact: true })).toHaveValue('v2.1');
  await expect(page.getByLabel('Publisher', { exact: true })).toHaveValue(
    'Gothenburg Marine Institute',
  );
  await expect(page.getByRole('button', { name: 'Remove tides' })).toBeVisible();
  await expect(group(page, 'Funding 1').getByLabel('Funder', { exact: true })).toHaveValue(
    'Swedish Research Council',
  );
  await expect(group(page, 'Funding 1').getByLabel('Award title', { exact: true })).toHaveValue(
    'Coastal change',
  );
  await expect(group(page, 'Identifier 1').getByLabel('Identifier', { exact: true })).toHaveValue(
    '10.5281/zenodo.1234',
  );
  await expect(group(page, 'Related work 1').getByLabel('Scheme', { exact: true })).toHaveValue(
    'doi',
  );
  await expect(group(page, 'Reference 1').getByLabel('Reference', { exact: true })).toHaveValue(
    'Smith (2019). Tides.',
  );
  await expectNoAxeViolations(page);

  await tick(page.getByLabel('Metadata-only record'));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish this record?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page).toHaveURL(/\/records\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sea level at Gothenburg' }),
  ).toBeVisible();
});

test('creators reordered by keyboard and by drag and drop stay in their new order', async ({
  page,
}) => {
  await page.goto('/uploads/new');
  await page.getByLabel('Title', { exact: true }).first().fill('Reordered authors');
  await addCreator(page, 'Andersson', 'Alice');
  await addCreator(page, 'Berg', 'Bo');
  await addCreator(page, 'Carlsson', 'Cia');

  const down = page.getByRole('button', { name: 'Move Andersson, Alice down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Andersson, Alice moved to position 2 of 3')).toBeAttached();
  await save(page);
  await page.reload();
  // The form mounts once its modules have loaded, after the page's load event.
  await expect
    .poll(() => creatorNames(page))
    .toEqual(['Edit Berg, Bo', 'Edit Andersson, Alice', 'Edit Carlsson, Cia']);

  const rows = page.getByRole('group', { name: 'Authors/Creators' }).getByRole('listitem');
  // Drag and drop loads once the page is idle; its backend marks the handles draggable.
  const handle = rows.nth(2).getByTitle('Drag to reorder');
  await expect(handle).toHaveAttribute('draggable', 'true');
  await handle.dragTo(rows.nth(0));
  expect(await creatorNames(page)).toEqual([
    'Edit Carlsson, Cia',
    'Edit Berg, Bo',
    'Edit Andersson, Alice',
  ]);
  await save(page);
  await page.reload();
  await expect
    .poll(() => creatorNames(page))
    .toEqual(['Edit Carlsson, Cia', 'Edit Berg, Bo', 'Edit Andersson, Alice']);
});
