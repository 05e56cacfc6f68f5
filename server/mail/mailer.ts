import type { SendMailOptions } from 'nodemailer';

/**
 * One message to one person. `text` is always there; `html` is an optional richer version. The
 * subject is logged: secret tokens belong in the bodies only.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends e-mail. `send` rejects when the message could not be sent, with an error that names
 * the recipient but never quotes the message (bodies carry secret tokens); callers decide
 * what a failure means to them.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** What nodemailer is given: only the fields of the interface, whatever else `mail` holds. */
export const messageOptions = (from: string, mail: OutgoingMail): SendMailOptions => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});
