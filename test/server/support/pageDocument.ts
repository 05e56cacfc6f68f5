import type { AxeResults, RunOptions } from 'axe-core';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What the axe script defines in the window it runs in. */
interface AxeWindow {
  eval(source: string): void;
  axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/** A server-rendered page as a DOM in Node, to query by role as a user would find things. */
export const pageDocument = (page: string): Document =>
  new JSDOM(page, { runScripts: 'outside-only' }).window.document;

/**
 * axe's violations on a whole page, one line each. Contrast needs real styles, which jsdom
 * lacks; the browser tests check it.
 */
export const axeViolations = async (document: Document): Promise<string[]> => {
  const window = document.defaultView as unknown as AxeWindow;
  window.eval(AXE_SOURCE);
  const result = await window.axe.run(document, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html)}`);
};
