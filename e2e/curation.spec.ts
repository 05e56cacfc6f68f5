import { expectNoAxeViolations } from './support/axe';
import { callApi, createSubmittedDraft } from './support/drafts';
import { logIn, logInWithForm } from './support/login';
import { expect, test } from './support/test';

test('a curator finds a submission, comments, accepts it in place, and the record is published', async ({
  page,
}) => {
  const title = 'Eelgrass meadows of the Kattegat, 2026';
  await logIn(page, 'alice');
  const { id } = await createSubmittedDraft(page, title);

  // carol logs in and is told something waits for her; the navigation takes her there.
  await logInWithForm(page, 'carol');
  await expect(page.getByRole('link', { name: /requests? needs? your decision/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Requests' })
    .click();
  await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const listed = page.locator('.item', { hasText: title });
  await expect(listed).toContainText('Review');
  await expect(listed).toContainText('Asked by Alice Archer');
  await listed.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Status: submitted');
  await expectNoAxeViolations(page);
  // Nothing below reloads the page: this mark would be lost with it.
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });

  const messages = page.getByRole('region', { name: 'Messages' });
  const comment = 'Could you add the <b>licence</b> & a README?';
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Comment' }).click();
  await expect(messages.getByText(comment)).toBeVisible();
  await expect(page.getByLabel('Comment')).toHaveValue('');
  await expect(page.getByText('Your comment was added.')).toBeVisible();

  await page.getByLabel('Message to the requester (optional)').fill('Welcome to Open Science.');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(page.getByLabel('Message to the requester (optional)')).toHaveCount(0);
  await expect(messages.getByText('Welcome to Open Science.')).toBeVisible();
  await expect(messages.getByText('This request was accepted.')).toBeVisible();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectNoAxeViolations(page);

  // alice's record is published, in the community.
  await logIn(page, 'alice');
  const record = await callApi(page, 'GET', `/api/records/${id}`);
  expect(record.status).toBe(200);
  expect(record.body).toMatchObject({ is_published: true, metadata: { title } });
  await page.goto(`/records/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
});

test('the community page lists its open submissions to its curator only', async ({ page }) => {
  const title = 'Seagrass carbon stocks, 2026';
  await logIn(page, 'alice');
  await createSubmittedDraft(page, title);
  await page.goto('/communities/open-science');
  await expect(page.getByRole('region', { name: 'Requests' })).toHaveCount(0);

  await logIn(page, 'carol');
  await page.goto('/communities/open-science');
  const requests = page.getByRole('region', { name: 'Requests' });
  await requests.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.goBack();
  await expectNoAxeViolations(page);
});

test('a request page offers its buttons only once its script can answer them', async ({ page }) => {
  await logIn(page, 'alice');
  const { requestId } = await createSubmittedDraft(page, 'Kelp forest canopy cover, 2026');
  await logIn(page, 'carol');
  // The script held back, as on a slow connection: a press now would do nothing.
  let releaseScript = (): void => {};
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route('**/static/demo/request-page.js?v=*', async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto(`/me/requests/${requestId}`, { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Comment' })).toBeDisabled();
  releaseScript();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');
});
