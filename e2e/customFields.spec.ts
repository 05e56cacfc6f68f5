import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * The demo's custom fields as a depositor fills them: the four bundles and every generic
 * widget InvenioRDM hosts configure, plus the widget the demo page registers itself
 * (server/pages/static/host-widgets.js). Each value is saved, read back from the server as
 * InvenioRDM would store it, and shown again after a reload.
 */

const projectDetails = (page: Page) => page.getByRole('region', { name: 'Project details' });

const openNewUpload = async (page: Page) => {
  await logIn(page, 'alice');
  await page.goto('/uploads/new');
  await expect(projectDetails(page)).toBeAttached();
};

const savedDraft = async (page: Page) => {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  return (await page.request.get(`/api/records/${id}/draft`)).json();
};

test('every custom-field widget saves its value and shows it again after a reload', async ({
  page,
}) => {
  await openNewUpload(page);
  const section = projectDetails(page);
  await page.getByRole('group', { name: 'Journal' }).getByLabel('Journal title').fill('Tides');
  await section.getByRole('textbox', { name: 'Project website' }).fill('https://tides.test');
  await section.getByRole('textbox', { name: 'Data processing' }).fill('Despiked.');
  const methods = section.getByRole('textbox', { name: 'Methods', exact: true });
  await methods.click();
  await page.keyboard.type('Three piers');
  await section.getByRole('textbox', { name: 'Number of samples' }).fill('1200');
  await section.getByRole('combobox', { name: 'Instrument' }).selectOption({ index: 1 });
  const instrument = await section
    .getByRole('combobox', { name: 'Instrument' })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  await section.getByRole('combobox', { name: 'Disciplines' }).fill('geo');
  const suggestions = section.getByRole('listbox', { name: 'Disciplines suggestions' });
  const discipline = (await suggestions.getByRole('option').first().textContent()) ?? '';
  await suggestions.getByRole('option').first().click();
  await section.getByText('Complete', { exact: true }).click();
  const keywords = section.getByRole('textbox', { name: 'Project keywords' });
  await keywords.fill('harbour');
  await keywords.press('Enter');
  await keywords.fill('waves');
  await section.getByRole('button', { name: 'Add project keyword' }).click();
  await section
    .getByRole('group', { name: 'Data quality' })
    .getByRole('radio', { name: '4' })
    .check();
  await expectNoAxeViolations(page);

  const draft = await savedDraft(page);
  expect(draft.errors ?? []).not.toContainEqual(
    expect.objectContaining({ field: expect.stringMatching(/^custom_fields/) }),
  );
  expect(draft.custom_fields).toMatchObject({
    'journal:journal': { title: 'Tides' },
    'demo:project_url': 'https://tides.test',
    'demo:data_processing': 'Despiked.',
    'demo:methods': '<p>Three piers</p>',
    'demo:sample_count': 1200,
    'demo:instrument': { id: expect.any(String), title: expect.any(Object) },
    'demo:disciplines': [{ id: expect.any(String), title: expect.any(Object) }],
    'demo:ongoing': false,
    'demo:keywords': ['harbour', 'waves'],
    'demo:data_quality': 4,
  });

  await page.reload();
  await expect(projectDetails(page)).toBeAttached();
  const again = projectDetails(page);
  await expect(
    page.getByRole('group', { name: 'Journal' }).getByLabel('Journal title'),
  ).toHaveValue('Tides');
  await expect(again.getByRole('textbox', { name: 'Project website' })).toHaveValue(
    'https://tides.test',
  );
  await expect(again.getByRole('textbox', { name: 'Data processing' })).toHaveValue('Despiked.');
  await expect(again.getByRole('textbox', { name: 'Methods', exact: true })).toHaveText(
    'Three piers',
  );
  await expect(again.getByRole('textbox', { name: 'Number of samples' })).toHaveValue('1200');
  await expect(again.getByRole('combobox', { name: 'Instrument' })).toHaveValue(
    draft.custom_fields['demo:instrument'].id,
  );
  await expect(again.getByRole('combobox', { name: 'Instrument' })).toContainText(instrument);
  await expect(again.getByRole('list', { name: 'Chosen Disciplines' })).toContainText(discipline);
  await expect(again.getByRole('radio', { name: 'Complete' })).toBeChecked();
  await expect(again.getByRole('list', { name: 'Chosen Project keywords' })).toContainText(
    'harbourwaves',
  );
  await expect(
    again.getByRole('group', { name: 'Data quality' }).getByRole('radio', { name: '4' }),
  ).toBeChecked();
});

test('a value the server refuses is shown at its field, and the typed text stays', async ({
  page,
}) => {
  await openNewUpload(page);
  const count = projectDetails(page).getByRole('textbox', { name: 'Number of samples' });
  await count.fill('about 12');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(count).toHaveAccessibleDescription(/Not a valid integer\./);
  await expect(count).toHaveValue('about 12');
});
