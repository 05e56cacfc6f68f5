import { expect, test } from '@playwright/test';
import { axeViolations, WCAG_AA } from './support/axe';

const STORYBOOK_URL = 'http://127.0.0.1:6106';

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

/**
 * Every story of the static Storybook, rendered in Chromium: it must render something, log
 * no error, and have no axe violation. One test walks them all (the list exists only once
 * the Storybook is built, after the tests are collected).
 */
test('every story renders without errors or axe violations', async ({ page }) => {
  // About a second per story, and the Storybook grows with every widget.
  test.setTimeout(600_000);
  const index = (await (
    await page.request.get(`${STORYBOOK_URL}/index.json`)
  ).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(0);

  const problems: string[] = [];
  for (const story of stories) {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    await page.goto(`${STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once the story rendered, or failed to.
    const shown = await page.waitForFunction(() =>
      ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].find((name) =>
        document.body.classList.contains(name),
      ),
    );
    const state = await shown.jsonValue();
    if (state !== 'sb-show-main') {
      const message = await page.locator('#error-message').textContent();
      problems.push(`${story.title} / ${story.name}: did not render (${state}: ${message})`);
      page.off('pageerror', onError);
      continue;
    }
    // The state a story ends in, not a frame of a fading transition, is what axe judges.
    await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    const violations = await axeViolations(page, WCAG_AA);
    page.off('pageerror', onError);
    for (const problem of [...errors, ...violations]) {
      problems.push(`${story.title} / ${story.name}: ${problem}`);
    }
  }
  console.log(`stories checked: ${stories.length}`);
  expect(problems).toEqual([]);
});
