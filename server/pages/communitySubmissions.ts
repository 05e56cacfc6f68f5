import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { callApi } from './api';
import { html, type SafeHtml } from './html';
import { requestList, type ListedRequest } from './requestList';

/**
 * The open requests to a community, for the community page: shown to those who may curate it
 * only (the API answers others 403), as InvenioRDM's community requests tab is.
 */
export const communitySubmissions = async (
  app: FastifyInstance,
  ctx: ServerContext,
  request: FastifyRequest,
  communityId: string,
): Promise<SafeHtml | null> => {
  const answer = await callApi<{ hits: { hits: ListedRequest[] } }>(
    app,
    request,
    `/api/communities/${encodeURIComponent(communityId)}/requests?is_open=true&size=100`,
  );
  if (answer.status !== 200) return null;
  return html`<section aria-labelledby="community-requests">
    <h2 class="ui header" id="community-requests">Requests</h2>
    ${requestList(ctx, answer.data.hits.hits, 'No submissions wait for a decision.')}
  </section>`;
};
