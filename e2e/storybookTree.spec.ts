import { notRendered, openPreview, showStory, storiesOf, type Story } from './support/storybook';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The widgets, as the Storybook names their groups under 'Widgets'. */
const WIDGETS = [
  'Deposit form',
  'File uploader',
  'Share access',
  'Status banner',
  'Community header',
  'New version button',
  'Request access',
];

/** The width of a phone, which every '… on a phone' story must fit. */
const PHONE = { width: 375, height: 667 };

/** What Storybook calls a story left without a name: its export name, split at capitals. */
const autoName = (exportName: string) =>
  exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');

/** A story of the index, with the name it is exported under (the index has it; the type not). */
type IndexedStory = Story & { exportName: string };

const indexedStoriesOf = async (page: Page) => (await storiesOf(page)) as IndexedStory[];

const underWidget = (widget: string) => (story: Story) =>
  story.title === `Widgets/${widget}` || story.title.startsWith(`Widgets/${widget}/`);

/**
 * The Storybook as a designer reads it: every story under its widget (or the shared parts, or
 * mounting), in groups small enough to scan, with a name written for a reader.
 */
test('every story sits under its widget, in small groups, with a written name', async ({
  page,
}) => {
  const stories = await indexedStoriesOf(page);
  const misplaced = stories.filter(
    (story) =>
      !WIDGETS.some((widget) => underWidget(widget)(story)) &&
      !/^(Parts|Mounting)\//.test(story.title),
  );
  expect(misplaced.map((story) => story.title)).toEqual([]);

  const groupSizes = new Map<string, number>();
  for (const { title } of stories) groupSizes.set(title, (groupSizes.get(title) ?? 0) + 1);
  const crowded = [...groupSizes].filter(([, size]) => size > 25);
  expect(crowded).toEqual([]);

  // A name of two words or more that Storybook made up from the export ('Flash Save Failed').
  const unnamed = stories.filter(
    (story) =>
      story.exportName.match(/[A-Z]/g)!.length > 1 && story.name === autoName(story.exportName),
  );
  expect(unnamed.map((story) => `${story.title} / ${story.name}`)).toEqual([]);
});

test('each widget has a story on a phone, which fits 375 px without scrolling sideways', async ({
  page,
}) => {
  const stories = await storiesOf(page);
  await page.setViewportSize(PHONE);
  await openPreview(page);
  for (const widget of WIDGETS) {
    const onAPhone = stories.filter(
      (story) => underWidget(widget)(story) && story.name.endsWith(' on a phone'),
    );
    expect(onAPhone.length, `${widget}: stories on a phone`).toBeGreaterThan(0);
    for (const story of onAPhone) {
      expect(await notRendered(page, await showStory(page, story.id))).toBeNull();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${story.title} / ${story.name}: page width`).toBeLessThanOrEqual(PHONE.width);
    }
  }
});

test('the whole deposit form has every section its side links to', async ({ page }) => {
  const stories = (await storiesOf(page)).filter(
    (story) => story.title === 'Widgets/Deposit form/Whole form',
  );
  expect(stories.length).toBeGreaterThanOrEqual(6);
  await openPreview(page);
  for (const story of stories) {
    expect(await notRendered(page, await showStory(page, story.id))).toBeNull();
    const links = page.getByRole('navigation', { name: 'Form sections' }).getByRole('link');
    // Files, then the metadata sections (docs/deposit-layout.md).
    await expect(links).toHaveText([
      /^Files/,
      /^Basic information/,
      /^Recommended information/,
      /^Funding/,
      /^Alternate identifiers/,
      /^Related works/,
      /^References/,
    ]);
    for (const href of await links.evaluateAll((all) =>
      all.map((link) => link.getAttribute('href')),
    )) {
      await expect(
        page.locator(`[id="${href!.slice(1)}"]`),
        `${story.name}: ${href}`,
      ).toBeAttached();
    }
  }
});

test('request access shows what was sent as the widget does, with no text of its own', async ({
  page,
}) => {
  const sent = (await indexedStoriesOf(page)).find(
    (story) => story.title === 'Widgets/Request access' && story.exportName === 'SentGuest',
  );
  await openPreview(page);
  expect(await notRendered(page, await showStory(page, sent!.id))).toBeNull();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await expect(page.locator('#storybook-root')).not.toContainText('onSent');
});
