import { expect, type Page } from '@playwright/test';

/**
 * Logs in as the demo login form does, without showing the form: its POST, with the CSRF
 * token the form carries, through the page's own request context, whose cookies the page
 * shares, then on to My uploads, where the form leads. The form itself is a journey of its
 * own (journeys.spec.ts).
 */
export const logIn = async (page: Page, username: string): Promise<void> => {
  await page.request.get('/login');
  const cookies = await page.context().cookies();
  const token = cookies.find(({ name }) => name === 'csrftoken')?.value ?? '';
  const answer = await page.request.post('/login', {
    form: { username, next: '/me/uploads', csrf_token: token },
    maxRedirects: 0,
  });
  expect(answer.status(), `log in as ${username}`).toBe(303);
  await page.goto(answer.headers()['location']!);
  await expect(page.getByText(`Logged in as ${username}`)).toBeVisible();
};

/** Logs in through the demo login form, as a person would. */
export const logInWithForm = async (page: Page, username: string): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Logged in as ${username}`)).toBeVisible();
};
