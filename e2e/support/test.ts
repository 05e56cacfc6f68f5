import { test as base, expect } from '@playwright/test';

export { expect } from '@playwright/test';

/** How Chromium reports what a page's Content-Security-Policy blocked. */
const CSP_REPORT = /Content Security Policy/;

/**
 * The annotation of a test whose page is meant to meet blocked content (hostile HTML pasted
 * and sanitised: Chromium reports the inline handlers of the markup it parses as blocked).
 */
export const CSP_REPORTS_EXPECTED = 'csp-reports-expected';

/**
 * Playwright's `test`, with every request of a test (its pages' and its `request`'s) marked
 * with the test's id. Tests run side by side against one reference server, and the server
 * keeps the faults a test injects and the journal it reads to that test's own requests
 * (server/testScope.ts). A test whose page breaks the server's Content-Security-Policy fails,
 * naming what was blocked. Specs take `test` from here, never from @playwright/test.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'X-Test-Scope': testInfo.testId });
  },
  page: async ({ page }, provide, testInfo) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_REPORT.test(message.text())) {
        // Cut short: a blocked data: URL is printed whole.
        blocked.push(message.text().slice(0, 300));
      }
    });
    await provide(page);
    if (testInfo.annotations.some(({ type }) => type === CSP_REPORTS_EXPECTED)) return;
    expect(blocked, 'what the Content-Security-Policy blocked').toEqual([]);
  },
});
