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
const CONTROLS =
  '[data-rdm-widget] :is(button, a[href]):visible:not([disabled], [aria-disabled="true"], [aria-pressed="true"])';

/**
 * The same, outside the metadata sections. Their controls do not depend on the draft's status:
 * the saved draft's walk clicks every one of them, and the walks of the states a review brings
 * (declined, in review) click what those states change (actions, banner, community, files).
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

/** The widgets, and the dialogs they open (rendered at the end of the body), as markup. */
const widgetsMarkup = (page: Page) =>
  page
    .locator('[data-rdm-widget], [role="dialog"]')
    .evaluateAll((roots) => roots.map((root) => root.innerHTML).join())
    .catch(() => '');

/**
 * The page's requests under way. A navigation ends the old document's requests, and some end
 * without an event: opening a page starts the count again (`forget`).
 */
const requestsInFlight = (page: Page) => {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return { count: () => open.size, forget: () => open.clear() };
};

type RequestsInFlight = ReturnType<typeof requestsInFlight>;

/** Longest wait for a page to come to rest. */
const REST_MS = 5000;

/**
 * Resolves once the page has painted and then been idle, after the parts the form defers
 * until then (src/ui/hooks/useWhenIdle.ts: two frames, then an idle callback or 500 ms) were
 * let in. A busy page may not be idle for seconds: the same 500 ms bound the wait.
 */
const afterIdle = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          const after = (frames: number): void => {
            if (frames === 0) requestIdleCallback(() => resolve(), { timeout: 500 });
            else requestAnimationFrame(() => after(frames - 1));
          };
          after(3);
        }),
    )
    .catch(() => undefined);

/**
 * Waits until the page is at rest, so that nothing it does by itself passes for a click's
 * effect: past the parts rendered on idle, no request under way and the widgets' markup
 * unchanged over 100 ms. Answers that markup.
 */
const atRest = async (page: Page, inFlight: RequestsInFlight): Promise<string> => {
  const deadline = Date.now() + REST_MS;
  await afterIdle(page);
  let markup = await widgetsMarkup(page);
  for (;;) {
    await page.waitForTimeout(100);
    const now = await widgetsMarkup(page);
    if ((now === markup && inFlight.count() === 0) || Date.now() > deadline) return now;
    markup = now;
  }
};

/** Opens the page at `url` anew and answers its widgets' markup once it is at rest. */
const freshPage = async (page: Page, url: string, inFlight: RequestsInFlight) => {
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  inFlight.forget();
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
  return atRest(page, inFlight);
};

/** What a click did: whether anything noticeable followed, and whether it wrote to the server. */
interface ClickEffect {
  noticed: boolean;
  changedServer: boolean;
}

/** Clicks the control at `index` and says whether anything noticeable followed. */
const clickHasEffect = async (
  page: Page,
  controls: string,
  index: number,
  before: string,
): Promise<ClickEffect> => {
  const url = page.url();
  const effect = { noticed: false, changedServer: false };
  const notice = () => {
    effect.noticed = true;
  };
  const request = (sent: Request) => {
    effect.noticed = true;
    // A GET changes nothing on the server; what it changes on the page shows in the markup.
    if (sent.method() !== 'GET') effect.changedServer = true;
  };
  page.on('request', request);
  page.on('popup', notice);
  page.on('filechooser', notice);
  try {
    const control = await page.locator(controls).nth(index).elementHandle({ timeout: 3000 });
    if (!control) return effect;
    await control.click({ timeout: 3000 });
    const deadline = Date.now() + EFFECT_MS;
    while (!effect.noticed && Date.now() < deadline) {
      await page.waitForTimeout(100);
      if (page.url() !== url) effect.noticed = true;
      // A control that takes the user somewhere on the page moves the focus there.
      else if (
        await control
          .evaluate((element) => element.isConnected && !element.contains(document.activeElement))
          .catch(() => false)
      )
        effect.noticed = true;
      else if ((await widgetsMarkup(page)) !== before) effect.noticed = true;
    }
  } finally {
    page.off('request', request);
    page.off('popup', notice);
    page.off('filechooser', notice);
  }
  return effect;
};

/**
 * Whether the page is as it was opened once Escape has closed what the click opened: nothing
 * was written to the server, the address and the widgets' markup are the same. The next control is
 * then clicked on it without opening the page again (most of the walk's time).
 */
const backAsOpened = async (
  page: Page,
  url: string,
  before: string,
  effect: ClickEffect,
  inFlight: RequestsInFlight,
) =>
  !effect.changedServer &&
  new URL(page.url()).pathname === url &&
  (await atRest(page, inFlight)) === before;

/**
 * Walks every control of the page at `url`; answers the names of those that did nothing. A
 * control that seemed dead on a page reused after another click is tried again on a fresh
 * page before it is called dead.
 */
const deadControls = async (page: Page, url: string, controls = CONTROLS) => {
  page.on('dialog', (dialog) => void dialog.accept());
  const inFlight = requestsInFlight(page);
  /** The widgets' markup while the page is as opened; undefined once a click changed it. */
  let asOpened: string | undefined = await freshPage(page, url, inFlight);
  const count = await page.locator(controls).count();
  expect(count).toBeGreaterThan(0);
  const dead: string[] = [];
  let opened = 1;
  const openAgain = () => {
    opened += 1;
    return freshPage(page, url, inFlight);
  };
  for (let index = 0; index < count; index += 1) {
    const reused = asOpened !== undefined;
    let before: string = asOpened ?? (await openAgain());
    if (index >= (await page.locator(controls).count())) break;
    const name = await nameOf(page, controls, index);
    let effect = await clickHasEffect(page, controls, index, before);
    if (!effect.noticed && reused) {
      before = await openAgain();
      effect = await clickHasEffect(page, controls, index, before);
    }
    if (!effect.noticed) dead.push(name);
    await page.keyboard.press('Escape');
    asOpened = (await backAsOpened(page, url, before, effect, inFlight)) ? before : undefined;
  }
  console.log(`${url}: ${count} controls clicked, the page opened ${opened} times`);
  return { count, dead };
};

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

test('a new upload has no dead controls', async ({ page }) => {
  const { dead } = await deadControls(page, '/uploads/new');
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
