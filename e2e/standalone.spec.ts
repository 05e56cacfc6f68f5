import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { ROOT } from './support/consumers/workspace';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * The standalone bundle ships React 18; the same page runs once more on the bundle built with
 * React 19 (rollup.config.mjs, STANDALONE_REACT=19), served in place of the shipped one.
 */
const REACT_19_BUNDLE = join(ROOT, 'var', 'standalone-react19', 'rdm-widgets.standalone.js');
const BUNDLE_BUILD_TIMEOUT = 5 * 60_000;

const serveStandaloneOnReact19 = async (page: Page) => {
  execFileSync(join(ROOT, 'node_modules', '.bin', 'rollup'), ['-c'], {
    cwd: ROOT,
    env: { ...process.env, STANDALONE_REACT: '19' },
    stdio: 'ignore',
  });
  await page.route('**/static/dist/rdm-widgets.standalone.js', (route) =>
    route.fulfill({ path: REACT_19_BUNDLE, contentType: 'text/javascript' }),
  );
};

for (const react of [18, 19]) {
  test(`the example page without a build step mounts its widgets on React ${react}, and its draft saves`, async ({
    page,
  }) => {
    if (react === 19) {
      test.setTimeout(BUNDLE_BUILD_TIMEOUT);
      await serveStandaloneOnReact19(page);
    }
    await logIn(page, 'alice');
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${message.text()} ${message.location().url}`);
    });
    await page.goto('/static/examples/standalone.html');
    await expect(
      page.getByRole('heading', { name: 'rdm-widgets without a bundler' }),
    ).toBeVisible();
    const reactVersion = await page.evaluate(
      () =>
        (globalThis as unknown as { RdmWidgets: { React: { version: string } } }).RdmWidgets.React
          .version,
    );
    expect(reactVersion.split('.')[0], `the bundle's React, ${reactVersion}`).toBe(String(react));
    await expect(page.getByText('In review')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill('Made on the example page');
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Saved: the page's address becomes the new draft's own.
    await expect(page).toHaveURL(/\/uploads\/[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}
