import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi } from './support/drafts';
import { logIn } from './support/login';
import { restrictedRecord } from './support/requestAccess';
import { expect, test } from './support/test';

const widget = (page: Page) => page.locator('[data-rdm-widget="request-access"]');
/** The guest's address field (the consent checkbox's label names the e-mail address too). */
const emailBox = (form: Locator) => form.getByRole('textbox', { name: /^E-mail address/ });

/**
 * The newest message of the outbox to this address, read on a logged-in user's page (the
 * outbox opens for logged-in users only; a guest follows the links it finds there).
 */
const mailTo = async (page: Page, email: string, subject: string | RegExp) => {
  await page.goto(`/_outbox?${new URLSearchParams({ to: email })}`);
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(message).toBeVisible();
  return message;
};

/** A page in a browser context of its own: a visitor who is not logged in. */
const guestPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** Logs the page's user out and another in. */
const switchTo = async (page: Page, username: string) => {
  await page.getByRole('button', { name: 'Log out' }).click();
  await logIn(page, username);
};

const followLink = async (page: Page, message: ReturnType<Page['getByRole']>, path: string) => {
  const href = await message.locator(`a[href*="${path}"]`).first().getAttribute('href');
  expect(href, `a link to ${path}`).toBeTruthy();
  await page.goto(href!);
};

/** Alice opens the request of the e-mail telling her someone asked for access to `title`. */
const openOwnerNotice = async (page: Page, title: string) => {
  const notice = await mailTo(
    page,
    'alice@demo.test',
    `Access requested to your record '${title}'`,
  );
  await followLink(page, notice, '/me/requests/');
};

test('a guest asks, confirms from the outbox, alice accepts, and the secret link opens the files', async ({
  page,
  browser,
}) => {
  await logIn(page, 'alice');
  const title = 'Guest journey record';
  const id = await restrictedRecord(page, title, {
    allow_guest_requests: true,
    accept_conditions_text: '<p>Research use <strong>only</strong>.</p>',
    secret_link_expiration: 30,
  });

  const guest = await guestPage(browser);
  await guest.goto(`/records/${id}`);
  const form = widget(guest);
  await expect(form.getByText('Research use only.')).toBeVisible();
  await expectNoAxeViolations(guest);
  await form.getByLabel('Full name').fill('Gina Guest');
  await emailBox(form).fill('gina.journey@example.org');
  await form.getByLabel('Message to the owner').fill('For my thesis.');
  // A person ticks the box by its label (Fomantic draws the box over a hidden input).
  await form.getByText('I accept the conditions', { exact: true }).click();
  await expect(form.getByLabel('I accept the conditions')).toBeChecked();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(
    form.getByText('Check your inbox: we sent you a link to confirm your e-mail address.'),
  ).toBeVisible();
  await expectNoAxeViolations(guest);

  const verification = await mailTo(
    page,
    'gina.journey@example.org',
    /Confirm your e-mail address/,
  );
  await followLink(guest, verification, '/access/requests/confirm');
  await expect(guest.getByRole('heading', { name: 'Your access request' })).toBeVisible();
  await expect(guest.getByRole('status')).toHaveText(
    "Your request is waiting for the owner's answer.",
  );
  const requestPage = guest.url();

  await openOwnerNotice(page, title);
  await expect(page.getByText('Requested by Gina Guest')).toBeVisible();
  await expect(page.getByText('For my thesis.')).toBeVisible();
  // Typed text, not markup: the message arrives as written.
  const answer = 'Enjoy the data <2 GB> & more.';
  await page.getByLabel('Message to the requester (optional)').fill(answer);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');

  const granted = await mailTo(page, 'gina.journey@example.org', /was accepted/);
  await expect(granted.getByText(answer)).toBeVisible();
  await followLink(guest, granted, `/records/${id}?token=`);
  await expect(guest.getByRole('link', { name: 'notes.txt' })).toBeVisible();
  await expect(widget(guest)).toHaveCount(0);

  await guest.goto(requestPage);
  await expect(guest.getByRole('status')).toHaveText('Your request was accepted.');
  await guest.context().close();
});

test('bob asks while logged in, sees his pending request on a second visit, and gets a grant', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const id = await restrictedRecord(page, 'User journey record', { allow_user_requests: true });
  await switchTo(page, 'bob');

  await page.goto(`/records/${id}`);
  const form = widget(page);
  await expect(form.getByLabel('Full name')).toHaveCount(0);
  await form.getByLabel('Message to the owner').fill('For the replication study.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Your request was sent')).toBeVisible();
  await expect(form.getByRole('link', { name: 'See your request' })).toBeVisible();

  // A second visit shows the open request, not the form; a direct second request is refused.
  await page.reload();
  await expect(
    widget(page).getByText("Your request for access is waiting for the owner's answer."),
  ).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Send' })).toHaveCount(0);
  const again = await callApi(page, 'POST', `/api/records/${id}/access/request`, {
    email: 'bob@demo.test',
  });
  expect(again.status).toBe(400);
  expect((again.body as { message: string }).message).toMatch(
    /^Identical access requests already exist: /,
  );

  await switchTo(page, 'alice');
  await openOwnerNotice(page, 'User journey record');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: accepted');

  await switchTo(page, 'bob');
  await page.goto(`/records/${id}`);
  await expect(page.getByRole('link', { name: 'notes.txt' })).toBeVisible();
  await expect(widget(page)).toHaveCount(0);
});

