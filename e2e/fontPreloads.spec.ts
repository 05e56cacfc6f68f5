import type { Page } from '@playwright/test';
import { createCompleteDraft, publishedRecord } from './support/drafts';
import { logIn } from './support/login';
import { untilStill } from './support/stillPage';
import { expect, test } from './support/test';

/**
 * A page asks from its head for the Fomantic fonts its widgets draw at once (layout.ts), so
 * that none arrives after their first frame and makes the browser lay the page out again. The
 * list must be the page's: a font the widgets draw that the head does not ask for comes late,
 * and one it asks for that nothing draws costs a phone its bytes.
 */

/** The families of the fonts a page's head asks for, and of those its first screen drew. */
const fontsOf = async (page: Page) => {
  await untilStill(page);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const fileOf = (address: string, base: string) => new URL(address, base).pathname;
    const familyByFile = new Map<string, string>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSFontFaceRule)
          for (const [, address = ''] of rule.style
            .getPropertyValue('src')
            .matchAll(/url\("?([^")]+)"?\)/g))
            familyByFile.set(
              fileOf(address, sheet.href ?? document.baseURI),
              rule.style.getPropertyValue('font-family').replaceAll('"', ''),
            );
    const preloaded = [...document.querySelectorAll('head link[rel="preload"][as="font"]')].map(
      (link) =>
        familyByFile.get(fileOf(link.getAttribute('href') ?? '', document.baseURI)) ?? 'none',
    );
    const drawn = [...document.fonts]
      .filter((font) => font.status === 'loaded' && font.family.replaceAll('"', '') !== 'Lato')
      .map((font) => font.family.replaceAll('"', ''));
    return { preloaded: [...new Set(preloaded)].sort(), drawn: [...new Set(drawn)].sort() };
  });
};

test('the deposit form’s page asks at once for the icons and checkboxes it draws', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const id = await createCompleteDraft(page, 'Fonts asked for at once');
  for (const address of ['/uploads/new', `/uploads/${id}`]) {
    await page.goto(address);
    await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
    const fonts = await fontsOf(page);
    expect(fonts.preloaded).toEqual(['Checkbox', 'icons', 'outline-icons']);
    expect(fonts.drawn).toEqual(fonts.preloaded);
  }
});

test('a record’s page asks at once for the icons its buttons draw, no more', async ({ page }) => {
  await logIn(page, 'alice');
  const id = await publishedRecord(page, 'Icons asked for at once');
  await page.goto(`/records/${id}`);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const fonts = await fontsOf(page);
  expect(fonts.preloaded).toEqual(['icons', 'outline-icons']);
  expect(fonts.drawn).toEqual(fonts.preloaded);
});

test('a page without widgets asks for no font from its head', async ({ page }) => {
  await page.goto('/');
  const fonts = await fontsOf(page);
  expect(fonts.preloaded).toEqual([]);
});
