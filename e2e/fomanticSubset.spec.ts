import type { Browser, Page } from '@playwright/test';
import { fomanticComponents } from '../build/fomanticSubset.mjs';
import { callApi, createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { LOOK_WIDTHS } from './support/looks';
import { DEPOSIT_MODALS } from './support/modals';
import { untilStill } from './support/stillPage';
import { expect, test } from './support/test';

/**
 * The reference server's Fomantic leaves out the rules whose classes no file names
 * (build/fomanticSubset.mjs). A class put together where no file spells it would lose its
 * style unseen, so the demo's pages are walked twice side by side, once with the stylesheet
 * the server sends and once with the whole components in its place, and every element (and its
 * ::before and ::after, where icons draw) must come out with the same computed style.
 */

/**
 * Each element's computed style, in document order, once transitions (a focus's) have ended
 * and no font is on its way: a control is as wide as its text, drawn in a stand-in font until
 * the one for its characters comes (the language menu's names ask for Lato's larger files).
 * Closed disclosures are opened for it, then closed again: the browser skips laying out what
 * one holds, whose sizes are then those of whenever it was last laid out (the language menu's
 * select, sized before Lato had come, in one page and not the other).
 */
const computedStyles = async (page: Page) => {
  const opened = await page.evaluateHandle(() => {
    const closed = [...document.querySelectorAll('details:not([open])')] as HTMLDetailsElement[];
    closed.forEach((details) => (details.open = true));
    return closed;
  });
  try {
    return await stylesOfEveryElement(page);
  } finally {
    await opened.evaluate((closed) => closed.forEach((details) => (details.open = false)));
    await opened.dispose();
  }
};

const stylesOfEveryElement = async (page: Page) => {
  await untilStill(page);
  // A font is asked for when a layout first needs it: wait a frame, then for what it asked.
  await page.evaluate(async () => {
    for (let frames = 0; frames < 2; frames += 1) {
      await new Promise((frame) => requestAnimationFrame(frame));
      await document.fonts.ready;
    }
  });
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const own = getComputedStyle(element);
      const pseudo = ['::before', '::after'].map((which) => {
        const style = getComputedStyle(element, which);
        return `${which} ${style.content} ${style.fontFamily} ${style.display}`;
      });
      const properties = Array.from(own, (name) => `${name}: ${own.getPropertyValue(name)}`);
      return {
        element: `${element.tagName} ${element.className}`,
        style: [...properties, ...pseudo],
      };
    }),
  );
};

/** What differs between the two pages' styles, element by element. */
const differences = async (trimmed: Page, whole: Page, where: string): Promise<string[]> => {
  const [left, right] = [await computedStyles(trimmed), await computedStyles(whole)];
  if (left.length !== right.length)
    return [`${where}: ${left.length} against ${right.length} elements`];
  return left.flatMap(({ element, style }, index) => {
    const expected = new Set(right[index]!.style);
    const changed = style.filter((property) => !expected.has(property));
    return changed.length > 0 ? [`${where}, ${element}: ${changed.join('; ')}`] : [];
  });
};

const pageOf = async (browser: Browser, width: number, components?: string) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  // Both pages route the stylesheet, which turns off their HTTP cache alike: a font that one
  // takes from the cache and the other waits for sizes a select differently (Chromium sizes a
  // select once, by the font its options have at that moment).
  await page.route('**/static/dist/rdm-widgets.fomantic.css*', (route) =>
    components ? route.fulfill({ body: components, contentType: 'text/css' }) : route.continue(),
  );
  return page;
};

/** The deposit page with its later sections rendered. */
const openDepositPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
  await expect(page.getByRole('textbox', { name: /^Description/ })).toBeVisible();
};

for (const width of LOOK_WIDTHS) {
  test(`the trimmed Fomantic styles every element of the demo's pages as the whole does, at ${width} px`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const whole = fomanticComponents();
    const pages = [await pageOf(browser, width), await pageOf(browser, width, whole)];
    const found: string[] = [];
    /** Does the same on both pages, then compares them. */
    const step = async (where: string, action: (page: Page) => Promise<unknown>) => {
      for (const page of pages) await action(page);
      found.push(...(await differences(pages[0]!, pages[1]!, where)));
    };
    await step('the home page', (page) => page.goto('/'));
    await step('the login page', (page) => page.goto('/login'));
    await step('My uploads', async (page) => {
      await logIn(page, 'alice');
      await page.goto('/me/uploads');
    });
    await step('a new upload', (page) => openDepositPage(page, '/uploads/new'));
    const draft = await createCompleteDraft(pages[0]!, 'Salinity of the Kattegat, 2025');
    await step('a draft', (page) => openDepositPage(page, `/uploads/${draft}`));
    for (const modal of DEPOSIT_MODALS) {
      await step(`the ${modal.slug} modal`, async (page) => {
        const dialog = await modal.open(page);
        await expect(dialog.locator('.ui.loader.active, .ui.loading')).toHaveCount(0);
      });
      await step(`the draft after the ${modal.slug} modal`, async (page) => {
        while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
      });
    }
    const record = await createCompleteDraft(pages[0]!, 'Sea level at the Gothenburg tide gauge');
    await callApi(pages[0]!, 'POST', `/api/records/${record}/draft/actions/publish`);
    await step('a record', async (page) => {
      await page.goto(`/records/${record}`);
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    });
    await step('My requests', (page) => page.goto('/me/requests'));
    await step('a community', (page) => page.goto('/communities/open-science'));
    expect(found).toEqual([]);
  });
}
