/** @jest-environment node */
import { within } from '@testing-library/dom';
import axios from 'axios';
import { outboxMessages } from '../../../server/mail/outbox';
import { axeViolations, pageDocument } from '../support/pageDocument';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ seed: false });
});
afterEach(async () => {
  await server.close();
});

const visit = async (path: string): Promise<Document> => {
  const answer = await axios.get<string>(`${server.url}${path}`, { responseType: 'text' });
  return pageDocument(answer.data);
};

const VERIFY_URL = 'http://127.0.0.1:5000/access-requests/verify?token=s3cr3t&next=%2Frecords';

describe('the outbox (no SMTP server configured)', () => {
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

  it('has no axe violation, empty, with messages or filtered', async () => {
    expect(await axeViolations(await visit('/_outbox'))).toEqual([]);
    await server.ctx.mailer.send({ to: 'bob@example.org', subject: 'Hello', text: VERIFY_URL });
    await server.ctx.mailer.send({ to: 'alice@example.org', subject: '', text: 'No subject' });
    expect(await axeViolations(await visit('/_outbox'))).toEqual([]);
    expect(await axeViolations(await visit('/_outbox?to=bob%40example.org'))).toEqual([]);
  });
});
