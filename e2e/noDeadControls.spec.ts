import type { Page, Request } from '@playwright/test';
import {
  createCompleteDraft,
  createDeclinedDraft,
  createSubmittedDraft,
  uploadIdByTitle,
} from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * No dead controls: on each page state, every enabled button and link inside the mounted
 * widgets (as the host page mounts them, no injected handlers) is clicked on a fresh page and
 * must do something a user can notice: a request, a dialog, a file chooser, a new tab, a
 * navigation, or a change in the widget.
 */

/**
 * Enabled buttons and links; a toggle already pressed is the current choice (clicking it again
 * rightly does nothing).
 */
/**
 * The widgets' enabled controls. Not the skip link: it shows only with focus, and what it
 * does is move focus (e2e/depositFirstHour.spec.ts walks it).
 */
const CONTROLS =
  '[data-rdm-widget] :is(button, a[href]):visible:not([disabled], [aria-disabled="true"], [aria-pressed="true"], .rdm-skip-link)';

/**
 * The same, outside the metadata sections. Their controls do not depend on the draft's status:
 * the saved draft's walk clicks every one of them (a complete draft has each list's rows, and
 * every button an empty form has), and the walks of the other states click what those states
 * change (actions, banner, community, files, the section list's marks).
 */
const STATUS_CONTROLS = `${CONTROLS}:not([data-section]:not([data-section="files"]) *)`;

/**
 * How long a click has to show its effect. Generous: on a loaded 2-core machine a large
 * form's re-render has taken longer than 1.5 s, and only a dead control waits it out.
 */
const EFFECT_MS = 4000;

const nameOf = (page: Page, controls: string, index: number) =>
  page
    .locator(controls)
    .nth(index)
    .evaluate(
      (element) =>
        element.getAttribute('aria-label') ||
        element.textContent?.trim() ||
        element.getAttribute('title') ||
        element.outerHTML.slice(0, 80),
    );

/** Counts the page's requests under way (same-origin here: their events are reliable). */
const requestsInFlight = (page: Page) => {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
};

/**
 * How long without a request counts as settled. The first look at a page waits longer than
 * the form's deferred parts may take to appear (useWhenIdle's 500 ms); later looks wait for as
 * many controls as that one found, then this short quiet ('networkidle' waits 500 ms on each).
 */
const FIRST_QUIET_MS = 700;
const QUIET_MS = 150;

const untilQuiet = async (page: Page, inFlight: () => number, quietMs: number) => {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(25);
    if (inFlight() > 0) quietSince = Date.now();
  }
};

/** A fresh page at `url`; with `controls`, once it shows at least that many of them. */
const freshPage = async (
  page: Page,
  url: string,
  inFlight: () => number,
  controls?: { selector: string; count: number },
) => {
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  // The last click may still be leaving the page (Preview saves, then goes), and its
  // navigation can abort or interrupt this one, even the second try: go again once it landed.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(url);
      break;
    } catch (error) {
      const lostToTheClick = /interrupted by another navigation|net::ERR_ABORTED/;
      if (attempt === 3 || !lostToTheClick.test((error as Error).message)) throw error;
      // A navigation still on its way is network activity: this waits for it to land.
      await page.waitForLoadState('networkidle');
    }
  }
  await expect(page.locator('[data-rdm-widget] :is(button, a[href])').first()).toBeVisible();
  if (controls) {
    // A click may rightly have left fewer (the walk then stops early), so no failure here.
    await expect
      .poll(() => page.locator(controls.selector).count(), { timeout: 5000, intervals: [50] })
      .toBeGreaterThanOrEqual(controls.count)
      .catch(() => undefined);
  }
  // Requests the page makes by itself must not pass for a click's effect.
  await untilQuiet(page, inFlight, controls ? QUIET_MS : FIRST_QUIET_MS);
};

/** Clicks the control at `index` and says whether anything noticeable followed. */
const clickHasEffect = async (page: Page, controls: string, index: number): Promise<boolean> => {
  // The widgets, and the dialogs they open (rendered at the end of the body).
  const widgets = page.locator('[data-rdm-widget], [role="dialog"]');
  const before = await widgets.evaluateAll((roots) => roots.map((root) => root.innerHTML).join());
  const url = page.url();
  let noticed = false;
  const notice = () => {
    noticed = true;
  };
  page.on('request', notice);
  page.on('popup', notice);
  page.on('filechooser', notice);
  try {
    const control = await page.locator(controls).nth(index).elementHandle({ timeout: 3000 });
    if (!control) return false;
    await control.click({ timeout: 3000 });
    const deadline = Date.now() + EFFECT_MS;
    while (!noticed && Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (page.url() !== url) noticed = true;
      // A control that takes the user somewhere on the page moves the focus there.
      else if (
        await control
          .evaluate((element) => element.isConnected && !element.contains(document.activeElement))
          .catch(() => false)
      )
        noticed = true;
      else {
        const after = await widgets
          .evaluateAll((roots) => roots.map((root) => root.innerHTML).join())
          .catch(() => '');
        if (after !== before) noticed = true;
      }
    }
  } finally {
    page.off('request', notice);
    page.off('popup', notice);
    page.off('filechooser', notice);
  }
  return noticed;
};

/** Walks every control of the page at `url`; answers the names of those that did nothing. */
const deadControls = async (page: Page, url: string, controls = CONTROLS) => {
  page.on('dialog', (dialog) => void dialog.accept());
  // A new tab left open puts this page in the background, where animation frames wait: each
  // later click then waited about 2 s for its control to count as stable.
  page.on('popup', (popup) => void popup.close());
  const inFlight = requestsInFlight(page);
  await freshPage(page, url, inFlight);
  const count = await page.locator(controls).count();
  expect(count).toBeGreaterThan(0);
  const dead: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await freshPage(page, url, inFlight, { selector: controls, count });
    if (index >= (await page.locator(controls).count())) break;
    const name = await nameOf(page, controls, index);
    if (!(await clickHasEffect(page, controls, index))) dead.push(name);
    await page.keyboard.press('Escape');
  }
  console.log(`${url}: ${count} controls clicked`);
  return { count, dead };
};

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

test('a new upload has no dead controls', async ({ page }) => {
  const { dead } = await deadControls(page, '/uploads/new', STATUS_CONTROLS);
  expect(dead, 'controls that did nothing').toEqual([]);
});

test('a saved draft has no dead controls', async ({ page }) => {
  const id = await createCompleteDraft(page, 'Every control answers');
  const { dead } = await deadControls(page, `/uploads/${id}`);
  expect(dead, 'controls that did nothing').toEqual([]);
});

test('a declined draft has no dead controls', async ({ page }) => {
  const id = await createDeclinedDraft(page, 'Declined, every control answers');
  const { dead } = await deadControls(page, `/uploads/${id}`, STATUS_CONTROLS);
  expect(dead, 'controls that did nothing').toEqual([]);
});

test('a draft in review has no dead controls', async ({ page }) => {
  const { id } = await createSubmittedDraft(page, 'In review, every control answers');
  const { dead } = await deadControls(page, `/uploads/${id}`, STATUS_CONTROLS);
  expect(dead, 'controls that did nothing').toEqual([]);
});

test('a published record page has no dead controls', async ({ page }) => {
  const id = await uploadIdByTitle(page, 'tidewatch: tide gauge quality control toolkit');
  const { dead } = await deadControls(page, `/records/${id}`);
  expect(dead, 'controls that did nothing').toEqual([]);
});
