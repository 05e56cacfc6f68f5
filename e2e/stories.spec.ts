import type { Page } from '@playwright/test';
import { WCAG_AA } from './support/axe';
import { fixedDefects, sortLayoutProblems } from './support/knownLayoutDefects';
import { layoutProblems } from './support/layoutProblems';
import { expectStoryLook, LOOKS_TIME, widenStoryRoot } from './support/looks';
import {
  notRendered,
  openPreview,
  showStory,
  storiesOf,
  type Story,
  type StoryOutcome,
} from './support/storybook';
import { expect, test } from './support/test';

/** What the accessibility addon reported on a story: one line per problem. */
const axeProblems = (outcome: StoryOutcome): string[] => {
  const a11y = outcome.reports.find((report) => report.type === 'a11y')?.result;
  if (!a11y) return ['no accessibility report'];
  const rules = a11y.toolOptions?.runOnly?.values;
  const wrongRules =
    JSON.stringify(rules) === JSON.stringify(WCAG_AA)
      ? []
      : [`axe ran ${JSON.stringify(rules ?? 'every rule')}, not WCAG 2.1 AA`];
  return [
    ...wrongRules,
    ...a11y.violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ];
};

/**
 * Walks every story at one width, in one preview page: each must render, log no error, pass
 * `check` (if any), and show no layout problem but the known ones
 * (e2e/support/knownLayoutDefects.ts); its picture must match its baseline
 * (e2e/__screenshots__/, refreshed by `npm run looks:update`). Answers every problem at once.
 */
const walkStories = async (
  page: Page,
  width: number,
  { axe, check }: { axe: boolean; check?: (outcome: StoryOutcome) => string[] },
): Promise<string[]> => {
  await page.setViewportSize({ width, height: 900 });
  await page.clock.setFixedTime(LOOKS_TIME);
  const stories: Story[] = await storiesOf(page);
  await openPreview(page, { axe });
  await widenStoryRoot(page);
  const problems: string[] = [];
  const met = new Set<number>();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const story of stories) {
    errors = [];
    const outcome = await showStory(page, story.id);
    const where = `${story.title} / ${story.name} (${story.id}) @${width}`;
    const failed = await notRendered(page, outcome);
    if (failed) {
      problems.push(`${where}: ${failed}`);
      continue;
    }
    const layout = sortLayoutProblems(`story ${story.id} @${width}`, await layoutProblems(page));
    layout.met.forEach((known) => met.add(known));
    const found = [...errors, ...(check?.(outcome) ?? []), ...layout.unknown];
    problems.push(...found.map((problem) => `${where}: ${problem}`));
    await expectStoryLook(page, `${story.id}-${width}.png`);
  }
  console.log(`stories checked at ${width} px: ${stories.length}`);
  const walked = (where: string) => where.startsWith('story ') && where.endsWith(` @${width}`);
  return [...problems, ...fixedDefects(walked, met)];
};

/**
 * Every story of the static Storybook, rendered in Chromium, at a laptop's width and a
 * phone's. The accessibility addon runs axe after every story (`parameters.a11y` in
 * .storybook/preview.tsx, the WCAG 2.1 A and AA rules) and sends its result with the story's
 * end; the wide walk reads that result instead of running axe a second time, and checks that
 * the addon used those rules (the narrow walk turns it off: the same rules, the same result).
 * One test walks each width (the list exists only once the Storybook is built, after the
 * tests are collected), the two side by side. The preview is loaded once and shown each
 * story as Storybook's own UI does, over the preview's channel: loading the page again for
 * each story took half of the time; the pictures and layout checks take place in that walk,
 * where a walk of their own rendered every story a second time.
 */
test('every story renders, without axe violations, and looks as it did at 1280 px', async ({
  page,
}) => {
  // About a second per story on a loaded machine, and the Storybook grows with every widget.
  test.setTimeout(600_000);
  expect(await walkStories(page, 1280, { axe: true, check: axeProblems })).toEqual([]);
});

test('every story looks as it did at 375 px', async ({ page }) => {
  test.setTimeout(600_000);
  expect(await walkStories(page, 375, { axe: false })).toEqual([]);
});
