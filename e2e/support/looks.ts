import { expect, type Page } from '@playwright/test';

/** The widths every look is pictured and checked at: a laptop and a phone. */
export const LOOK_WIDTHS = [1280, 375];

/** The browser's time in every picture: what dates, times and relative times show. */
export const LOOKS_TIME = new Date('2026-11-27T10:00:00Z');

/** What a widget shows while it waits for an answer. */
const BUSY = '.ui.loader.active, .ui.loading, [aria-busy="true"], [data-state="loading"]';

/** How long a story may take to show what its fakes answered. */
const LOADED_WITHIN = 2_000;

/** Whether a modal or dialog is open: then the whole window is the picture. */
const modalOpen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.ui.modal, [role="dialog"]')].some(
      (modal) => modal.getClientRects().length > 0,
    ),
  );

/**
 * Gives the story's root a margin of its own without moving the story, so that its pictures
 * keep the focus rings and shadows at its edges.
 */
export const widenStoryRoot = (page: Page) =>
  page.addStyleTag({ content: '#storybook-root { padding: 8px; margin: -8px; }' });

/**
 * How much of a tall story is pictured: its first two screens. Chromium's headless shell
 * leaves a taller picture blank below about 2,300 px, and where it drew further, the
 * height of a whole form's picture changed from run to run by a line somewhere out of
 * sight; the layout checks still walk the whole story.
 */
const PICTURED_HEIGHT = 2000;

/**
 * Compares a story's look with its baseline (soft: one run lists every changed story): the
 * window when a modal is open, else the story's root, up to `PICTURED_HEIGHT`, so that a
 * button's picture is a button's size. The root is measured again for every picture taken,
 * so a story that grows once its data has loaded is pictured grown.
 */
export const expectStoryLook = async (page: Page, name: string): Promise<void> => {
  // A story's fakes answer a moment after it has rendered; a story of a loading state stays
  // so, and is pictured as it is once the wait is over.
  await page
    .waitForFunction(
      (busy) => !document.querySelector(busy) && !document.body.innerText.includes('Loading…'),
      BUSY,
      { timeout: LOADED_WITHIN },
    )
    .catch(() => undefined);
  if (await modalOpen(page)) {
    await expect.soft(page).toHaveScreenshot(name);
    return;
  }
  const root = page.locator('#storybook-root');
  const box = await root.boundingBox();
  if (!box || box.height <= PICTURED_HEIGHT) {
    await expect.soft(root).toHaveScreenshot(name);
    return;
  }
  // From the top: a sticky side column is drawn where the window's scroll puts it, and the
  // scroll a story's play left (a control clicked or focused) came before or after its data,
  // from run to run. The clip is then in the page's coordinates as much as in the window's.
  await page.evaluate(() => window.scrollTo(0, 0));
  const fromTop = (await root.boundingBox()) ?? box;
  const clip = { x: fromTop.x, y: fromTop.y, width: fromTop.width, height: PICTURED_HEIGHT };
  await expect.soft(page).toHaveScreenshot(name, { fullPage: true, clip });
};
