import { layoutProblems } from './support/layoutProblems';
import { expect, test } from './support/test';

/**
 * The layout check (e2e/support/layoutProblems.ts) on tiny pages broken on purpose, one for
 * each defect it exists for, and on one that is laid out well: a check that never fails
 * would let the story and page walks pass whatever they meet.
 */

const PAGE_STYLE = '<style>body { margin: 0; font: 14px/1.4 sans-serif; }</style>';

test.describe('the layout check', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 375, height: 740 }));

  test('finds a modal in the top-left corner', async ({ page }) => {
    await page.setContent(
      `${PAGE_STYLE}<div role="dialog" aria-label="Share access" style="position: fixed; left: 0; top: 0; width: 300px; height: 200px">Share</div>`,
    );
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(/^modal div "Share access" touches the top-left corner/),
    ]);
  });

  test('finds a modal off the middle, and passes a centred one', async ({ page }) => {
    await page.setContent(
      `${PAGE_STYLE}<div class="ui modal" style="position: fixed; left: 20px; top: 40px; width: 300px; height: 200px">Off</div>`,
    );
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(/^modal div\.ui\.modal "Off" is 35 px off the middle/),
    ]);
    await page.setContent(
      `${PAGE_STYLE}<div class="ui modal" style="position: fixed; left: 37.5px; top: 40px; width: 300px; height: 200px">Centred</div>`,
    );
    expect(await layoutProblems(page)).toEqual([]);
  });

  test('finds a select too low for its text ("Can view" without descenders)', async ({ page }) => {
    await page.setContent(
      `${PAGE_STYLE}<select aria-label="Permission" style="height: 20px; font-size: 14px; padding: 6px 8px; box-sizing: border-box"><option>Can view</option></select>`,
    );
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(/^select "Can view.*": -?\d+\.\d px of height for 16\.1 px of text$/),
    ]);
  });

  test('finds a button and a label whose text does not fit', async ({ page }) => {
    await page.setContent(
      `${PAGE_STYLE}<button style="width: 50px; overflow: hidden; white-space: nowrap">Request access</button>` +
        `<span class="ui label" style="display: inline-block; height: 14px; line-height: 14px; overflow: hidden; font-size: 20px">Never</span>`,
    );
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(/^button "Request access": its text needs \d+×\d+ px, it shows 4\d×/),
      // A line taller than its box: the glyphs reach past it, though its text is one word.
      expect.stringMatching(/^span\.ui\.label "Never": its text needs \d+×18 px, it shows \d+×14$/),
    ]);
  });

  test('finds a page wider than a phone', async ({ page }) => {
    await page.setContent(
      `${PAGE_STYLE}<main><div class="uploader" style="width: 819px">Drop files</div></main>`,
    );
    expect(await layoutProblems(page)).toEqual([
      'the page is 819 px wide in a 375 px window (div.uploader "Drop files" reaches 819 px)',
    ]);
  });

  test('passes a well laid out form', async ({ page }) => {
    await page.setContent(
      `${PAGE_STYLE}<form style="padding: 16px"><input aria-label="Title" value="Plankton counts" style="font-size: 14px; padding: 8px; width: 100%; box-sizing: border-box">` +
        `<select aria-label="Permission" style="font-size: 14px; padding: 6px 8px"><option>Can view</option></select>` +
        `<button style="padding: 8px 16px">Publish</button><span class="ui label" style="display: inline-block; padding: 4px">1 month</span></form>`,
    );
    expect(await layoutProblems(page)).toEqual([]);
  });
});
