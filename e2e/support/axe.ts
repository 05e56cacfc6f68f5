import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** Runs axe on the page and fails with the list of violations, if any. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations.map((violation) => {
      const { id, help, nodes } = violation as {
        id: string;
        help: string;
        nodes: { target: string[] }[];
      };
      return `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`;
    });
  });
  expect(violations).toEqual([]);
};
