import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callApi } from './api';
import { html, type SafeHtml } from './html';

interface OpenRequestsAnswer {
  hits: { hits: { links: { actions?: { accept?: string } } }[] };
}

/**
 * "N requests need your decision", linking to the requests dashboard: how a curator or an
 * owner who has just logged in learns that someone waits for them. Nothing when none do.
 */
export const decisionsNotice = async (
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SafeHtml | null> => {
  if (!request.identity.user) return null;
  const answer = await callApi<OpenRequestsAnswer>(
    app,
    request,
    '/api/user/requests?is_open=true&size=100',
  );
  const waiting =
    answer.status === 200
      ? answer.data.hits.hits.filter((hit) => hit.links.actions?.accept).length
      : 0;
  if (waiting === 0) return null;
  return html`<div class="ui info message" role="status">
    <a href="/me/requests">
      ${waiting === 1 ? '1 request needs' : `${waiting} requests need`} your decision
    </a>
  </div>`;
};
