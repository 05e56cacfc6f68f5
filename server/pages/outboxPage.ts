import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { outboxMessages, type OutboxMessage } from '../mail/outbox';
import { requireLogin } from './hostPages';
import { html } from './html';
import { renderPage } from './layout';
import { linkedText } from './linkedText';

/** `2026-11-26T08:49:16.123+00:00` as `2026-11-26 08:49:16 UTC`. */
const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** A message as an article named by its subject, which is how a reader (or a test) finds it. */
const messageArticle = (message: OutboxMessage) => {
  const headingId = `message-${message.id}`;
  return html`<article class="ui segment" aria-labelledby="${headingId}">
    <h2 class="ui header" id="${headingId}">${message.subject || '(no subject)'}</h2>
    <p class="demo-hint">
      To ${message.recipient},
      <time datetime="${message.created}">${readableTime(message.created)}</time>
    </p>
    <pre class="demo-mail-text">${linkedText(message.text)}</pre>
  </article>`;
};

/**
 * `/_outbox`: the e-mail kept instead of sent, newest first, `?to=` for one recipient's. It
 * shows every message to any logged-in user, secret links included: a demo and test tool only
 * (`--demo`).
 */
export const outboxPage = (app: FastifyInstance, { db }: ServerContext): void => {
  app.get<{ Querystring: { to?: string } }>('/_outbox', async (request, reply) => {
    if (!requireLogin(request, reply)) return reply;
    const to = String(request.query.to ?? '').trim() || undefined;
    const messages = outboxMessages(db, to);
    const main = html`<h1 class="ui header">Outbox</h1>
      <p>
        The e-mail this server would have sent. No SMTP server is configured
        (<code>RDM_SMTP_URL</code>), so messages are kept here and nothing leaves the machine.
      </p>
      <form class="ui form" method="get" action="/_outbox" role="search" aria-label="Messages">
        <div class="inline field">
          <label for="outbox-to">Recipient</label>
          <input id="outbox-to" name="to" type="email" value="${to ?? ''}" />
          <button class="ui button" type="submit">Show</button>
          ${to ? html`<a href="/_outbox">All messages</a>` : null}
        </div>
      </form>
      ${
        messages.length > 0
          ? messages.map(messageArticle)
          : html`<p>${to ? `No messages to ${to} yet.` : 'No messages yet.'}</p>`
      }`;
    return reply
      .type('text/html; charset=utf-8')
      .send(renderPage(request, { title: 'Outbox', main }));
  });
};
