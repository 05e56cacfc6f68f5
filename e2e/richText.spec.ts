import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn } from './support/login';
import { CSP_REPORTS_EXPECTED, expect, test } from './support/test';
import { clearFaults } from './support/uploads';

/**
 * The rich-text editor in a real browser, where the caret, the selection and the clipboard
 * behave as users meet them (jsdom has no layout, so component tests place carets by hand).
 * The demo's pages load the standalone bundle, so this is its separate editor script too.
 */
test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await logIn(page, 'alice');
  await page.goto('/uploads/new');
});

const description = (page: Page) =>
  page.getByRole('textbox', { name: 'Description', exact: true }).first();

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Text formatting' }).first();

/** The description as the draft stores it, read back from the server after a save. */
const savedDescription = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  const draft = await (await page.request.get(`/api/records/${id}/draft`)).json();
  return draft.metadata.description;
};

test('bold, italic, a list and a link, typed and clicked, are saved as the HTML shown', async ({
  page,
}) => {
  await description(page).click();
  await page.keyboard.type('Tide gauge ');
  await toolbar(page).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('hourly');
  await toolbar(page).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' readings');
  await page.keyboard.press('Enter');
  await toolbar(page).getByRole('button', { name: 'Bulleted list' }).click();
  await expect(toolbar(page).getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('first');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+i');
  await page.keyboard.type('second');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('See the site');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'site'.length; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await toolbar(page).getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('example.org');
  await page.keyboard.press('Enter');
  await expect(toolbar(page).getByRole('button', { name: 'Link' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);

  // The server keeps what InvenioRDM's allow list keeps: a link's `target` is not on it.
  expect(await savedDescription(page)).toBe(
    '<p>Tide gauge <b>hourly</b> readings</p><ul><li>first</li><li><i>second</i></li></ul>' +
      '<p>See the <a href="https://example.org" rel="noopener noreferrer">site</a></p>',
  );
  await page.reload();
  await expect(description(page).locator('b')).toHaveText('hourly');
  await expect(description(page).locator('li')).toHaveText(['first', 'second']);
  await expect(description(page).locator('a')).toHaveAttribute('href', 'https://example.org');
});

test('formats by keyboard alone: Tab to the toolbar keeps the selection it formats', async ({
  page,
}) => {
  await description(page).click();
  await page.keyboard.type('Important');
  await page.keyboard.press('Control+a');
  // The toolbar comes before the text, one Tab stop: Shift+Tab reaches its first button.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar(page).getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(description(page)).toBeFocused();
  await expect(toolbar(page).getByRole('button', { name: 'Bold' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await savedDescription(page)).toBe('<p><b>Important</b></p>');
});

test('pasted HTML keeps only what rich text may hold', async ({ page }) => {
  test.info().annotations.push({ type: CSP_REPORTS_EXPECTED });
  await description(page).click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<h1 style="color:red">Heading</h1><p onclick="alert(1)">Kept <strong>strong</strong>' +
        '<img src="x" onerror="alert(1)"><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad link</a></p>',
    );
    data.setData('text/plain', 'Heading Kept strong bad link');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(description(page)).toContainText('Kept strong');
  const saved = await savedDescription(page);
  expect(saved).toContain('Kept <b>strong</b>');
  expect(saved).not.toMatch(/<img|<script|onclick|onerror|javascript:|style=|<h1/);
});

test('Tab leaves the text, even in a list', async ({ page }) => {
  await description(page).click();
  await toolbar(page).getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('one');
  await page.keyboard.press('Tab');
  await expect(description(page)).not.toBeFocused();
  await expect(description(page).locator('ul ul')).toHaveCount(0);
});

test('the toolbar follows the caret moved by hand after the text was left and entered again', async ({
  page,
}) => {
  const bold = toolbar(page).getByRole('button', { name: 'Bold' });
  await description(page).click();
  await page.keyboard.type('Tide ');
  await bold.click();
  await page.keyboard.type('hourly');
  await page.getByRole('textbox', { name: 'Title *' }).click();

  await description(page).locator('b').click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Home');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('End');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
});
