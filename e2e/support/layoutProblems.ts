import type { Page } from '@playwright/test';

/**
 * What a person sees wrong in the page's layout, one readable line each, of the defects found
 * by eye that a green suite had let through:
 * - an open modal in the top-left corner, or off the middle (`.ui.modal`, `[role=dialog]`);
 * - text cut inside a form control: more text than the box shows, or the glyphs of its line
 *   reaching past the control's inner box ('Can view' without its descenders in a select);
 * - a page wider than the window (the uploader 819 px wide at 375 px).
 */
export const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    /** Within this many pixels, a box is where it should be (rounding, half pixels). */
    const SLACK = 1;
    /** How far off the middle a modal may sit: Fomantic's own centring lands within 2 px. */
    const CENTRED_WITHIN = 4;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        element.getClientRects().length > 0 &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        parseFloat(style.opacity) > 0
      );
    };
    const named = (element: Element) => {
      const text =
        (element as HTMLInputElement).value ||
        element.getAttribute('aria-label') ||
        element.textContent ||
        '';
      const classes = element.classList.length ? `.${[...element.classList].join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes} "${text.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    const problems: string[] = [];

    const width = document.documentElement.clientWidth;
    for (const modal of document.querySelectorAll('.ui.modal, [role="dialog"]')) {
      if (!shown(modal)) continue;
      const box = modal.getBoundingClientRect();
      if (box.left <= 0 || box.top <= 0) {
        problems.push(
          `modal ${named(modal)} touches the top-left corner (left ${box.left}, top ${box.top})`,
        );
      } else if (box.width < width - SLACK) {
        const offMiddle = Math.abs(box.left - (width - box.right));
        if (offMiddle > CENTRED_WITHIN) {
          problems.push(
            `modal ${named(modal)} is ${offMiddle.toFixed(0)} px off the middle (left ${box.left.toFixed(0)}, right ${(width - box.right).toFixed(0)})`,
          );
        }
      }
    }

    const controls = document.querySelectorAll<HTMLElement>(
      [
        'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="file"], [type="range"], [type="color"])',
        'select',
        'button',
        '.ui.button',
        '.ui.label',
        '.ui.dropdown',
      ].join(', '),
    );
    for (const control of controls) {
      if (!shown(control)) continue;
      const style = getComputedStyle(control);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
        // The text of an input or a select is not in the DOM: its line must fit the content box.
        const room =
          control.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const line = parseFloat(style.fontSize) * 1.15;
        if (room + SLACK < line) {
          problems.push(
            `${named(control)}: ${room.toFixed(1)} px of height for ${line.toFixed(1)} px of text`,
          );
        }
        continue;
      }
      // A dropdown's own box scrolls its menu; its chosen text is what must show whole.
      const holder =
        control.matches('.ui.dropdown') && control.querySelector(':scope > .text')
          ? (control.querySelector(':scope > .text') as HTMLElement)
          : control;
      // Its scroll size counts the glyphs of a line taller than the box, clipped or not.
      if (
        holder.scrollWidth > holder.clientWidth + SLACK ||
        holder.scrollHeight > holder.clientHeight + SLACK
      ) {
        problems.push(
          `${named(control)}: its text needs ${holder.scrollWidth}×${holder.scrollHeight} px, it shows ${holder.clientWidth}×${holder.clientHeight}`,
        );
      }
    }

    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > innerWidth) {
      // The outermost element past the window's edge: the one to make narrower.
      const widest = [...document.body.querySelectorAll('*')].find(
        (element) => shown(element) && element.getBoundingClientRect().right > innerWidth + SLACK,
      );
      problems.push(
        `the page is ${scroller.scrollWidth} px wide in a ${innerWidth} px window${widest ? ` (${named(widest)} reaches ${widest.getBoundingClientRect().right.toFixed(0)} px)` : ''}`,
      );
    }
    return problems;
  });
