/** @jest-environment node */
import axios from 'axios';
import { outboxMessages } from '../../../server/mail/outbox';
import { freePort } from '../support/serverProcess';
import { startTestServer, type TestServer } from '../support/testServer';
import { startSmtpListener, type SmtpListener } from './smtpListener';

let listener: SmtpListener | undefined;
let server: TestServer;

afterEach(async () => {
  await server.close();
  await listener?.close();
  listener = undefined;
});

const SECRET_TEXT = 'Your secret link: http://127.0.0.1:5000/records/abc?token=s3cr3t';

describe('e-mail over SMTP (RDM_SMTP_URL)', () => {
  it('delivers the message to the SMTP server, and keeps none', async () => {
    listener = await startSmtpListener();
    server = await startTestServer({
      seed: false,
      smtpUrl: listener.url,
      mailFrom: 'Demo repository <repository@example.org>',
    });
    await server.ctx.mailer.send({
      to: 'bob@example.org',
      subject: 'A record was shared with you',
      text: SECRET_TEXT,
    });

    expect(listener.received).toHaveLength(1);
    const [mail] = listener.received;
    expect(mail!.to).toEqual(['bob@example.org']);
    expect(mail!.raw).toContain('To: bob@example.org\r\n');
    expect(mail!.raw).toContain('From: Demo repository <repository@example.org>\r\n');
    expect(mail!.raw).toContain('Subject: A record was shared with you\r\n');
    expect(mail!.raw).toContain(SECRET_TEXT);
    expect(outboxMessages(server.ctx.db)).toEqual([]);
  });

  it('has no outbox page, nor a link to one', async () => {
    listener = await startSmtpListener();
    server = await startTestServer({ seed: false, smtpUrl: listener.url });
    const outbox = await axios.get(`${server.url}/_outbox`, { validateStatus: () => true });
    expect(outbox.status).toBe(404);
    const home = await axios.get<string>(`${server.url}/`, { responseType: 'text' });
    expect(home.data).not.toContain('/_outbox');
  });

  it('rejects when the server refuses the message, without quoting it', async () => {
    listener = await startSmtpListener({ refuse: true });
    server = await startTestServer({ seed: false, smtpUrl: listener.url });
    const sending = server.ctx.mailer.send({
      to: 'bob@example.org',
      subject: 'A record was shared with you',
      text: SECRET_TEXT,
    });
    await expect(sending).rejects.toThrow(
      'The e-mail to bob@example.org could not be sent (EMESSAGE 554).',
    );
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    server = await startTestServer({
      seed: false,
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
    });
    const sending = server.ctx.mailer.send({
      to: 'bob@example.org',
      subject: 'Hello',
      text: SECRET_TEXT,
    });
    await expect(sending).rejects.toThrow(/^The e-mail to bob@example.org could not be sent/);
    await expect(sending).rejects.not.toThrow('s3cr3t');
  });
});
