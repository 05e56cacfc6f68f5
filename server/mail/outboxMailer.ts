import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { messageOptions, type Mailer } from './mailer';
import { addToOutbox } from './outbox';

/** The parts of nodemailer's JSON rendering of a message that the outbox keeps. */
interface ComposedMessage {
  subject?: string;
  text?: string;
  html?: string;
}

/**
 * Keeps every message in the outbox. nodemailer still composes it (its JSON transport), so
 * what is kept is what an SMTP server would have been given: the envelope's recipient and the
 * subject and bodies after nodemailer's own handling.
 */
export const outboxMailer = (db: Db, from: string): Mailer => {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOptions(from, mail));
      const composed = JSON.parse(info.message) as ComposedMessage;
      addToOutbox(db, {
        recipient: info.envelope.to.join(', '),
        subject: composed.subject ?? '',
        text: composed.text ?? '',
        html: composed.html ?? null,
      });
    },
  };
};
