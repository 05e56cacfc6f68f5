import { WCAG_AA } from './support/axe';
import { expect, test } from './support/test';

const STORYBOOK_URL = 'http://127.0.0.1:6106';

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

/** What the preview says once a story is done: rendered (and its play and checks run) or not. */
const STORY_OUTCOMES = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];

/** The accessibility addon's report on a story: the axe result of its run after the story. */
interface A11yReport {
  type: string;
  result?: {
    toolOptions?: { runOnly?: { values?: string[] } };
    violations: { id: string; help: string; nodes: { target: string[] }[] }[];
  };
}

/** What the preview answered for one story: the event, and its reports when it finished. */
interface StoryOutcome {
  event: string;
  reports: A11yReport[];
}

/**
 * Every story of the static Storybook, rendered in Chromium: it must render something, log
 * no error, and have no axe violation. The accessibility addon runs axe after every story
 * (`parameters.a11y` in .storybook/preview.tsx, the WCAG 2.1 A and AA rules) and sends its
 * result with the story's end; the test reads that result instead of running axe a second
 * time, and checks that the addon used those rules. One test walks them all (the list exists
 * only once the Storybook is built, after the tests are collected). The preview is loaded once
 * and shown each story as Storybook's own UI does, over the preview's channel: loading the
 * page again for each story took half of the time.
 */
test('every story renders without errors or axe violations', async ({ page }) => {
  // Under half a second per story, and the Storybook grows with every widget.
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
        return new Promise<StoryOutcome>((done) => {
          const listeners = outcomes.map((event) => {
            const listener = (payload: unknown) => {
              // storyFinished names its story; the others come only for the one asked for.
              const finished = payload as { storyId?: string; reporters?: A11yReport[] };
              if (event === 'storyFinished' && finished?.storyId !== storyId) return;
              outcomes.forEach((name, at) => channel.off(name, listeners[at]!));
              clearTimeout(timer);
              done({ event, reports: finished?.reporters ?? [] });
            };
            channel.on(event, listener);
            return listener;
          });
          const timer = setTimeout(
            () => done({ event: 'no answer from the preview in 20 s', reports: [] }),
            20_000,
          );
          channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
        });
      },
      { storyId: story.id, outcomes: STORY_OUTCOMES },
    );
    const where = `${story.title} / ${story.name}`;
    const state = await page.evaluate(() => document.body.className);
    if (outcome.event !== 'storyFinished' || !state.includes('sb-show-main')) {
      const message = await page.locator('#error-message').textContent();
      problems.push(`${where}: did not render (${outcome.event}: ${message})`);
      continue;
    }
    const a11y = outcome.reports.find((report) => report.type === 'a11y')?.result;
    if (!a11y) {
      problems.push(`${where}: no accessibility report`);
      continue;
    }
    const rules = a11y.toolOptions?.runOnly?.values;
    if (JSON.stringify(rules) !== JSON.stringify(WCAG_AA)) {
      problems.push(`${where}: axe ran ${JSON.stringify(rules ?? 'every rule')}, not WCAG 2.1 AA`);
    }
    const violations = a11y.violations.map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    for (const problem of [...errors, ...violations]) problems.push(`${where}: ${problem}`);
  }
  console.log(`stories checked: ${stories.length}`);
  expect(problems).toEqual([]);
});
