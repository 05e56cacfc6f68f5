import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { confirmGuestRequest, guestRequestUrl } from '../access/guestAccessRequests';
import { findLinkById } from '../access/links';
import type { ServerContext } from '../context';
import { urlsFor } from '../http/urls';
import { findRequest, requestEvents, type RequestDoc } from '../requests/store';
import { html, type SafeHtml } from './html';
import { problemMessage, renderPage } from './layout';
import { plainText } from './recordView';

const TOKEN_PARAM = 'access_request_token';

const CONFIRMATION_PROBLEMS = {
  unknown: [404, 'This confirmation link is not valid: it may have been used already.'],
  expired: [
    410,
    "This confirmation link has expired. Ask for access again from the record's page.",
  ],
  closed: [403, 'The owner of this record no longer accepts access requests.'],
} as const;

const STATUS_SENTENCES: Record<string, string> = {
  submitted: "Your request is waiting for the owner's answer.",
  accepted: 'Your request was accepted.',
  declined: 'Your request was declined.',
  cancelled: 'This request was cancelled.',
  expired: 'This request has expired.',
};

const send = (request: FastifyRequest, reply: FastifyReply, title: string, main: SafeHtml) =>
  reply
    // The address holds the guest's key to their request: it must not leave in a Referer.
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(renderPage(request, { title, main }));

const problem = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) => {
  reply.code(status);
  return send(request, reply, message, problemMessage(message));
};

const sameSecret = (given: string, expected: string | undefined): boolean =>
  !!expected &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const queryToken = (request: FastifyRequest): string => {
  const value = (request.query as Record<string, unknown>)[TOKEN_PARAM];
  return typeof value === 'string' ? value : '';
};

/** Comments on the request as plain text: the guest's own and the owner's. */
const conversation = (ctx: ServerContext, doc: RequestDoc): SafeHtml | null => {
  const comments = requestEvents(ctx.db, doc.id).filter((event) => event.type === 'C');
  if (comments.length === 0) return null;
  return html`<h2 class="ui header">Messages</h2>
    <div class="ui comments">
      ${comments.map(
        (event) =>
          html`<div class="comment">
            <div class="content">
              <span class="author">${'email' in event.created_by ? 'You' : 'The owner'}</span>
              <div class="text">${plainText(event.payload.content)}</div>
            </div>
          </div>`,
      )}
    </div>`;
};

/** What an accepted guest opens the record with: their secret link, while it exists. */
const accessLink = (ctx: ServerContext, request: FastifyRequest, doc: RequestDoc) => {
  if (doc.status !== 'accepted') return null;
  const link = findLinkById(ctx.db, doc.payload?.secret_link_id ?? '');
  if (!link) return null;
  const url = `${urlsFor(request).ui}/records/${doc.topic.record}?${new URLSearchParams({
    token: link.token,
  })}`;
  return html`<p>
    <a class="ui primary button" href="${url}">Open the record</a>
    ${link.expires_at ? html`<span>The link works until ${link.expires_at}.</span>` : null}
  </p>`;
};

/**
 * A guest's side of an access request (docs/reference-server.md#access-requests): the link
 * e-mailed to confirm their address, and the page where they follow the request, which only
 * its secret token opens.
 */
export const accessRequestPages = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get('/access/requests/confirm', async (request, reply) => {
    const confirmation = await confirmGuestRequest(ctx, queryToken(request), urlsFor(request));
    if (confirmation.outcome === 'created' || confirmation.outcome === 'existing') {
      const page = guestRequestUrl(urlsFor(request).ui, confirmation.request);
      const again = confirmation.outcome === 'existing' ? '&already=1' : '';
      return reply.redirect(`${page}${again}`, 303);
    }
    const [status, message] = CONFIRMATION_PROBLEMS[confirmation.outcome];
    return problem(request, reply, status, message);
  });

  app.get<{ Params: { id: string }; Querystring: { already?: string } }>(
    '/access/requests/:id',
    async (request, reply) => {
      const doc = findRequest(ctx.db, request.params.id);
      if (!doc || !sameSecret(queryToken(request), doc.guest_token)) {
        return problem(request, reply, 403, 'This request does not exist or is not yours to see.');
      }
      const main = html`<h1 class="ui header">Your access request</h1>
        <p>Record: <a href="/records/${doc.topic.record}">${doc.title}</a></p>
        ${
          request.query.already === '1'
            ? html`<div class="ui info message">
                You had already asked for access to this record: this is that request.
              </div>`
            : null
        }
        <p role="status">${STATUS_SENTENCES[doc.status] ?? doc.status}</p>
        ${accessLink(ctx, request, doc)} ${conversation(ctx, doc)}`;
      return send(request, reply, 'Your access request', main);
    },
  );
};
