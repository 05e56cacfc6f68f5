import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';

test('the example page without a build step mounts its widgets, and its draft saves', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
  });
  await page.goto('/static/examples/standalone.html');
  await expect(page.getByRole('heading', { name: 'rdm-widgets without a bundler' })).toBeVisible();
  await expect(page.getByText('In review')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Made on the example page');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Saved: the page's address becomes the new draft's own.
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});
