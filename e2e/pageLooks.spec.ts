import type { Locator, Page } from '@playwright/test';
import { callApi, createCompleteDraft, createSubmittedDraft } from './support/drafts';
import { fixedDefects, sortLayoutProblems } from './support/knownLayoutDefects';
import { layoutProblems } from './support/layoutProblems';
import { logIn } from './support/login';
import { LOOK_WIDTHS, LOOKS_TIME } from './support/looks';
import { DEPOSIT_MODALS } from './support/modals';
import { expect, test } from './support/test';

/**
 * The demo's pages in their main states as a person sees them, at each width: each first
 * screen must match its baseline (e2e/__screenshots__/, refreshed by `npm run looks:update`
 * and looked at before it is committed), and the layout check must find nothing on the whole
 * page but the known defects (e2e/support/knownLayoutDefects.ts). They run in a project of
 * their own against a server of their own (playwright.config.ts), in order in one worker
 * (a failing one stops none after it), so that the records every list shows are the same on
 * every run; the browser's clock is fixed,
 * and what the server stamps (dates, ids, tokens) is masked.
 */
test.describe.configure({ mode: 'default' });

/**
 * What changes from run to run on the server's side: dates and times it stamps ('Draft saved
 * Nov 27, 2026, 5:03 PM'), record ids, secret links' tokens.
 */
const changing = (scope: Page | Locator) => [
  scope.locator('time'),
  scope.getByText(/\b20\d\d-\d\d-\d\d\b|\b\d{1,2}:\d\d\b|\b[a-z0-9]{5}-[a-z0-9]{5}\b|\btoken=/),
];

/**
 * What a picture masks. A mask is painted over everything, so behind an open dialog the
 * page's changing texts are hidden instead (keeping their place) and only the dialog's are
 * masked; and the page is pictured from its top there, because where it stood after a resize
 * was where Chromium's scroll anchoring put it, a line apart from run to run.
 */
const masks = async (page: Page): Promise<Locator[]> => {
  const dialogs = page.getByRole('dialog');
  if ((await dialogs.count()) === 0) return changing(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const texts of changing(page)) {
    await texts.evaluateAll((found) =>
      found
        .filter((text) => !text.closest('[role="dialog"]'))
        .forEach((text) => (text as HTMLElement).style.setProperty('visibility', 'hidden')),
    );
  }
  return changing(dialogs);
};

/**
 * Pictures a page's states at each width and checks their layout as it goes; `problems()`
 * answers every layout problem but the known ones, and the known ones it did not meet.
 */
const pageLooks = (page: Page) => {
  const problems: string[] = [];
  const met = new Set<number>();
  const walked = new Set<string>();
  return {
    expect: async (state: string) => {
      for (const width of LOOK_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const where = `page ${state} @${width}`;
        walked.add(where);
        // The picture first: it waits until two shots agree, so the page has settled at its
        // new width before its layout is measured.
        await expect
          .soft(page)
          .toHaveScreenshot(`${state}-${width}.png`, { mask: await masks(page) });
        const found = sortLayoutProblems(where, await layoutProblems(page));
        found.met.forEach((known) => met.add(known));
        problems.push(...found.unknown.map((problem) => `${where}: ${problem}`));
      }
    },
    problems: () => [...problems, ...fixedDefects((where) => walked.has(where), met)],
  };
};

/** The deposit page with its later sections rendered. */
const openDepositPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'References' })).toBeAttached();
  await expect(page.getByRole('textbox', { name: /^Description/ })).toBeVisible();
};

/** Closes every open dialog, the newest first, as Escape does. */
const closeAll = async (page: Page) => {
  while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
};

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(LOOKS_TIME);
});

test('the deposit page, new and filled, and every modal it opens', async ({ page }) => {
  test.setTimeout(180_000);
  const looks = pageLooks(page);
  await logIn(page, 'alice');
  await openDepositPage(page, '/uploads/new');
  await looks.expect('deposit-new');

  const id = await createCompleteDraft(page, 'Salinity of the Kattegat, 2025');
  await openDepositPage(page, `/uploads/${id}`);
  await looks.expect('deposit-draft');
  for (const modal of DEPOSIT_MODALS) {
    const dialog = await modal.open(page);
    // Searches (licences, communities) show their first results before the picture.
    await expect(dialog.locator('.ui.loader.active, .ui.loading')).toHaveCount(0);
    await looks.expect(`modal-${modal.slug}`);
    await closeAll(page);
  }
  expect(looks.problems()).toEqual([]);
});

test('a record page and My uploads', async ({ page }) => {
  const looks = pageLooks(page);
  await logIn(page, 'alice');
  const id = await createCompleteDraft(page, 'Sea level at the Gothenburg tide gauge');
  const published = await callApi(page, 'POST', `/api/records/${id}/draft/actions/publish`);
  expect(published.status).toBe(202);
  await page.goto(`/records/${id}`);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await looks.expect('record');
  await page.goto('/me/uploads');
  await expect(page.getByText('Sea level at the Gothenburg tide gauge')).toBeVisible();
  await looks.expect('my-uploads');
  expect(looks.problems()).toEqual([]);
});

test("a curator's requests, a request and the community page", async ({ page }) => {
  const looks = pageLooks(page);
  await logIn(page, 'alice');
  const title = 'Eelgrass meadows of the Kattegat';
  const { requestId } = await createSubmittedDraft(page, title);
  await logIn(page, 'carol');
  await page.goto('/me/requests');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await looks.expect('requests');
  await page.goto(`/me/requests/${requestId}`);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await looks.expect('request');
  await page.goto('/communities/open-science');
  await expect(page.getByRole('region', { name: 'Requests' })).toBeVisible();
  await looks.expect('community');
  expect(looks.problems()).toEqual([]);
});
