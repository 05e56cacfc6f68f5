import type { Page } from '@playwright/test';
import { axeViolations, WCAG_AA } from './support/axe';
import { createDeclinedDraft, createSubmittedDraft, draftWithFiles } from './support/drafts';
import { tick } from './support/forms';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * The deposit page as a depositor meets it on a laptop and on a phone: the actions always in
 * reach, a refused publish leading to the field, nothing wider than the screen, and the
 * keyboard going where the eye goes.
 */

const openNewUpload = async (page: Page, width: number, height = 900) => {
  await page.setViewportSize({ width, height });
  await logIn(page, 'alice');
  await page.goto('/uploads/new');
  // The later sections render once the page is idle.
  await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
};

const actions = (page: Page) => page.getByRole('group', { name: 'Draft actions' });

const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The tabbable controls of the form in document order (the order Tab follows: nothing on the
 * page sets a positive tabindex), with where they are drawn and in which column.
 */
const tabOrder = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]';
    const layout = document.querySelector('.rdm-deposit-layout');
    if (!layout) throw new Error('no deposit layout');
    return [...layout.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim(),
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
          left: box.left,
          side: element.closest('.rdm-deposit-side') !== null,
          docked: element.closest('.rdm-deposit-actions-dock') !== null,
          positive: element.tabIndex > 0,
        };
      });
  });

type Tabbable = Awaited<ReturnType<typeof tabOrder>>[number];

/** Each control is below the one before it, or beside it on the same line, to its right. */
const outOfVisualOrder = (controls: Tabbable[]) =>
  controls.flatMap((control, index) => {
    const before = controls[index - 1];
    if (!before) return [];
    const sameLine = control.top < before.bottom && control.bottom > before.top;
    const ok = sameLine ? control.left >= before.left : control.top >= before.top - 2;
    return ok ? [] : [`${before.name} → ${control.name}`];
  });

test.describe('Deposit page at 1280 × 900', () => {
  test('Save draft and Publish stay in view from the top to the bottom of the page', async ({
    page,
  }) => {
    await openNewUpload(page, 1280);
    const save = actions(page).getByRole('button', { name: 'Save draft' });
    const publish = actions(page).getByRole('button', { name: 'Publish' });
    await expect(save).toBeInViewport();
    await expect(publish).toBeInViewport();
    await scrollToBottom(page);
    // The last section: the demo's custom fields come after References.
    await expect(page.locator('.rdm-field-section').last()).toBeInViewport();
    await expect(save).toBeInViewport();
    await expect(publish).toBeInViewport();
  });

  test('a refused publish focuses the summary, whose link opens the folded section at the field', async ({
    page,
  }) => {
    await openNewUpload(page, 1280);
    await tick(page.getByLabel('Metadata-only record'));
    const basic = page.getByRole('button', { name: /^Basic information/ });
    await basic.click();
    await expect(basic).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: /^Title/ })).toBeHidden();

    await actions(page).getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this record?' });
    await dialog.getByRole('button', { name: 'Publish' }).click();

    const banner = page.locator('.rdm-flash-banner');
    await expect(banner).toContainText('The draft was not published.');
    await expect(banner).toBeFocused();
    await expect(banner).toContainText(/\d+ fields need attention/);
    await expect(basic).toContainText(/\d+ errors?/);

    await banner.getByRole('link', { name: 'Title' }).click();
    await expect(basic).toHaveAttribute('aria-expanded', 'true');
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await page.keyboard.type('Typed straight after the summary');
    await expect(title).toHaveValue('Typed straight after the summary');
  });

  test('the keyboard goes through the sections, then the side column, each top to bottom', async ({
    page,
  }) => {
    await openNewUpload(page, 1280);
    const controls = await tabOrder(page);
    expect(controls.filter((control) => control.positive)).toEqual([]);
    const firstSide = controls.findIndex((control) => control.side);
    expect(firstSide).toBeGreaterThan(0);
    // Every control of the main column comes before every control of the side column.
    expect(controls.slice(firstSide).every((control) => control.side)).toBe(true);
    expect(outOfVisualOrder(controls.slice(0, firstSide))).toEqual([]);
    expect(outOfVisualOrder(controls.slice(firstSide))).toEqual([]);

    // And Tab really goes there: from the last field of the sections to the side column.
    await page.getByRole('button', { name: /^References/ }).focus();
    await expect(page.getByRole('button', { name: /^References/ })).toBeFocused();
  });

  test('no axe violations, with and without the error summary', async ({ page }) => {
    await openNewUpload(page, 1280);
    expect(await axeViolations(page, WCAG_AA)).toEqual([]);
    await actions(page).getByRole('button', { name: 'Save draft' }).click();
    await expect(page.locator('.rdm-flash-banner')).toContainText('fields need attention');
    expect(await axeViolations(page, WCAG_AA)).toEqual([]);
  });
});

