import type { Locator, Page } from '@playwright/test';
import { callApi, createCompleteDraft } from './support/drafts';
import { logIn } from './support/login';
import { restrictedRecord } from './support/requestAccess';
import { expect, test } from './support/test';

/**
 * How Share, its tabs, the community selection and the request form look at a desktop's and a
 * phone's width: what a person saw wrong in the first hour (issue 39), checked as they saw it.
 * SHARE_LOOKS_SHOTS names a folder to keep the screenshots of each state in.
 */
const SHOTS = process.env.SHARE_LOOKS_SHOTS;
const WIDTHS = [1280, 375] as const;

const shot = async (page: Page, folder: string, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${folder}/${name}.png` });
};

const shareModal = (page: Page) => page.getByRole('dialog', { name: 'Share access' });

/** alice's draft shared with bob, with one secret link; the page is logged in as alice. */
const sharedDraft = async (page: Page, title: string) => {
  const id = await createCompleteDraft(page, title);
  const grant = { subject: { type: 'user', id: '2' }, permission: 'preview' };
  expect(
    (await callApi(page, 'POST', `/api/records/${id}/access/grants`, { grants: [grant] })).status,
  ).toBe(201);
  const link = { permission: 'preview', description: 'For the reviewers' };
  expect((await callApi(page, 'POST', `/api/records/${id}/access/links`, link)).status).toBe(201);
  return id;
};

const openShare = async (page: Page, id: string) => {
  await page.goto(`/uploads/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(shareModal(page).getByText('Owner')).toBeVisible();
  return shareModal(page);
};

/** Whether the element lies within the box of another, horizontally. */
const withinWidthOf = async (inner: Locator, outer: Locator) => {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return a !== null && b !== null && a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
};

test.beforeEach(async ({ page }) => {
  await logIn(page, 'alice');
});

