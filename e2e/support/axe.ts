import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { untilStill } from './stillPage';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
const AXE_VERSION = (require('axe-core/package.json') as { version: string }).version;

/** WCAG 2.1 A and AA: what a component shown on its own (a story) can be held to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page: one line per violation, naming the elements. Whole pages get every
 * rule; `tags` narrows it (a story has no landmarks or page heading of its own).
 */
export const axeViolations = async (page: Page, tags?: string[]): Promise<string[]> => {
  // A page that has this axe keeps it: a fresh copy starts each run cold, and the Storybook
  // walk, one page for every story, slowed down with each copy it loaded.
  const loaded = await page.evaluate(
    (version) => (window as { axe?: { version?: string } }).axe?.version === version,
    AXE_VERSION,
  );
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  await untilStill(page);
  return page.evaluate(async (runOnly) => {
    type Axe = { run: (options?: object) => Promise<{ violations: unknown[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const options = runOnly ? { runOnly: { type: 'tag', values: runOnly } } : {};
    // Storybook's a11y addon may be running axe in the same page: wait for it to finish.
    const run = async (attempt: number): Promise<{ violations: unknown[] }> => {
      try {
        return await axe.run(options);
      } catch (error) {
        if (attempt > 50 || !/already running/.test(String(error))) throw error;
        await new Promise((done) => setTimeout(done, 100));
        return run(attempt + 1);
      }
    };
    const result = await run(0);
    return result.violations.map((violation) => {
      const { id, help, nodes } = violation as {
        id: string;
        help: string;
        nodes: { target: string[] }[];
      };
      return `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`;
    });
  }, tags);
};

/** Fails with the list of violations, if any. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  expect(await axeViolations(page)).toEqual([]);
};