test('a decline with a message reaches the requester', async ({ page }) => {
  await logIn(page, 'alice');
  const id = await restrictedRecord(page, 'Declined request record', { allow_user_requests: true });
  await switchTo(page, 'bob');
  await page.goto(`/records/${id}`);
  await widget(page).getByRole('button', { name: 'Send' }).click();
  await expect(widget(page).getByText('Your request was sent')).toBeVisible();

  await switchTo(page, 'alice');
  await openOwnerNotice(page, 'Declined request record');
  await page.getByLabel('Message to the requester (optional)').fill('Only for project members.');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('status')).toHaveText('Status: declined');

  const declined = await mailTo(
    page,
    'bob@demo.test',
    "Your access request for 'Declined request record' was declined",
  );
  await expect(declined.getByText('Only for project members.')).toBeVisible();
});

test('with requests off there is no form; with conditions, Send is refused until they are accepted', async ({
  page,
  browser,
}) => {
  await logIn(page, 'alice');
  const closed = await restrictedRecord(page, 'No requests record', {});
  const conditional = await restrictedRecord(page, 'Conditional record', {
    allow_guest_requests: true,
    accept_conditions_text: '<p>Cite the dataset.</p>',
  });
  const guest = await guestPage(browser);

  await guest.goto(`/records/${closed}`);
  await expect(
    widget(guest).getByText('The owner of this record does not accept access requests.'),
  ).toBeVisible();
  await expect(widget(guest).getByRole('textbox')).toHaveCount(0);

  await guest.goto(`/records/${conditional}`);
  const form = widget(guest);
  await form.getByLabel('Full name').fill('Carl Careful');
  await emailBox(form).fill('carl@example.org');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Accept the conditions to send your request.')).toBeVisible();
  await expect(form.getByLabel('I accept the conditions')).toBeFocused();
  await expect(form.getByLabel('Full name')).toHaveValue('Carl Careful');
  await expectNoAxeViolations(guest);
  // A person ticks the box by its label (Fomantic draws the box over a hidden input).
  await form.getByText('I accept the conditions', { exact: true }).click();
  await expect(form.getByLabel('I accept the conditions')).toBeChecked();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(
    form.getByText('Check your inbox: we sent you a link to confirm your e-mail address.'),
  ).toBeVisible();
  await guest.context().close();
});

test('an expired confirmation link says so', async ({ page, browser }) => {
  await logIn(page, 'alice');
  const id = await restrictedRecord(page, 'Expiring link record', { allow_guest_requests: true });
  const guest = await guestPage(browser);
  await guest.goto(`/records/${id}`);
  const form = widget(guest);
  await form.getByLabel('Full name').fill('Lena Late');
  await emailBox(form).fill('late@example.org');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Check your inbox', { exact: false })).toBeVisible();
  // Six hours later, as the test hook makes it.
  await callApi(guest, 'POST', '/__faults/access-request-tokens/expire', {
    email: 'late@example.org',
  });
  const verification = await mailTo(page, 'late@example.org', /Confirm your e-mail address/);
  await followLink(guest, verification, '/access/requests/confirm');
  await expect(guest.getByRole('alert')).toHaveText(
    "This confirmation link has expired. Ask for access again from the record's page.",
  );
  await guest.context().close();
});

test('a guest asks with the keyboard alone', async ({ browser, page }) => {
  await logIn(page, 'alice');
  const id = await restrictedRecord(page, 'Keyboard record', {
    allow_guest_requests: true,
    accept_conditions_text: '<p>Be kind.</p>',
  });
  const guest = await guestPage(browser);
  await guest.goto(`/records/${id}`);
  const form = widget(guest);
  await form.getByLabel('Full name').focus();
  await guest.keyboard.type('Kim Keys');
  await guest.keyboard.press('Tab');
  await expect(emailBox(form)).toBeFocused();
  await guest.keyboard.type('kim@example.org');
  await guest.keyboard.press('Tab');
  await expect(form.getByLabel('Message to the owner')).toBeFocused();
  await guest.keyboard.type('Typed, not clicked.');
  await guest.keyboard.press('Tab');
  await expect(form.getByLabel('I accept the conditions')).toBeFocused();
  await guest.keyboard.press('Space');
  await expect(form.getByLabel('I accept the conditions')).toBeChecked();
  await guest.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: /^Share my name/ })).toBeFocused();
  await guest.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send' })).toBeFocused();
  await guest.keyboard.press('Enter');
  await expect(
    form.getByText('Check your inbox: we sent you a link to confirm your e-mail address.'),
  ).toBeVisible();
  // The answer takes the focus the Send button had.
  await expect(guest.locator('.rdm-request-access [aria-live]')).toBeFocused();
  await guest.context().close();
});