for (const width of WIDTHS) {
  test(`Share lists people plainly with small pictures, and every tab fits at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const modal = await openShare(page, await sharedDraft(page, `People at ${width}`));
    const people = modal.getByRole('list', { name: 'People' });
    for (const row of await people.getByRole('listitem').all()) {
      // No list bullet before a person.
      expect(await row.evaluate((item) => getComputedStyle(item, '::before').content)).toBe('none');
    }
    for (const picture of await people.locator('img').all()) {
      const box = await picture.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(28);
      expect(box?.width).toBeLessThanOrEqual(32);
      expect(box?.height).toBe(box?.width);
    }
    // Name and details beside the picture, not under it.
    const bob = people.getByRole('listitem').filter({ hasText: 'Bob Builder' });
    const [picture, name] = [
      await bob.locator('img').boundingBox(),
      await bob.getByText('Bob Builder', { exact: true }).boundingBox(),
    ];
    expect(name!.x).toBeGreaterThan(picture!.x + picture!.width);
    expect(name!.y).toBeLessThan(picture!.y + picture!.height);
    await shot(page, 'share', `people-${width}`);

    const tabs = modal.getByRole('tablist', { name: 'Sharing' });
    for (const tab of await tabs.getByRole('tab').all()) {
      await expect(tab).toBeVisible();
      expect(await withinWidthOf(tab, modal)).toBe(true);
    }
    await modal.getByRole('tab', { name: 'Settings' }).click();
    await expect(modal.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await withinWidthOf(modal.getByRole('tab', { name: 'Settings' }), modal)).toBe(true);
    if (width === 375) await shot(page, 'share', 'settings-375');
  });
}

test('a link is deleted only once confirmed, and focus stays in the Links tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const modal = await openShare(page, await sharedDraft(page, 'Links kept'));
  await modal.getByRole('tab', { name: 'Links (1)' }).click();
  const remove = modal.getByRole('button', { name: 'Delete For the reviewers' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this link?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'share', 'delete-link-confirm-1280');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(modal.getByRole('tab', { name: 'Links (1)' })).toBeVisible();

  await remove.click();
  await confirm.getByRole('button', { name: 'Delete link' }).click();
  await expect(modal.getByRole('tab', { name: 'Links (0)' })).toBeVisible();
  await expect(modal.getByText('Link deleted.')).toBeVisible();
  await expect(modal.getByText('No links have been created yet.')).toBeFocused();
});

test('a link created with Enter hands focus to its Copy button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const modal = await openShare(page, await sharedDraft(page, 'Links made with Enter'));
  await modal.getByRole('tab', { name: 'Links (1)' }).click();
  const form = modal.getByRole('form', { name: 'New link' });
  await form.getByLabel('Description (optional)').fill('For the editors');
  await form.getByLabel('Description (optional)').press('Enter');
  await expect(modal.getByRole('tab', { name: 'Links (2)' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Copy For the editors' })).toBeFocused();
  await expect(form.getByText('Link created.')).toBeVisible();
  // Each link's controls on the phone's screen, none past the modal's edge.
  for (const control of await modal
    .getByRole('table', { name: 'Links' })
    .getByRole('button')
    .all()) {
    expect(await withinWidthOf(control, modal)).toBe(true);
  }
  await shot(page, 'share', 'links-375');
});

test('the community selection asks for no logo twice and shows no broken one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const id = await createCompleteDraft(page, 'Community logos');
  const logoAnswers = new Map<string, number[]>();
  page.on('response', (response) => {
    if (!/\/api\/communities\/[^/]+\/logo$/.test(new URL(response.url()).pathname)) return;
    logoAnswers.set(response.url(), [
      ...(logoAnswers.get(response.url()) ?? []),
      response.status(),
    ]);
  });
  await page.goto(`/uploads/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Select a community' });
  const openAndList = async () => {
    await page.getByRole('button', { name: 'Select a community' }).click();
    await expect(dialog.getByText(/Communities found: \d+/)).toBeVisible();
  };
  await openAndList();
  await dialog.getByRole('tab', { name: 'My communities' }).click();
  await expect(dialog.getByText(/Communities found: \d+/)).toBeVisible();
  await dialog.getByRole('tab', { name: 'All' }).click();
  await expect(dialog.getByText(/Communities found: \d+/)).toBeVisible();
  await dialog.getByLabel('Search communities').fill('open');
  await dialog.getByRole('button', { name: 'Search' }).click();
  // A logo that exists shows; one that does not has the placeholder, never a broken image.
  const logo = dialog.getByRole('img', { name: 'Logo of Open Science' });
  await expect(logo).toBeVisible();
  await expect(
    dialog.getByRole('img', { name: 'Placeholder logo of Open Data Summer School 2025' }),
  ).toBeVisible();
  for (const image of await dialog.locator('img').all()) {
    expect(await image.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }
  await shot(page, 'first-hour', 'community-modal-375');
  await page.keyboard.press('Escape');
  await openAndList();
  const missing = [...logoAnswers].filter(([, statuses]) => statuses.includes(404));
  expect(missing.length).toBeGreaterThan(0);
  for (const [url, statuses] of missing) expect(statuses, url).toEqual([404]);
});

test('the request form shows no field in error before it is left', async ({ page, browser }) => {
  const recordId = await restrictedRecord(page, 'Asked for', { allow_guest_requests: true });
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/records/${recordId}`);
  const name = guest.getByRole('textbox', { name: 'Full name' });
  await expect(name).toBeVisible();
  const background = (field: Locator) =>
    field.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(name)).toBe('rgb(255, 255, 255)');
  expect(await background(guest.getByRole('textbox', { name: 'E-mail address' }))).toBe(
    'rgb(255, 255, 255)',
  );
  await name.focus();
  await name.press('Tab');
  await expect(name).toHaveAccessibleDescription('Full name is a required field.');
  expect(await background(name)).not.toBe('rgb(255, 255, 255)');
  expect(await background(guest.getByRole('textbox', { name: 'E-mail address' }))).toBe(
    'rgb(255, 255, 255)',
  );
  await guest.context().close();
});
