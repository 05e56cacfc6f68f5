import type { Page } from '@playwright/test';

/** Animation frames without a finite animation after which the page counts as still. */
const STILL_FRAMES = 6;

/**
 * Waits until no finite animation or transition has run for a few frames: colours and sizes
 * read mid-fade are not the ones a person sees (a button fading in from its disabled opacity
 * reads as too faint). A transition a later commit starts (a second button enabled once the
 * save's answer is in) restarts the wait. Spinners, which never end, do not hold it up.
 */
export const untilStill = (page: Page): Promise<void> =>
  page.evaluate(async (stillFrames) => {
    const finiteAnimations = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    for (let quiet = 0; quiet < stillFrames;) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const running = finiteAnimations();
      quiet = running.length === 0 ? quiet + 1 : 0;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  }, STILL_FRAMES);
