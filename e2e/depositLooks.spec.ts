import type { Locator, Page } from '@playwright/test';
import { chooseCommunity } from './support/communities';
import { createCompleteDraft, createDeclinedDraft } from './support/drafts';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * How the deposit form looks in the first hour (issue 39): panels that keep their distance,
 * advice in the colour of advice, buttons on one line, and suggestion and result lists that
 * read as lists, in the browser's own layout and computed styles.
 */

test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

/**
 * The space between `target` and the nearest drawn box before and after it in the page's
 * flow (a sibling of it or of one of its ancestors).
 */
const gapsAround = (target: Locator) =>
  target.evaluate((element) => {
    const drawn = (candidate: Element) => candidate.getBoundingClientRect().height > 0;
    const neighbour = (step: 'previousElementSibling' | 'nextElementSibling') => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        for (let next = at[step]; next; next = next[step]) if (drawn(next)) return next;
      }
      return null;
    };
    const own = element.getBoundingClientRect();
    const before = neighbour('previousElementSibling')?.getBoundingClientRect();
    const after = neighbour('nextElementSibling')?.getBoundingClientRect();
    return { above: before && own.top - before.bottom, below: after && after.top - own.bottom };
  });

const NO_BORDER = ['0px', '0px', '0px', '0px'];

const borderWidths = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    return sides.map((side) => style[`border${side}Width`]);
  });

/** The hue (0-360°) of a computed `rgb(...)` colour. */
const hueOf = (colour: string) => {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const max = Math.max(r, g, b);
  const range = max - Math.min(r, g, b);
  if (range === 0) return 0;
  const hue =
    max === r ? ((g - b) / range) % 6 : max === g ? (b - r) / range + 2 : (r - g) / range + 4;
  return (hue * 60 + 360) % 360;
};

/** What marks a list item as a bullet point: its list marker, or Fomantic's '•' before it. */
const markerOf = (item: Element) => {
  const style = getComputedStyle(item);
  const before = getComputedStyle(item, '::before').content;
  if (style.display === 'list-item' && style.listStyleType !== 'none') return style.listStyleType;
  return before === 'none' || before === 'normal' ? '' : before;
};

const openDraft = async (page: Page, title: string) => {
  const id = await createCompleteDraft(page, title);
  await page.goto(`/uploads/${id}`);
  return id;
};

const saveDraft = (page: Page) => page.getByRole('button', { name: 'Save draft' }).click();

test('the banner and the community checks keep their distance from the form', async ({ page }) => {
  await openDraft(page, 'Glacier mass balance, Storglaciären');
  await chooseCommunity(page, 'Climate Research Network', 'Climate');
  await saveDraft(page);
  const checks = page.getByRole('region', { name: 'Community checks' });
  await expect(checks).toBeVisible();
  const banner = page.locator('.rdm-flash-banner');
  await expect(banner).toBeVisible();

  const aroundBanner = await gapsAround(banner);
  const aroundChecks = await gapsAround(checks);
  expect(aroundBanner.below, 'between the banner and what follows it').toBeGreaterThanOrEqual(10);
  expect(aroundChecks.above, 'between the checks and what precedes them').toBeGreaterThanOrEqual(
    10,
  );
  expect(aroundChecks.below, 'between the checks and the Files section').toBeGreaterThanOrEqual(10);
});

test('community checks show advice in the colour of advice, errors in red', async ({ page }) => {
  await openDraft(page, 'Permafrost temperatures at Tarfala');
  await chooseCommunity(page, 'Climate Research Network', 'Climate');
  await saveDraft(page);
  const checks = page.getByRole('region', { name: 'Community checks' });
  const colourOf = (severity: string) =>
    checks
      .locator(`li[data-severity="${severity}"] strong`)
      .evaluate((label) => getComputedStyle(label).color);

  const mustFix = hueOf(await colourOf('error'));
  const recommended = hueOf(await colourOf('warning'));
  expect(mustFix < 15 || mustFix > 345, `'Must be fixed' in red (hue ${mustFix}°)`).toBe(true);
  expect(recommended, `'Recommended' in orange or yellow (hue ${recommended}°)`).toBeGreaterThan(
    20,
  );
  expect(recommended).toBeLessThan(65);
});

