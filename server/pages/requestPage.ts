import type { FastifyInstance } from 'fastify';
import type { ReviewRequest } from '../../src/core/model';
import { callApi } from './api';
import { html } from './html';
import { renderPage } from './layout';

/**
 * A request (e.g. a community submission). A curator accepts or declines it here: the
 * buttons call the API from the browser, with the CSRF header, as any host page would.
 */
export const requestPage = (app: FastifyInstance): void => {
  app.get<{ Params: { id: string } }>('/me/requests/:id', async (request, reply) => {
    const answer = await callApi<ReviewRequest & { title?: string }>(
      app,
      request,
      `/api/requests/${encodeURIComponent(request.params.id)}`,
    );
    reply.type('text/html; charset=utf-8');
    if (answer.status !== 200) {
      reply.code(answer.status);
      const main = html`<div class="ui negative message" role="alert">
        <div class="header">This request does not exist or is not yours to see.</div>
      </div>`;
      return reply.send(renderPage(request, { title: 'Request', main }));
    }
    const review = answer.data;
    const actions = review.links.actions ?? {};
    const record = review.topic?.record;
    const main = html`<h1 class="ui header">${review.title || 'Request'}</h1>
      <p>Type: ${review.type}</p>
      <p role="status" id="request-status">Status: ${review.status}</p>
      ${record ? html`<p><a href="/records/${record}?preview=1">See the record</a></p>` : null}
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
      <script>
        for (const button of document.querySelectorAll('[data-action-url]')) {
          button.addEventListener('click', async () => {
            const token = document.cookie.match(/(?:^|; )csrftoken=([^;]*)/)?.[1] ?? '';
            const response = await fetch(button.dataset.actionUrl, {
              method: 'POST',
              credentials: 'include',
              headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
              body: '{}',
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
