import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { addCreator, tick } from './support/forms';
import { ConsumerWorkspace, mustRun } from './support/consumers/workspace';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * The npm and Vite host of docs/getting-started.md (examples/vite-host), as an integrator
 * follows it (issue 39): installed with the packed library, built with `vite build`, served by
 * `vite preview` with its own proxy to the reference server; a logged-in user fills in the
 * form and publishes.
 */

const SETUP_TIMEOUT = 10 * 60_000;

// An action on a control that stays disabled fails with its reason, not at the test's timeout.
test.use({ actionTimeout: 30_000 });

/** A port no one listens on now, for the preview server. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** `vite preview` of the app's build, passing the repository's paths on to `repository`. */
const startPreview = async (app: string, repository: string) => {
  const port = await freePort();
  const preview: ChildProcess = spawn(
    join(app, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: app, env: { ...process.env, RDM_REPOSITORY_URL: repository } },
  );
  const url = `http://127.0.0.1:${port}/`;
  let output = '';
  preview.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  preview.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Asked until it answers: its banner's address is coloured, not plain text to wait for.
  await expect
    .poll(
      async () => {
        if (preview.exitCode !== null) throw new Error(`vite preview ended:\n${output}`);
        return (await fetch(url).catch(() => null))?.status;
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  return { url, stop: () => preview.kill() };
};

const addStandardLicence = async (page: Page, search: string, name: RegExp) => {
  await page.getByRole('button', { name: 'Add standard' }).click();
  const picker = page.getByRole('dialog', { name: 'Add standard license' });
  await picker.getByRole('button', { name: 'All' }).click();
  await picker.getByLabel('Search licenses').fill(search);
  await tick(picker.getByRole('checkbox', { name }).first());
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker).toBeHidden();
};

test('the Vite host of the getting-started page, built from the packed package, publishes a record', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(SETUP_TIMEOUT);
  const workspace = new ConsumerWorkspace();
  let stopPreview = () => true;
  try {
    await workspace.pack();
    const app = workspace.createExampleApp('vite-host');
    await workspace.install(app);
    await mustRun('npm', ['run', 'build'], app);
    const preview = await startPreview(app, baseURL!);
    stopPreview = preview.stop;

    // Cookies belong to a host name, whatever the port: the session reaches the preview's page.
    await logIn(page, 'alice');
    await page.goto(preview.url);
    await page.getByLabel('Resource type', { exact: true }).first().selectOption('dataset');
    await page.getByLabel('Title', { exact: true }).first().fill('Tide gauge readings, 2026');
    await page.getByLabel('Publication date', { exact: true }).fill('2026-11');
    await addCreator(page, 'Andersson', 'Alice');
    await addStandardLicence(page, 'Attribution 4.0', /Creative Commons Attribution 4\.0/);
    await tick(page.getByRole('checkbox', { name: 'Metadata-only record' }));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish this record?' })
      .getByRole('button', { name: 'Publish' })
      .click();

    // The published record's page, through the same proxy.
    await expect(page).toHaveURL(new RegExp(`^${preview.url}records/[a-z0-9]{5}-[a-z0-9]{5}$`));
    await expect(page.getByRole('heading', { name: 'Tide gauge readings, 2026' })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop();
    const record = await page.request.get(`${preview.url}api/records/${id}`);
    expect(await record.json()).toMatchObject({ is_published: true, status: 'published' });
  } finally {
    stopPreview();
    workspace.remove();
  }
});
