import { htmlAsText } from '../htmlText';
import type { OutgoingMail } from '../mail/mailer';

/** Who asked, as the owner's e-mail names them: the address only with the requester's consent. */
export interface Requester {
  name: string;
  email: string;
  consent: boolean;
}

const lines = (...parts: (string | false | null | undefined)[]): string =>
  `${parts.filter((part): part is string => typeof part === 'string').join('\n\n')}\n`;

/** Plain text quoted line by line, as mail clients quote. */
const quoted = (label: string, text: string): string | null =>
  text.trim() ? `${label}\n${text.trim().replace(/^/gm, '> ')}` : null;

/** A comment (stored as HTML) quoted as its plain text. */
const quotedComment = (label: string, html: string | null): string | null =>
  html ? quoted(label, htmlAsText(html)) : null;

export const verificationMail = (to: string, title: string, confirmUrl: string): OutgoingMail => ({
  to,
  subject: `Confirm your e-mail address to ask for access to '${title}'`,
  text: lines(
    `Someone, most likely you, asked for access to the record '${title}' with this e-mail address.`,
    `To send the request to the record's owner, open this link within six hours:\n${confirmUrl}`,
    'If you did not ask, ignore this message: nothing is sent without your confirmation.',
  ),
});

export const ownerNoticeMail = (
  to: string,
  title: string,
  requester: Requester,
  message: string,
  requestUrl: string,
): OutgoingMail => ({
  to,
  subject: `Access requested to your record '${title}'`,
  text: lines(
    `${requester.consent ? `${requester.name} <${requester.email}>` : requester.name} asks for access to the files of your record '${title}'.`,
    quoted('Their message:', message),
    `Accept or decline the request here:\n${requestUrl}`,
  ),
});

export const guestRequestSentMail = (
  to: string,
  title: string,
  requestUrl: string,
): OutgoingMail => ({
  to,
  subject: `Your access request for '${title}' was sent`,
  text: lines(
    `Your e-mail address is confirmed and your request for access to '${title}' was sent to the record's owner.`,
    `Follow your request here:\n${requestUrl}`,
  ),
});

export const acceptedMail = (
  to: string,
  title: string,
  access: { url: string; expiresAt?: string | null; secret: boolean },
  message: string | null,
): OutgoingMail => ({
  to,
  subject: `Your access request for '${title}' was accepted`,
  text: lines(
    `The owner of '${title}' accepted your request.`,
    quotedComment("The owner's message:", message),
    access.secret
      ? `Open the record with this link, which is yours alone:\n${access.url}`
      : `Open the record:\n${access.url}`,
    access.secret &&
      (access.expiresAt
        ? `The link works until ${access.expiresAt}.`
        : 'The link does not expire.'),
  ),
});

export const declinedMail = (to: string, title: string, message: string | null): OutgoingMail => ({
  to,
  subject: `Your access request for '${title}' was declined`,
  text: lines(
    `The owner of '${title}' declined your request for access.`,
    quotedComment("The owner's message:", message),
  ),
});
