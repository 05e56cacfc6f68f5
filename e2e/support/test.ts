import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with every request of a test (its pages' and its `request`'s) marked
 * with the test's id. Tests run side by side against one reference server, and the server
 * keeps the faults a test injects and the journal it reads to that test's own requests
 * (server/testScope.ts). Specs take `test` from here, never from @playwright/test.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'X-Test-Scope': testInfo.testId });
  },
});
