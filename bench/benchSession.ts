/**
 * What the browser benchmarks share: a fresh reference server on a data dir of its own, a
 * headless Chromium, alice logged in, and the budgets as the exit code.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { libraryBuildIsStale } from '../server/staleBuild';
import { startServerProcess, type ServerProcess } from '../test/server/support/serverProcess';

const ROOT = resolve(import.meta.dirname, '..');

/** Chromium's headless shell where installed (the mobile bench's), else Debian's Chromium. */
export const headlessShellOrChromium = (): string => {
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
};

export const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export interface BenchSession {
  server: ServerProcess;
  browser: Browser;
  /** alice's logged-in context and its page, for API calls and setting up records. */
  login: BrowserContext;
  loginPage: Page;
  /** alice's cookies, for each fresh context. */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export interface BenchOptions {
  /** Names the data dir. */
  name: string;
  /** The server's options (port, flags). */
  server?: Parameters<typeof startServerProcess>[1];
  /** The browser, unless CHROMIUM_PATH names one: Debian's Chromium by default. */
  browserPath?: string;
}

/**
 * Builds the library if its sources are newer, runs `measure` with a fresh server and browser,
 * and sets the exit code to 1 when `measure` answers figures over their budgets.
 */
export const runBench = async (
  { name, server, browserPath = '/usr/bin/chromium' }: BenchOptions,
  measure: (session: BenchSession) => Promise<string[]>,
): Promise<void> => {
  if (libraryBuildIsStale(ROOT)) await promisify(execFile)('npm', ['run', 'build'], { cwd: ROOT });
  const work = mkdtempSync(join(tmpdir(), `rdm-bench-${name}-`));
  const started = await startServerProcess(join(work, 'data'), server);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? browserPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  let overBudget: string[] = [];
  try {
    const login = await browser.newContext();
    const loginPage = await login.newPage();
    await loginPage.goto(`${started.url}/login`);
    await loginPage.getByLabel('Username').fill('alice');
    await loginPage.getByRole('button', { name: 'Log in' }).click();
    await loginPage.waitForURL(/\/me\/uploads/);
    const storageState = await login.storageState();
    overBudget = await measure({ server: started, browser, login, loginPage, storageState });
  } finally {
    await browser.close();
    await started.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (overBudget.length > 0) {
    console.log(`over budget:\n  ${overBudget.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('all figures within budget');
  }
};
