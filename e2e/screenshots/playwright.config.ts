import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const PORT = 5127;

/**
 * `npm run screenshots`: refreshes the pictures in docs/screenshots/ from the demo
 * repository, started fresh in its own data dir, in the same Chromium as the e2e tests.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.shots.ts',
  // Playwright takes paths from this folder: failures' pictures go where the e2e tests' go,
  // and the server starts in the project root (below).
  outputDir: '../../test-results',
  reporter: 'list',
  projects: [{ name: 'screenshots', use: { baseURL: `http://127.0.0.1:${PORT}` } }],
  webServer: [
    {
      command:
        'node --disable-warning=ExperimentalWarning --import tsx server/main.ts --reset --demo',
      cwd: '../..',
      url: `http://127.0.0.1:${PORT}/login`,
      env: { PORT: String(PORT), RDM_DATA_DIR: 'var/screenshots' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
