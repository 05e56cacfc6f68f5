import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as it arrived: headers and body. */
  raw: string;
}

export interface SmtpListener {
  /** e.g. smtp://127.0.0.1:41234 */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const readAll = async (stream: SMTPServerDataStream): Promise<string> => {
  let raw = '';
  for await (const chunk of stream) raw += String(chunk);
  return raw;
};

/**
 * A real SMTP server on a random port. It accepts every message, or with `refuse` answers 554
 * and quotes the message's last line, as a server's content filter may.
 */
export const startSmtpListener = async ({ refuse = false } = {}): Promise<SmtpListener> => {
  const received: ReceivedMail[] = [];
  const onData = async (stream: SMTPServerDataStream, session: SMTPServerSession) => {
    const raw = await readAll(stream);
    if (refuse) {
      const quote = raw.trim().split('\r\n').pop();
      throw Object.assign(new Error(`Refused: ${quote}`), { responseCode: 554 });
    }
    received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw });
  };
  const server = new SMTPServer({
    authOptional: true,
    // Offered STARTTLS, nodemailer would upgrade and then refuse the test certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      onData(stream, session).then(() => callback(), callback);
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(done)),
  };
};
