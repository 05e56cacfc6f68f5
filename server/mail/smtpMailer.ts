import nodemailer from 'nodemailer';
import { messageOptions, type Mailer } from './mailer';

/** Sends through the SMTP server of `smtpUrl` (nodemailer's URL form: `smtp://`, `smtps://`). */
export const smtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail(messageOptions(from, mail));
    },
  };
};
