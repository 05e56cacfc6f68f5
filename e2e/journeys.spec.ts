import { expectNoAxeViolations } from './support/axe';
import { logIn, logInWithForm } from './support/login';
import { expect, test } from './support/test';

test('a depositor logs in, lists their uploads and opens a published record', async ({ page }) => {
  await logInWithForm(page, 'alice');
  await page.getByRole('link', { name: 'My uploads' }).click();
  await expect(page.getByRole('heading', { name: 'My uploads' })).toBeVisible();
  // The seeded record with a file (other tests publish records of their own).
  const published = page.locator('.item', { hasText: 'Urban tree inventory of Gothenburg, 2024' });
  await expect(published).toBeVisible();
  await published.getByRole('link').click();
  await expect(page).toHaveURL(/\/records\/[a-z0-9]{5}-[a-z0-9]{5}$/);
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();
  // A landing page lists the files (the uploader, locked, is on the record's edit page).
  await expect(page.getByRole('table', { name: 'Files' }).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the login, home and uploads pages have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await logIn(page, 'alice');
  await page.goto('/');
  await expectNoAxeViolations(page);
  await page.goto('/me/uploads');
  await expectNoAxeViolations(page);
});

test('an unknown username is refused with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('mallory');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('No user is called "mallory".');
});

test('a mutating API call without the CSRF header is refused in a real browser', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const answers = await page.evaluate(async () => {
    const token = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';
    const post = (headers: Record<string, string>) =>
      fetch('/api/records', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: '{}',
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    return {
      without: await post({}),
      wrong: await post({ 'X-CSRFToken': 'not-the-token' }),
      right: await post({ 'X-CSRFToken': token }),
    };
  });
  expect(answers.without).toEqual({
    status: 400,
    body: { status: 400, message: 'CSRF token missing or incorrect.' },
  });
  expect(answers.wrong.status).toBe(400);
  expect(answers.right.status).toBe(201);
});

test('pages that need a login send visitors to the login form and back', async ({ page }) => {
  await page.goto('/me/uploads');
  await expect(page).toHaveURL(/\/login\?next=%2Fme%2Fuploads/);
  await page.getByLabel('Username').fill('bob');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/me\/uploads$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a curator accepts a submission on its request page', async ({ page }) => {
  await logIn(page, 'carol');
  const requestId = await page.evaluate(async () => {
    const answer = await fetch('/api/user/requests?size=50', { credentials: 'include' });
    const body = (await answer.json()) as {
      hits: { hits: { id: string; status: string; type: string }[] };
    };
    return body.hits.hits.find(
      (request) => request.type === 'community-submission' && request.status === 'submitted',
    )?.id;
  });
  expect(requestId).toBeTruthy();
  await page.goto(`/me/requests/${requestId}`);
  await expect(page.getByRole('status')).toHaveText('Status: submitted');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');
  await page.getByRole('link', { name: 'See the record' }).click();
  await expect(page.getByRole('heading', { name: 'Files' })).toBeVisible();
});

test('a community page shows the community and nothing broken', async ({ page }) => {
  await page.goto('/communities/open-science');
  await expect(page.getByRole('heading', { name: 'Open Science', level: 1 })).toBeVisible();
  await expect(page.getByText('This widget could not be loaded')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