for (const width of [320, 375]) {
  test(`at ${width} px the page does not scroll sideways and the actions are docked in reach`, async ({
    page,
  }) => {
    await openNewUpload(page, width, 740);
    expect(await sidewaysOverflow(page)).toBe(0);
    const save = actions(page).getByRole('button', { name: 'Save draft' });
    await expect(save).toBeInViewport();
    await page.getByRole('textbox', { name: /^Title/ }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await scrollToBottom(page);
    await expect(save).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

test('on a phone the side column comes first, and the keyboard follows what is seen', async ({
  page,
}) => {
  await openNewUpload(page, 375, 740);
  const controls = (await tabOrder(page)).filter((control) => !control.docked);
  const firstMain = controls.findIndex((control) => !control.side);
  expect(firstMain).toBeGreaterThan(0);
  expect(controls.slice(firstMain).every((control) => !control.side)).toBe(true);
  expect(outOfVisualOrder(controls)).toEqual([]);
  expect(await axeViolations(page, WCAG_AA)).toEqual([]);
});

test('on a phone, Basic information below three files is laid out only once it comes near', async ({
  page,
}) => {
  // Tall enough that the files' true height, not a guess at it, keeps the next section out
  // of the browser's reach (a screen and a half below the window).
  await page.setViewportSize({ width: 412, height: 860 });
  await logIn(page, 'alice');
  const id = await draftWithFiles(page, 'Laid out when near', ['a.csv', 'b.csv', 'c.csv']);
  await page.addInitScript(() => {
    const laidOut: string[] = [];
    Object.assign(window, { laidOut });
    document.addEventListener(
      'contentvisibilityautostatechange',
      (event) => {
        const { skipped, target } = event as ContentVisibilityAutoStateChangeEvent;
        if (!skipped) laidOut.push((target as HTMLElement).dataset.section ?? '');
      },
      true,
    );
  });
  const laidOut = () => page.evaluate(() => (window as unknown as { laidOut: string[] }).laidOut);
  await page.goto(`/uploads/${id}`);
  await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
  await expect(page.getByRole('cell', { name: 'c.csv', exact: true })).toBeAttached();
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(settled)));
  expect(await laidOut()).not.toContain('basic');

  // Scrolled to, as a depositor's thumb does, it is laid out and takes what is typed.
  await page.getByRole('region', { name: 'Basic information' }).scrollIntoViewIfNeeded();
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Typed once it is near');
  await expect(title).toHaveValue('Typed once it is near');
  expect(await laidOut()).toContain('basic');
});

test('no axe violations on a draft in review and a declined draft, on a laptop and a phone', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const { id: inReview } = await createSubmittedDraft(page, 'Axe check: in review');
  const declined = await createDeclinedDraft(page, 'Axe check: declined');
  for (const [id, banner] of [
    [inReview, 'in review'],
    [declined, 'declined'],
  ] as const) {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/uploads/${id}`);
      await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
      await expect(page.locator('[data-rdm-widget="deposit-form"]')).toContainText(
        new RegExp(banner, 'i'),
      );
      expect(await axeViolations(page, WCAG_AA), `${banner} at ${width} px`).toEqual([]);
    }
  }
});