test('a conflict keeps its distance from the banner and the form, its choices unboxed', async ({
  page,
  context,
}) => {
  const id = await openDraft(page, 'Ice cover of Lake Torneträsk');
  const other = await context.newPage();
  await other.goto(`/uploads/${id}`);
  await other.getByLabel('Title', { exact: true }).fill('Ice cover of Lake Torneträsk, 1909-');
  await saveDraft(other);
  await expect(
    other.getByRole('status').filter({ hasText: 'Record successfully saved.' }),
  ).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Ice cover of Torneträsk');
  await saveDraft(page);

  const conflict = page.getByRole('region', { name: 'Changed here and elsewhere' });
  await expect(conflict).toBeVisible();
  const { above, below } = await gapsAround(conflict);
  expect(above, 'between the banner and the conflict').toBeGreaterThanOrEqual(10);
  expect(below, 'between the conflict and what follows it').toBeGreaterThanOrEqual(10);
  expect(await borderWidths(conflict.getByRole('group', { name: 'Title' }))).toEqual(NO_BORDER);
});

for (const width of [1280, 375]) {
  test(`Publish without community stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await createDeclinedDraft(page, `Lichen cover on Abisko boulders (${width} px)`);
    await page.goto(`/uploads/${id}`);
    const button = page.getByRole('button', { name: 'Publish without community' });
    await expect(button).toBeVisible();
    const { height, oneLine } = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const px = (value: string) => parseFloat(value) || 0;
      return {
        height: element.getBoundingClientRect().height,
        oneLine:
          px(style.lineHeight) +
          px(style.paddingTop) +
          px(style.paddingBottom) +
          px(style.borderTopWidth) +
          px(style.borderBottomWidth),
      };
    });
    expect(height).toBeLessThanOrEqual(oneLine + 1);
  });
}

test.describe('in the creator modal', () => {
  const openCreatorModal = async (page: Page) => {
    await page.goto('/uploads/new');
    await page.getByRole('button', { name: 'Add author' }).click();
    return page.getByRole('dialog', { name: 'Add author' });
  };

  test('the identifiers are a group without a box of their own', async ({ page }) => {
    const modal = await openCreatorModal(page);
    const identifiers = modal.getByRole('group', { name: 'Identifiers' });
    await expect(identifiers).toBeVisible();
    expect(await borderWidths(identifiers)).toEqual(NO_BORDER);
  });

  test('affiliation suggestions sit on a box of their own, chosen ones without bullets', async ({
    page,
  }) => {
    const modal = await openCreatorModal(page);
    const affiliations = modal.getByRole('combobox', { name: 'Affiliations' });
    await affiliations.fill('Cambridge');
    await expect(modal.getByRole('option', { name: /University of Cambridge/ })).toBeVisible();
    const list = modal.getByRole('listbox', { name: 'Affiliations' });
    const looks = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        border: parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth),
      };
    });
    expect(looks.background, 'the list has a background').not.toMatch(
      /^(transparent|rgba\(0, 0, 0, 0\))$/,
    );
    expect(looks.border, 'the list has a border').toBeGreaterThan(0);

    await modal.getByRole('option', { name: /University of Cambridge/ }).click();
    const chosen = modal.getByRole('list', { name: 'Chosen affiliations' }).getByRole('listitem');
    await expect(chosen).toHaveCount(1);
    expect(await chosen.evaluate(markerOf)).toBe('');
  });
});

test('licence search results are a list without bullets', async ({ page }) => {
  await page.goto('/uploads/new');
  await page.getByRole('button', { name: 'Add standard' }).click();
  const modal = page.getByRole('dialog', { name: 'Add standard license' });
  await modal.getByLabel('Search licenses').fill('Creative');
  const results = modal.locator('.rdm-licence-results > li');
  await expect(results.first()).toBeVisible();
  expect(await results.first().evaluate(markerOf)).toBe('');
});
