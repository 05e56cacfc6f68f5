import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * The suggestions a depositor picks from, against both content negotiations (the `api-v12`
 * project runs this on a server answering as InvenioRDM v12: plain JSON only for names,
 * affiliations and subjects, where the vendor type alone gets 406).
 */
test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test(
  'a depositor picks a person, a subject, a funder and an award from the suggestions',
  { tag: '@drop-in' },
  async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 406)
        refused.push(response.url());
    });
    await page.goto('/uploads/new');

    await page.getByRole('button', { name: 'Add author' }).click();
    const creator = page.getByRole('dialog', { name: 'Add author' });
    await creator.getByRole('combobox', { name: 'Search for a person' }).fill('Lovelace');
    await creator.getByRole('option', { name: /Lovelace, Ada/ }).click();
    await expect(creator.getByLabel('Family name')).toHaveValue('Lovelace');
    await expect(creator.getByLabel('Given names')).toHaveValue('Ada');
    await creator.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(creator).toBeHidden();
    await expect(
      page
        .getByRole('group', { name: 'Authors/Creators' })
        .getByRole('button', { name: /^Edit Lovelace, Ada/ }),
    ).toBeVisible();

    await page.getByLabel('Keyword or subject', { exact: true }).fill('Earth and related');
    await page.getByRole('option', { name: /Earth and related environmental sciences/ }).click();
    await expect(page.getByText('Earth and related environmental sciences')).toBeVisible();

    await page.getByRole('button', { name: 'Add funding' }).click();
    const funding = group(page, 'Funding 1');
    await funding.getByLabel('Funder', { exact: true }).fill('European Commission');
    await funding
      .getByRole('option', { name: /^European Commission/ })
      .first()
      .click();
    await funding.getByLabel('Award title', { exact: true }).fill('246686');
    // The title comes from the award's vendor form (title_l10n) on v13, its title object on v12.
    await funding
      .getByRole('option', {
        name: '246686 – OpenAIRE: Open Access Infrastructure for Research in Europe',
      })
      .click();
    await expect(funding.getByRole('group', { name: 'Award' })).toContainText(
      '246686 – Open Access Infrastructure for Research in Europe',
    );
    await expectNoAxeViolations(page);
    expect(refused).toEqual([]);
  },
);
