import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { testS3Env } from './test/support/s3/testS3Env';

const PORT = 5123;
/** A second reference server answering as InvenioRDM v12 does (`--api v12`). */
const V12_PORT = 5125;
/** A third one storing its files in an S3 bucket, served by the in-process test S3 server. */
const S3_PORT = 5127;
/** A fourth one for the pictures of the demo's pages alone (e2e/pageLooks.spec.ts). */
const LOOKS_PORT = 5129;
/** A fifth one requiring secret links to expire (`--require-link-expiry`), for `@link-expiry`. */
const LINK_EXPIRY_PORT = 5131;
const TEST_S3_PORT = 6107;

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`, what Playwright itself
 * runs headless tests in): the same Blink and V8 as Debian's `chromium`, without the work of a
 * full browser's windows; the browser tests take a quarter less time in it. Debian's
 * `chromium` where the shell is not installed; `CHROMIUM_PATH` chooses another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser; see CHROMIUM) against
 * the reference server, started fresh (`--reset`) in its own data dir with fault injection on;
 * and every story of the static Storybook, checked with axe, pictured and laid out well
 * (docs/development.md#looks). Journeys tagged `@drop-in` (uploads, sharing, suggestions)
 * run a second time against a server in InvenioRDM v12 mode,
 * whose content negotiation differs and whose options of v13 and v14 must change nothing (with
 * those tagged `@v12-only`, there alone); those tagged `@s3` (uploads, downloads) against a server
 * whose files are in an S3 bucket, where the browser sends parts straight to pre-signed URLs,
 * and those tagged `@s3-only` (large files) there alone; those tagged `@link-expiry` only
 * against a server that requires secret links to expire.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  // On a loaded 2-core machine what takes a second alone can take several.
  expect: {
    timeout: 10_000,
    // The looks (e2e/stories.spec.ts, e2e/pageLooks.spec.ts): still, in one font
    // (e2e/support/looks.css), one CSS pixel a pixel. The same Chromium draws the same picture
    // to the pixel, run after run; a few pixels of anti-aliasing are let pass, a changed word
    // (a few hundred pixels) is not.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: 'e2e/support/looks.css',
      maxDiffPixels: 40,
    },
  },
  // The baselines of the looks, by spec: `npm run looks:update` refreshes them.
  snapshotPathTemplate: 'e2e/__screenshots__/{testFilePath}/{arg}{ext}',
  // Two at a time, test by test (each test's faults and journal on the shared server are its
  // own: e2e/support/test.ts): one worker leaves a 2-core machine's second core half idle
  // (docs/development.md).
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./e2e/support/summaryReporter.ts']],
  projects: [
    {
      name: 'v13',
      grepInvert: /@s3-only|@link-expiry|@v12-only/,
      testIgnore: 'pageLooks.spec.ts',
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'looks',
      testMatch: 'pageLooks.spec.ts',
      // The pictures' one font (stylePath) and masks are styles Playwright injects, which
      // the server's Content-Security-Policy refuses; the journeys hold the pages to it.
      use: { baseURL: `http://127.0.0.1:${LOOKS_PORT}`, bypassCSP: true },
    },
    {
      name: 'api-v12',
      grep: /@drop-in|@v12-only/,
      use: { baseURL: `http://127.0.0.1:${V12_PORT}` },
    },
    { name: 's3', grep: /@s3/, use: { baseURL: `http://127.0.0.1:${S3_PORT}` } },
    {
      name: 'link-expiry',
      grep: /@link-expiry/,
      use: { baseURL: `http://127.0.0.1:${LINK_EXPIRY_PORT}` },
    },
  ],
  use: {
    // A trace records every step of every test and made the suite 40 % slower; a failure keeps
    // its screenshot, and `npx playwright test --trace on` records traces when one is needed.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // Works are looked up in the fake resolver (e2e/prefill.spec.ts), never the public services.
      command:
        'node --disable-warning=ExperimentalWarning --import tsx server/main.ts --reset --demo --prefill-fixtures',
      url: `http://127.0.0.1:${PORT}/login`,
      // No SMTP server, whatever the shell has: the tests read their e-mail from /_outbox.
      env: { PORT: String(PORT), RDM_DATA_DIR: 'var/e2e', RDM_TEST_FAULTS: '1', RDM_SMTP_URL: '' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command:
        // With every option of v13 and v14 on: v12 mode must ignore them all (e2e/v12Mode.spec.ts).
        'node --disable-warning=ExperimentalWarning --import tsx server/main.ts --reset --demo --no-build --api v12 --community-required --require-link-expiry --publish-checklist --quota-increase --record-deletion --file-modification',
      url: `http://127.0.0.1:${V12_PORT}/login`,
      env: {
        PORT: String(V12_PORT),
        RDM_DATA_DIR: 'var/e2e-v12',
        RDM_TEST_FAULTS: '1',
        RDM_SMTP_URL: '',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `npx tsx e2e/support/s3Server.ts ${TEST_S3_PORT}`,
      // Any answer will do: s3rver refuses an unsigned listing once it is up.
      url: `http://127.0.0.1:${TEST_S3_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command:
        'node --disable-warning=ExperimentalWarning --import tsx server/main.ts --reset --demo --no-build',
      url: `http://127.0.0.1:${S3_PORT}/login`,
      env: {
        PORT: String(S3_PORT),
        RDM_DATA_DIR: 'var/e2e-s3',
        RDM_TEST_FAULTS: '1',
        RDM_SMTP_URL: '',
        ...testS3Env(`http://127.0.0.1:${TEST_S3_PORT}`),
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command:
        'node --disable-warning=ExperimentalWarning --import tsx server/main.ts --reset --demo --no-build --require-link-expiry',
      url: `http://127.0.0.1:${LINK_EXPIRY_PORT}/login`,
      env: {
        PORT: String(LINK_EXPIRY_PORT),
        RDM_DATA_DIR: 'var/e2e-link-expiry',
        RDM_TEST_FAULTS: '1',
        RDM_SMTP_URL: '',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // The demo's pages pictured: records no other test makes, the same on every run.
      command:
        'node --disable-warning=ExperimentalWarning --import tsx server/main.ts --reset --demo --no-build',
      url: `http://127.0.0.1:${LOOKS_PORT}/login`,
      env: {
        PORT: String(LOOKS_PORT),
        RDM_DATA_DIR: 'var/e2e-looks',
        RDM_TEST_FAULTS: '1',
        RDM_SMTP_URL: '',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // The static Storybook, built fresh for the story checks (e2e/stories.spec.ts) in
      // Storybook's test mode: the same stories and checks, without the docs pages the checks
      // skip (a third of the build's time).
      command:
        'npx storybook build --test --quiet -o var/storybook-test && npx tsx e2e/support/serveStatic.ts var/storybook-test 6106',
      url: 'http://127.0.0.1:6106/index.json',
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
