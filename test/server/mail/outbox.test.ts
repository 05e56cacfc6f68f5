/** @jest-environment node */
import { within } from '@testing-library/dom';
import axios from 'axios';
import { outboxMessages } from '../../../server/mail/outbox';
import { seedDirectory } from '../../../server/seeds/directory';
import { BrowserSession } from '../support/browserSession';
import { axeViolations, pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
/** The outbox opens for logged-in users only. */
let reader: BrowserSession;

/** A server with the demo users (to log in) and none of the demo records (nor their e-mail). */
const startWithUsers = async (options: { demo?: boolean } = {}) => {
  server = await startTestServer({ seed: false, ...options });
  seedDirectory(server.ctx);
  reader = new BrowserSession(server.url);
  await reader.login('alice');
};

afterEach(async () => {
  await server.close();
});

const visit = async (path: string): Promise<Document> =>
  pageDocument((await reader.visit(path)).data);

const VERIFY_URL = 'http://127.0.0.1:5000/access-requests/verify?token=s3cr3t&next=%2Frecords';

describe('the outbox (no SMTP server configured)', () => {
  beforeEach(() => startWithUsers({ demo: true }));

  it('keeps each message as nodemailer composed it', async () => {
    await server.ctx.mailer.send({
      to: 'Alice Liddell <alice@example.org>',
      subject: 'Verify your e-mail address',
      text: `Open ${VERIFY_URL} to verify.`,
      html: `<p><a href="${VERIFY_URL}">Verify</a></p>`,
    });
    expect(outboxMessages(server.ctx.db)).toEqual([
      expect.objectContaining({
        recipient: 'alice@example.org',
        subject: 'Verify your e-mail address',
        text: `Open ${VERIFY_URL} to verify.`,
        html: `<p><a href="${VERIFY_URL}">Verify</a></p>`,
      }),
    ]);
  });

  it('shows a message on /_outbox: its URLs as links, the rest as plain text', async () => {
    const text = `Dear <b>Bob</b>,\n\nverify your address at ${VERIFY_URL}.\nThanks`;
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'Please verify', text });

    const page = await visit('/_outbox');
    const message = within(page.body).getByRole('article', { name: 'Please verify' });
    expect(within(message).getByRole('heading', { level: 2 })).toHaveTextContent('Please verify');
    expect(message).toHaveTextContent('To bob@example.org');
    const link = within(message).getByRole('link', { name: VERIFY_URL });
    expect(link.getAttribute('href')).toBe(VERIFY_URL);
    expect(link.getAttribute('target')).toBeNull();
    // The whole text is there as it was written, line breaks too, and no element came of it.
    const body = message.querySelector('pre')!;
    expect(body.textContent).toBe(text);
    expect(body.querySelector('b')).toBeNull();
  });

  it('lists the newest message first', async () => {
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'First', text: 'one' });
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'Second', text: 'two' });
    const page = await visit('/_outbox');
    const subjects = within(page.body)
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(subjects).toEqual(['Second', 'First']);
  });

  it('shows one recipient’s messages with ?to=', async () => {
    await server.ctx.mailer.send({ to: 'alice@example.org', subject: 'For Alice', text: 'a' });
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'For Bob', text: 'b' });
    const page = await visit('/_outbox?to=BOB%40example.org');
    expect(within(page.body).getAllByRole('article')).toHaveLength(1);
    within(page.body).getByRole('article', { name: 'For Bob' });

    const nobody = await visit('/_outbox?to=carol%40example.org');
    expect(nobody.body).toHaveTextContent('No messages to carol@example.org yet.');
  });

  it('says so when there is no message, and is linked from the navigation', async () => {
    const page = await visit('/_outbox');
    expect(page.body).toHaveTextContent('No messages yet.');
    const home = await visit('/');
    const navigation = within(home.body).getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe(
      '/_outbox',
    );
  });

  it('sends a visitor who is not logged in to the login form, and shows them no link', async () => {
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'Secret', text: VERIFY_URL });
    const outbox = await axios.get<string>(`${server.url}/_outbox?to=bob%40example.org`, {
      maxRedirects: 0,
      validateStatus: () => true,
    });
    expect(outbox.status).toBe(303);
    expect(outbox.headers.location).toBe('/login?next=%2F_outbox%3Fto%3Dbob%2540example.org');
    expect(outbox.data).not.toContain('s3cr3t');
    const home = await axios.get<string>(`${server.url}/`, { responseType: 'text' });
    expect(home.data).not.toContain('/_outbox');
  });

  it('has no axe violation, empty, with messages or filtered', async () => {
    expect(await axeViolations(await visit('/_outbox'))).toEqual([]);
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'Hello', text: VERIFY_URL });
    await server.ctx.mailer.send({ to: 'alice@example.org', subject: '', text: 'No subject' });
    expect(await axeViolations(await visit('/_outbox'))).toEqual([]);
    expect(await axeViolations(await visit('/_outbox?to=bob%40example.org'))).toEqual([]);
  });
});

describe('the outbox outside demo mode', () => {
  it('keeps the e-mail but shows it nowhere', async () => {
    await startWithUsers();
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'Secret', text: VERIFY_URL });
    expect(outboxMessages(server.ctx.db)).toHaveLength(1);
    expect((await reader.visit('/_outbox')).status).toBe(404);
    expect((await reader.visit('/')).data).not.toContain('/_outbox');
  });
});
