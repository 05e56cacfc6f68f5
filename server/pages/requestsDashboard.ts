import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { callApi } from './api';
import { requireLogin } from './hostPages';
import { html } from './html';
import { problemMessage, renderPage } from './layout';
import { requestList, type ListedRequest } from './requestList';

interface RequestsAnswer {
  hits: { hits: ListedRequest[]; total: number };
}

const TABS = [
  { key: 'open', label: 'Open', empty: 'No open requests: nothing waits for you.' },
  { key: 'closed', label: 'Closed', empty: 'No closed requests yet.' },
] as const;

/**
 * The caller's requests dashboard (InvenioRDM's /me/requests): their own requests and those
 * addressed to them or to the communities they curate, open or closed.
 */
export const requestsDashboard = (app: FastifyInstance, ctx: ServerContext): void => {
  app.get<{ Querystring: { status?: string } }>('/me/requests', async (request, reply) => {
    if (!requireLogin(request, reply)) return reply;
    const tab = TABS.find((candidate) => candidate.key === request.query.status) ?? TABS[0];
    const query = new URLSearchParams({
      is_open: String(tab.key === 'open'),
      sort: 'newest',
      size: '100',
    });
    const answer = await callApi<RequestsAnswer>(app, request, `/api/user/requests?${query}`);
    const main = html`<h1 class="ui header">Requests</h1>
      <nav class="ui secondary pointing menu" aria-label="Request status">
        ${TABS.map(
          (candidate) =>
            html`<a
              class="${candidate === tab ? 'active item' : 'item'}"
              href="/me/requests?status=${candidate.key}"
              aria-current="${candidate === tab ? 'page' : 'false'}"
              >${candidate.label}</a
            >`,
        )}
      </nav>
      ${
        answer.status === 200
          ? requestList(ctx, answer.data.hits.hits, tab.empty)
          : problemMessage('Your requests could not be listed.')
      }`;
    return reply
      .type('text/html; charset=utf-8')
      .send(renderPage(request, { title: 'Requests', main }));
  });
};
