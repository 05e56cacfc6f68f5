import { expect, test } from '@playwright/test';
import { axeViolations, WCAG_AA } from './support/axe';

const STORYBOOK_URL = 'http://127.0.0.1:6106';

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

/** What the preview says once a story is done: rendered (and its play and checks run) or not. */
const STORY_OUTCOMES = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];

/**
 * Every story of the static Storybook, rendered in Chromium: it must render something, log
 * no error, and have no axe violation. One test walks them all (the list exists only once
 * the Storybook is built, after the tests are collected). The preview is loaded once and
 * shown each story as Storybook's own UI does, over the preview's channel: loading the page
 * again for each story took half of the time.
 */
test('every story renders without errors or axe violations', async ({ page }) => {
  // About a second per story, and the Storybook grows with every widget.
  test.setTimeout(600_000);
  const index = (await (
    await page.request.get(`${STORYBOOK_URL}/index.json`)
  ).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(0);

  // An id no story has: the preview starts, shows nothing, and waits to be told a story.
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=none&viewMode=story`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  // The state a story ends in, not a frame of a fading transition, is what axe judges.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });

  const problems: string[] = [];
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const story of stories) {
    errors = [];
    const outcome = await page.evaluate(
      ({ storyId, outcomes }) => {
        type Channel = {
          on: (event: string, listener: (payload: unknown) => void) => void;
          off: (event: string, listener: (payload: unknown) => void) => void;
          emit: (event: string, payload: object) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        return new Promise<string>((done) => {
          const listeners = outcomes.map((event) => {
            const listener = (payload: unknown) => {
              // storyFinished names its story; the others come only for the one asked for.
              const finished = payload as { storyId?: string } | undefined;
              if (event === 'storyFinished' && finished?.storyId !== storyId) return;
              outcomes.forEach((name, at) => channel.off(name, listeners[at]!));
              clearTimeout(timer);
              done(event);
            };
            channel.on(event, listener);
            return listener;
          });
          const timer = setTimeout(() => done('no answer from the preview in 20 s'), 20_000);
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        });
      },
      { storyId: story.id, outcomes: STORY_OUTCOMES },
    );
    const state = await page.evaluate(() => document.body.className);
    if (outcome !== 'storyFinished' || !state.includes('sb-show-main')) {
      const message = await page.locator('#error-message').textContent();
      problems.push(`${story.title} / ${story.name}: did not render (${outcome}: ${message})`);
      continue;
    }
    const violations = await axeViolations(page, WCAG_AA);
    for (const problem of [...errors, ...violations]) {
      problems.push(`${story.title} / ${story.name}: ${problem}`);
    }
  }
  console.log(`stories checked: ${stories.length}`);
  expect(problems).toEqual([]);
});
