import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { ServerOptions } from '../options';
import type { Mailer, OutgoingMail } from './mailer';
import { outboxMailer } from './outboxMailer';
import { smtpMailer } from './smtpMailer';

const DEFAULT_MAIL_FROM = 'RDM Widgets demo <no-reply@localhost>';

/**
 * The error `send` rejects with. Only nodemailer's code and the SMTP reply code: its message
 * may quote the server's reply, and a server that refuses a message may quote the message.
 */
const notSent = (mail: OutgoingMail, error: unknown): Error => {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  const reason = [code, responseCode].filter(Boolean).join(' ') || 'no error code';
  return new Error(`The e-mail to ${mail.to} could not be sent (${reason}).`);
};

/**
 * The server's mailer: over SMTP when `smtpUrl` is set, else into the outbox. A send is logged
 * with its recipient and subject only, since bodies carry secret tokens.
 */
export const createMailer = (options: ServerOptions, db: Db, log: FastifyBaseLogger): Mailer => {
  const from = options.mailFrom || DEFAULT_MAIL_FROM;
  const mailer = options.smtpUrl ? smtpMailer(options.smtpUrl, from) : outboxMailer(db, from);
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        throw notSent(mail, error);
      }
      log.info(
        { to: mail.to, subject: mail.subject },
        options.smtpUrl ? 'E-mail sent' : 'E-mail kept in the outbox',
      );
    },
  };
};
