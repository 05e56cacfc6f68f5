import type { Browser, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { selectCommunityInDialog } from './support/communities';
import { callApi, createCompleteDraft, uploadIdByTitle } from './support/drafts';
import { tick } from './support/forms';
import { logIn } from './support/login';
import { expect, test } from './support/test';

/**
 * The instance's publish checklist (`--publish-checklist`: one compliance statement) and a
 * community required to publish (`--community-required`, InvenioRDM v13's
 * `RDM_COMMUNITY_REQUIRED_TO_PUBLISH`), each on a reference server of its own started here,
 * as the shared one runs with neither.
 */

const STATEMENT = 'I confirm that the record contains no personal data.';
const REFUSED = 'Cannot publish without selecting a community.';

test.describe.configure({ mode: 'serial' });

/** A port no one listens on now. */
const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });

interface Repository {
  url: string;
  stop: () => void;
}

/** The reference server with the demo data and `flags`, in a data dir of its own. */
const startRepository = async (flags: string[]): Promise<Repository> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rdm-e2e-checklist-'));
  const server: ChildProcess = spawn(
    process.execPath,
    [
      '--disable-warning=ExperimentalWarning',
      '--import',
      'tsx',
      'server/main.ts',
      '--reset',
      '--demo',
      '--no-build',
      ...flags,
    ],
    {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, PORT: String(port), RDM_DATA_DIR: dataDir, RDM_SMTP_URL: '' },
    },
  );
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server ended:\n${output}`);
        return (await fetch(`${url}/login`).catch(() => null))?.status;
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  return {
    url,
    stop: () => {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A page of its own on `repository`, logged in as alice. */
const aliceOn = async (browser: Browser, repository: Repository): Promise<Page> => {
  const context = await browser.newContext({ baseURL: repository.url });
  const page = await context.newPage();
  await logIn(page, 'alice');
  return page;
};

/** Whether the draft is published yet, as the repository says. */
const isPublished = async (page: Page, id: string) =>
  (await callApi(page, 'GET', `/api/records/${id}`)).status === 200;

/** The draft's status, as the repository says. */
const draftStatus = async (page: Page, id: string) =>
  ((await callApi(page, 'GET', `/api/records/${id}/draft`)).body as { status?: string }).status;

test.describe('with the publish checklist', () => {
  let repository: Repository;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    repository = await startRepository(['--publish-checklist']);
  });
  test.afterAll(() => repository?.stop());

  test('publish refused until the checklist is ticked', async ({ browser }) => {
    const page = await aliceOn(browser, repository);
    const id = await createCompleteDraft(page, 'Sediment cores of Lake Vättern, 2026');
    await page.goto(`/uploads/${id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this record?' });
    const statement = confirm.getByRole('checkbox', { name: STATEMENT });
    await expect(statement).toBeFocused();
    const publish = confirm.getByRole('button', { name: 'Publish' });
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await expect(publish).toHaveAccessibleDescription('Check every box first.');
    await expectNoAxeViolations(page);

    // A keyboard user presses it anyway: the summary says what is missing; nothing is sent.
    await publish.press('Enter');
    const summary = confirm.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: STATEMENT })).toBeVisible();
    await expect(statement).toHaveAccessibleDescription('You must accept this.');
    await expectNoAxeViolations(page);
    expect(await isPublished(page, id)).toBe(false);

    // Closed and opened again, the box is unticked again.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(statement).not.toBeChecked();
    await tick(statement);
    await expect(publish).not.toHaveAttribute('aria-disabled');
    await publish.click();
    await expect(page).toHaveURL(new RegExp(`/records/${id}$`));
    expect(await isPublished(page, id)).toBe(true);
    await page.context().close();
  });
});

test.describe('with a community required to publish', () => {
  let repository: Repository;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    repository = await startRepository(['--community-required', '--publish-checklist']);
  });
  test.afterAll(() => repository?.stop());

  test('a new upload offers no Publish: it is submitted to a community, checklist ticked', async ({
    browser,
  }) => {
    const page = await aliceOn(browser, repository);
    const id = await createCompleteDraft(page, 'Eelgrass cover in the Gullmar fjord');
    await page.goto(`/uploads/${id}`);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Submit for review' });
    await expect(submit).toHaveAccessibleDescription(
      'Records are published through a community here: choose one to submit to.',
    );
    await submit.click();
    await selectCommunityInDialog(page, 'Open Science', 'Open Science');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit for review' });
    const boxes = confirm.getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    await expect(boxes.nth(2)).toHaveAccessibleName(STATEMENT);
    const send = confirm.getByRole('button', { name: 'Submit record for review' });
    for (const box of await boxes.all()) {
      await expect(send).toHaveAttribute('aria-disabled', 'true');
      await tick(box);
    }
    expect(await draftStatus(page, id)).toBe('draft_with_review');
    await send.click();
    await expect(page).toHaveURL(/\/me\/requests\/[^/]+$/);
    expect(await draftStatus(page, id)).toBe('in_review');
    await page.context().close();
  });

  test("a record in no community is refused at publish with InvenioRDM's message", async ({
    browser,
  }) => {
    const page = await aliceOn(browser, repository);
    const id = await uploadIdByTitle(page, 'Urban tree inventory of Gothenburg, 2024');
    await page.goto(`/uploads/${id}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this record?' });
    await tick(confirm.getByRole('checkbox', { name: STATEMENT }));
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/uploads/${id}$`));

    // What the browser did or not, the repository refuses it.
    const answer = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
    expect(answer).toMatchObject({ status: 400, body: { message: REFUSED } });
    await page.context().close();
  });
});
