import type { Locator, Page } from '@playwright/test';
import { createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { DEPOSIT_MODALS, MODAL_VIEWPORTS } from './support/modals';
import { expect, test } from './support/test';

/** Tab presses of the walk: more than any modal has controls, so it comes round. */
const TAB_PRESSES = 30;

/** Where the modal sits and how its parts are laid out, measured in the page. */
const layoutOf = (dialog: Locator) =>
  dialog.evaluate((modal) => {
    const box = modal.getBoundingClientRect();
    // The dimmer covers the window; its client width leaves out a scroll bar of its own.
    const window = (modal.closest('.dimmer') ?? document.documentElement).clientWidth;
    const em = parseFloat(getComputedStyle(modal).fontSize);
    const content = modal.querySelector(':scope > .content');
    const shown = (element: Element) => element.getClientRects().length > 0;
    const first = [
      ...(content?.querySelectorAll('input:not([type="hidden"]), select, textarea, button, p') ??
        []),
    ].find(shown);
    const firstBox = first?.getBoundingClientRect();
    const pastEdges = [
      ...modal.querySelectorAll('input:not([type="hidden"]), select, textarea, button'),
    ].filter((control) => {
      const edges = control.getBoundingClientRect();
      return shown(control) && (edges.left < box.left - 1 || edges.right > box.right + 1);
    });
    return {
      pastEdges: pastEdges.map((control) => control.textContent || control.outerHTML.slice(0, 60)),
      left: box.left,
      right: window - box.right,
      top: box.top,
      fitsWindow: box.height < innerHeight,
      em,
      hasContent: content !== null,
      actionsOutside: modal.querySelector('.actions:not(:scope > .actions)') !== null,
      firstInset: firstBox && {
        left: firstBox.left - box.left,
        right: box.right - firstBox.right,
      },
    };
  });

/**
 * Form controls whose text does not fit: more text than the box shows (scrollHeight), or a
 * content box lower than a line of its font, which cuts the descenders off ('Can view').
 */
const clippedControls = (dialog: Locator) =>
  dialog.evaluate((modal) => {
    const controls = modal.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"], [type="checkbox"], [type="radio"]), select, textarea, .ui.dropdown > .text',
    );
    return [...controls]
      .filter((control) => control.getClientRects().length > 0)
      .flatMap((control) => {
        const style = getComputedStyle(control);
        const room =
          control.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const line = parseFloat(style.fontSize) * 1.2;
        const name = `${control.tagName.toLowerCase()} "${(control as HTMLInputElement).value ?? control.textContent}"`;
        if (control.scrollHeight > control.clientHeight + 1) return [`${name} scrolls`];
        if (!(control instanceof HTMLTextAreaElement) && room + 1 < line) {
          return [`${name}: ${room}px for ${line.toFixed(1)}px of text`];
        }
        return [];
      });
  });

/** Whether focus is in the newest open dialog. */
const focusInNewestDialog = (page: Page) =>
  page.evaluate(() => {
    const dialogs = document.querySelectorAll('[role="dialog"]');
    return dialogs[dialogs.length - 1]?.contains(document.activeElement) ?? false;
  });

/**
 * How far the page scrolled under a turn of the mouse wheel at the window's top-left corner
 * (the dimmer while a modal is open) and a press of Page Down where focus is. Both scroll
 * smoothly: the page is measured after a while.
 */
const pageScrolledByUser = async (page: Page) => {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(4, 4);
  await page.mouse.wheel(0, 400);
  await page.keyboard.press('PageDown');
  await page.waitForTimeout(500);
  return (await page.evaluate(() => window.scrollY)) - before;
};

/** Presses Escape until no dialog is open (a few times at most). */
const closeAll = async (page: Page) => {
  for (let presses = 0; presses < 4 && (await page.getByRole('dialog').count()) > 0; presses++) {
    await page.keyboard.press('Escape');
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

for (const viewport of MODAL_VIEWPORTS) {
  test(`every modal of the deposit page at ${viewport.width} px is centred, padded, holds the page still and keeps the keyboard`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logIn(page, 'alice');
    const id = await createCompleteDraft(page, 'Modals seen at one width');
    await page.goto(`/uploads/${id}`);
    await expect(page.getByRole('button', { name: 'Add author' })).toBeVisible();

    for (const modal of DEPOSIT_MODALS) {
      const dialog = await modal.open(page);
      const name = `${modal.slug} at ${viewport.width} px`;
      const layout = await layoutOf(dialog);
      expect.soft(Math.abs(layout.left - layout.right), `${name}: margins`).toBeLessThanOrEqual(2);
      if (layout.fitsWindow) {
        expect.soft(layout.top, `${name}: top`).toBeGreaterThan(0);
        expect.soft(layout.left, `${name}: left`).toBeGreaterThan(0);
      }
      expect.soft(layout.pastEdges, `${name}: controls past its edges`).toEqual([]);
      expect.soft(layout.hasContent, `${name}: content a child of the modal`).toBe(true);
      expect.soft(layout.actionsOutside, `${name}: actions a child of the modal`).toBe(false);
      expect
        .soft(layout.firstInset?.left, `${name}: inset`)
        .toBeGreaterThanOrEqual(layout.em - 0.5);
      expect
        .soft(layout.firstInset?.right, `${name}: inset`)
        .toBeGreaterThanOrEqual(layout.em - 0.5);
      expect.soft(await clippedControls(dialog), `${name}: clipped text`).toEqual([]);
      expect.soft(await pageScrolledByUser(page), `${name}: page scrolled behind`).toBe(0);
      // Nor does the page keep a scroll bar to drag (the test's browser draws none to try).
      expect
        .soft(await page.evaluate(() => getComputedStyle(document.body).overflowY), name)
        .toBe('hidden');

      expect.soft(await focusInNewestDialog(page), `${name}: focus on opening`).toBe(true);
      const strays: string[] = [];
      for (let press = 1; press <= TAB_PRESSES; press++) {
        await page.keyboard.press(press % 6 === 0 ? 'Shift+Tab' : 'Tab');
        if (!(await focusInNewestDialog(page))) strays.push(`press ${press}`);
      }
      expect.soft(strays, `${name}: Tab presses that left the modal`).toEqual([]);

      await closeAll(page);
      await expect
        .soft(page.getByRole('button', { name: modal.opener, exact: true }), `${name}: focus back`)
        .toBeFocused();
    }
    // The page the modals held still scrolls once they are closed.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await pageScrolledByUser(page)).toBeGreaterThan(0);
  });
}
