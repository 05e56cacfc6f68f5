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

/**
 * The fonts a page's head asks for, and those its first screen drew (Lato aside), each named
 * by its family and the file of its face: a family split by `unicode-range` has faces in files
 * of their own, and a page should draw only from the common ones.
 */
const fontsOf = async (page: Page) => {
  await untilStill(page);
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const fileOf = (address: string, base: string) =>
      new URL(address, base).pathname.replace(/^.*\//, '').replace(/-[0-9a-f]{16}\.woff2$/, '');
    const faceKey = (family: string, range: string) =>
      `${family.replaceAll('"', '')} ${range.toLowerCase().replaceAll(' ', '')}`;
    const fileByFace = new Map<string, string>();
    const fileByAddress = new Map<string, string>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSFontFaceRule)
          for (const [, address = ''] of rule.style
            .getPropertyValue('src')
            .matchAll(/url\("?([^")]+)"?\)/g)) {
            const family = rule.style.getPropertyValue('font-family').replaceAll('"', '');
            const face = `${family} ${fileOf(address, sheet.href ?? document.baseURI)}`;
            const range = rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF';
            fileByFace.set(faceKey(family, range), face);
            fileByAddress.set(new URL(address, sheet.href ?? document.baseURI).pathname, face);
          }
    const preloaded = [...document.querySelectorAll('head link[rel="preload"][as="font"]')].map(
      (link) =>
        fileByAddress.get(new URL(link.getAttribute('href') ?? '', document.baseURI).pathname) ??
        'none',
    );
    const drawn = [...document.fonts]
      .filter((font) => font.status === 'loaded' && font.family.replaceAll('"', '') !== 'Lato')
      .map((font) => fileByFace.get(faceKey(font.family, font.unicodeRange)) ?? 'unknown');
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
    expect(fonts.preloaded).toEqual([
      'Checkbox Checkbox',
      'icons icons-common',
      'outline-icons outline-icons-common',
    ]);
    expect(fonts.drawn).toEqual(fonts.preloaded);
  }
});

test('a record’s page asks at once for the icons its buttons draw, no more', async ({ page }) => {
  await logIn(page, 'alice');
  const id = await publishedRecord(page, 'Icons asked for at once');
  await page.goto(`/records/${id}`);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  const fonts = await fontsOf(page);
  expect(fonts.preloaded).toEqual(['icons icons-common', 'outline-icons outline-icons-common']);
  expect(fonts.drawn).toEqual(fonts.preloaded);
});

test('a page without widgets asks for no font from its head', async ({ page }) => {
  await page.goto('/');
  const fonts = await fontsOf(page);
  expect(fonts.preloaded).toEqual([]);
});
