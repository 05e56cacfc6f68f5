import type { FastifyInstance } from 'fastify';
import type { ReviewRequest } from '../../src/core/model';
import { findUserById } from '../auth/users';
import type { ServerContext } from '../context';
import { callApi } from './api';
import { html, type SafeHtml } from './html';
import { problemMessage, renderPage } from './layout';
import { plainText } from './recordView';

type RequestAnswer = ReviewRequest & {
  title?: string;
  created_by?: { user?: string; email?: string };
  payload?: Record<string, string>;
};

interface TimelineAnswer {
  hits?: { hits?: { type: string; payload: { content: string } }[] };
}

/** Who asked for access: a user's name, or the name (and, with consent, address) a guest gave. */
const requesterOf = (ctx: ServerContext, answer: RequestAnswer): string | null => {
  const userId = answer.created_by?.user;
  if (userId) {
    const user = findUserById(ctx.db, userId);
    return user ? `${user.fullName || user.username} (${user.username})` : null;
  }
  const payload = answer.payload ?? {};
  if (!payload.full_name) return null;
  const consent = payload.consent_to_share_personal_data === 'true';
  return `${payload.full_name}${consent && payload.email ? ` <${payload.email}>` : ''} (guest)`;
};

/** The comments of a request, as plain text. */
const messages = (timeline: TimelineAnswer): SafeHtml | null => {
  const comments = (timeline.hits?.hits ?? []).filter((event) => event.type === 'C');
  if (comments.length === 0) return null;
  return html`<h2 class="ui header">Messages</h2>
    ${comments.map(
      (event) =>
        html`<blockquote class="ui segment">${plainText(event.payload.content)}</blockquote>`,
    )}`;
};

/**
 * A request (a community submission, an access request). Its receiver accepts or declines it
 * here, with an optional message: the buttons call the API from the browser, with the CSRF
 * header, as any host page would.
 */
export const requestPage = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Params: { id: string } }>('/me/requests/:id', async (request, reply) => {
    const path = `/api/requests/${encodeURIComponent(request.params.id)}`;
    const answer = await callApi<RequestAnswer>(app, request, path);
    reply.type('text/html; charset=utf-8');
    if (answer.status !== 200) {
      reply.code(answer.status);
      const main = problemMessage('This request does not exist or is not yours to see.');
      return reply.send(renderPage(request, { title: 'Request', main }));
    }
    const review = answer.data;
    const timeline = await callApi<TimelineAnswer>(app, request, `${path}/timeline`);
    const actions = review.links.actions ?? {};
    const record = review.topic?.record;
    const requester = requesterOf(ctx, review);
    const decides = Boolean(actions.accept || actions.decline);
    const main = html`<h1 class="ui header">${review.title || 'Request'}</h1>
      <p>Type: ${review.type}</p>
      ${requester ? html`<p>Requested by ${requester}</p>` : null}
      <p role="status" id="request-status">Status: ${review.status}</p>
      ${record ? html`<p><a href="/records/${record}?preview=1">See the record</a></p>` : null}
      ${messages(timeline.status === 200 ? timeline.data : {})}
      ${
        decides
          ? html`<div class="ui form">
              <div class="field">
                <label for="decision-message">Message to the requester (optional)</label>
                <textarea id="decision-message" rows="3"></textarea>
              </div>
            </div>`
          : null
      }
      <div class="ui buttons">
        ${(['accept', 'decline', 'cancel'] as const)
          .filter((action) => actions[action])
          .map(
            (action) =>
              html`<button class="ui button" type="button" data-action-url="${actions[action]}">
                ${action[0]?.toUpperCase()}${action.slice(1)}
              </button>`,
          )}
      </div>
      <script nonce="${request.cspNonce}">
        for (const button of document.querySelectorAll('[data-action-url]')) {
          button.addEventListener('click', async () => {
            const token = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';
            const typed = document.getElementById('decision-message')?.value.trim() ?? '';
            // The message is HTML on the server: what was typed goes in as text, not markup.
            const paragraph = document.createElement('p');
            paragraph.textContent = typed;
            const payload = { content: paragraph.outerHTML, format: 'html' };
            const response = await fetch(button.dataset.actionUrl, {
              method: 'POST',
              credentials: 'include',
              headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
              body: JSON.stringify(typed ? { payload } : {}),
            });
            const body = await response.json();
            document.getElementById('request-status').textContent = response.ok
              ? 'Status: ' + body.status
              : body.message;
          });
        }
      </script>`;
    return reply.send(renderPage(request, { title: review.title || 'Request', main }));
  });
};
