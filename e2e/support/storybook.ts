import { expect, type Page } from '@playwright/test';

/**
 * The static Storybook the browser tests walk, built in test mode (playwright.config.ts);
 * STORYBOOK_PORT moves it, for a run beside another.
 */
export const STORYBOOK_URL = `http://127.0.0.1:${process.env.STORYBOOK_PORT ?? 6106}`;

/** One story of the Storybook's index. */
export interface Story {
  id: string;
  title: string;
  name: string;
}

interface StoryIndex {
  entries: Record<string, Story & { type: string }>;
}

/** What the preview says once a story is done: rendered (and its play and checks run) or not. */
const STORY_OUTCOMES = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];

/** The accessibility addon's report on a story: the axe result of its run after the story. */
export interface A11yReport {
  type: string;
  /** 'failed' when axe found violations (`a11y.test: 'error'`). */
  status?: string;
  result?: {
    toolOptions?: { runOnly?: { values?: string[] } };
    violations: { id: string; help: string; nodes: { target: string[] }[] }[];
  };
}

/** What the preview answered for one story: the event, and its reports when it finished. */
export interface StoryOutcome {
  event: string;
  /** storyFinished's verdict: 'error' when the play function or a report failed. */
  status?: string;
  reports: A11yReport[];
}

/** Every story of the built Storybook (the list exists only once it is built). */
export const storiesOf = async (page: Page): Promise<Story[]> => {
  const index = (await (
    await page.request.get(`${STORYBOOK_URL}/index.json`)
  ).json()) as StoryIndex;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(0);
  return stories;
};

/**
 * Loads the preview once, showing nothing, with transitions off: the state a story ends in,
 * not a frame of a fading transition, is what is judged. Without `axe`, the accessibility
 * addon does not run axe after each story (a walk that does not read its reports).
 */
export const openPreview = async (page: Page, { axe = true } = {}): Promise<void> => {
  const globals = axe ? '' : '&globals=a11y.manual:!true';
  // An id no story has: the preview starts, shows nothing, and waits to be told a story.
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=none&viewMode=story${globals}`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
};

/**
 * Shows a story in the open preview as Storybook's own UI does, over the preview's channel
 * (loading the page again for each story took half of the time), and answers how it ended.
 */
export const showStory = (page: Page, storyId: string): Promise<StoryOutcome> =>
  page.evaluate(
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
            const finished = payload as {
              storyId?: string;
              status?: string;
              reporters?: A11yReport[];
            };
            if (event === 'storyFinished' && finished?.storyId !== storyId) return;
            outcomes.forEach((name, at) => channel.off(name, listeners[at]!));
            clearTimeout(timer);
            done({ event, status: finished?.status, reports: finished?.reporters ?? [] });
          };
          channel.on(event, listener);
          return listener;
        });
        const timer = setTimeout(
          () => done({ event: 'no answer from the preview in 20 s', reports: [] }),
          20_000,
        );
        // Each story starts with the browser's storage empty, as on a page of its own: a
        // draft's unsaved-edits copy another story left would otherwise show in this one.
        window.localStorage.clear();
        window.sessionStorage.clear();
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      });
    },
    { storyId, outcomes: STORY_OUTCOMES },
  );

/** Why a story did not render, or null when it did. */
export const notRendered = async (page: Page, outcome: StoryOutcome): Promise<string | null> => {
  const state = await page.evaluate(() => document.body.className);
  const reportFailed = outcome.reports.some((report) => report.status === 'failed');
  // A failed report is told with its violations; any other error is the play's or the render's.
  const playFailed = outcome.status === 'error' && !reportFailed;
  if (outcome.event === 'storyFinished' && state.includes('sb-show-main') && !playFailed) {
    return null;
  }
  const message = await page.locator('#error-message').textContent();
  if (playFailed) return `its play function failed (${message || 'an error while playing'})`;
  return `did not render (${outcome.event}: ${message})`;
};
