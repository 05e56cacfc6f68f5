import type { Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves a consumer app's built files at `<baseURL><prefix>` from the page itself, so the app
 * runs on the reference server's origin: the widgets' API calls carry the session cookie and
 * the CSRF header as on a real host page. Answers the URL of the app's index.html.
 */
export const serveBuild = async (
  page: Page,
  baseURL: string,
  prefix: string,
  dir: string,
): Promise<string> => {
  const root = new URL(prefix, baseURL);
  await page.route(`${root.href}**`, async (route) => {
    const relative = decodeURIComponent(new URL(route.request().url()).pathname).slice(
      root.pathname.length,
    );
    const file = join(dir, normalize(relative || 'index.html'));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      await route.fulfill({ status: 404, body: 'not in the consumer build' });
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
  return `${root.href}index.html`;
};
