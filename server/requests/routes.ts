import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAccessRequest } from '../access/acceptAccessRequest';
import { noticeToRequester } from '../access/accessRequestNotices';
import { isAdministrator } from '../auth/administrators';
import { atLeast } from '../auth/permissions';
import { communityRole, findCommunity, membershipsOf } from '../communities/store';
import type { ServerContext } from '../context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { urlsFor } from '../http/urls';
import { loadParentOf } from '../parentStore';
import { draftFor, levelFor } from '../records/access';
import { parseSearch, searchResponse } from '../records/search';
import { commentFrom, runAction, type RequestAction } from './actions';
import { fileModificationOn, modifyFiles } from './fileModification';
import { askForQuota, quotaIncreaseOn } from './quotaIncrease';
import { recordDeletionOn, requestDeletion } from './recordDeletion';
import { deleteReview, getReview, putReview, submitReview } from './reviews';
import {
  addRequestEvent,
  findRequest,
  isCreator,
  isReceiver,
  requestEvents,
  requestEventJson,
  requestJson,
  requestsWhere,
  type RequestDoc,
} from './store';
import { tellCurators } from './submissionMails';

type IdParams = { Params: { id: string } };
const ACTIONS: RequestAction[] = ['accept', 'decline', 'cancel', 'submit'];
const REQUEST_SORTS = ['newest', 'oldest', 'newestactivity', 'oldestactivity'];
const CURATING = new Set(['owner', 'manager', 'curator']);

/** Creator, receiver, or anyone who may preview the topic may see a request. */
const canSeeRequest = (ctx: ServerContext, request: FastifyRequest, doc: RequestDoc): boolean => {
  const userId = request.identity.user?.id;
  if (isCreator(doc, userId) || isReceiver(ctx.db, doc, userId)) return true;
  const parent = loadParentOf(ctx.db, doc.topic.record);
  return !!parent && atLeast(levelFor(ctx.db, request.identity, parent), 'preview');
};

const visibleRequest = (ctx: ServerContext, request: FastifyRequest, id: string): RequestDoc => {
  const doc = findRequest(ctx.db, id);
  if (!doc) throw notFound('The request does not exist.');
  if (!canSeeRequest(ctx, request, doc)) throw forbidden();
  return doc;
};

const sortRequests = (items: RequestDoc[], sort: string): RequestDoc[] => {
  const key = sort.includes('activity') ? 'last_activity_at' : 'created';
  const direction = sort.startsWith('oldest') ? 1 : -1;
  return [...items].sort((a, b) => direction * a[key].localeCompare(b[key]));
};

const searchRequests = (
  ctx: ServerContext,
  request: FastifyRequest,
  items: RequestDoc[],
  baseUrl: string,
) => {
  const params = parseSearch(request.query, { sorts: REQUEST_SORTS, defaultSort: 'newest' });
  // `topic=record:<id>`: a reference, as InvenioRDM's requests search takes it.
  const { is_open: isOpen, status, type, topic } = params.filters;
  const q = params.q.toLowerCase();
  const filtered = items.filter(
    (item) =>
      (isOpen === undefined || String(item.status === 'submitted') === isOpen) &&
      (status === undefined || item.status === status) &&
      (type === undefined || item.type === type) &&
      (topic === undefined || topic === `record:${item.topic.record}`) &&
      (!q || item.title.toLowerCase().includes(q)),
  );
  const json = sortRequests(filtered, params.sort).map((item) =>
    requestJson(ctx.db, item, urlsFor(request), request.identity),
  );
  return searchResponse(json, params, baseUrl);
};

/**
 * Reviews of drafts (https://inveniordm.docs.cern.ch/reference/rest_api_reviews/) and the
 * requests API (https://inveniordm.docs.cern.ch/reference/rest_api_requests/).
 */
export const requestsRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;
  const json = (request: FastifyRequest, doc: RequestDoc, extra = {}) =>
    requestJson(db, doc, urlsFor(request), request.identity, extra);

  app.get<IdParams>('/api/records/:id/draft/review', async (request) =>
    json(request, getReview(ctx, request.identity, request.params.id)),
  );

  app.put<IdParams>('/api/records/:id/draft/review', async (request) =>
    json(request, putReview(ctx, request.identity, request.params.id, request.body)),
  );

  app.delete<IdParams>('/api/records/:id/draft/review', async (request, reply) => {
    deleteReview(ctx, request.identity, request.params.id);
    return reply.code(204).send();
  });

  app.post<IdParams>('/api/records/:id/draft/actions/submit-review', async (request, reply) => {
    const { request: doc, published } = submitReview(
      ctx,
      request.identity,
      request.params.id,
      request.body,
    );
    const { ui } = urlsFor(request);
    if (!published) await tellCurators(ctx, doc, ui, request.log);
    const next = published ? `${ui}/records/${doc.topic.record}` : `${ui}/me/requests/${doc.id}`;
    return reply.code(202).send(json(request, doc, { next_html: next }));
  });

  if (quotaIncreaseOn(ctx.options)) {
    app.post<IdParams>('/api/records/:id/quota-increase', async (request, reply) => {
      const doc = askForQuota(ctx, request.identity, request.params.id, request.body);
      return reply.code(201).send(json(request, doc));
    });
  }

  if (recordDeletionOn(ctx.options)) {
    // 200 with the accepted request when deleted at once, 201 with the submitted one otherwise.
    app.post<IdParams>('/api/records/:id/request-deletion', async (request, reply) => {
      const answer = requestDeletion(ctx, request.identity, request.params.id, request.body);
      return reply.code(answer.immediate ? 200 : 201).send(json(request, answer.request));
    });
  }

  if (fileModificationOn(ctx.options)) {
    app.post<IdParams>('/api/records/:id/file-modification', async (request, reply) => {
      const doc = modifyFiles(ctx, request.identity, request.params.id, request.body);
      return reply.code(200).send(json(request, doc));
    });
  }

  app.get<IdParams>('/api/records/:id/requests', async (request) => {
    const id = request.params.id;
    const parent = loadParentOf(db, id);
    if (!parent) throw notFound();
    if (!atLeast(levelFor(db, request.identity, parent), 'preview')) throw forbidden();
    const items = requestsWhere(db, 'topic', { recordIds: [id] });
    return searchRequests(ctx, request, items, `${urlsFor(request).api}/records/${id}/requests`);
  });

  app.get('/api/user/requests', async (request) => {
    const user = request.identity.user;
    if (!user) throw forbidden();
    const communityIds = Object.entries(membershipsOf(db, user.id))
      .filter(([, role]) => CURATING.has(role))
      .map(([id]) => id);
    const items = requestsWhere(db, 'mine', {
      userId: user.id,
      communityIds,
      administrator: isAdministrator(db, user.id),
    });
    return searchRequests(ctx, request, items, `${urlsFor(request).api}/user/requests`);
  });

  // Who may curate a community searches the requests addressed to it (invenio-communities).
  app.get<IdParams>('/api/communities/:id/requests', async (request) => {
    const community = findCommunity(db, request.params.id);
    if (!community) throw notFound();
    // Only its owners, managers and curators; to anyone else a restricted one is 403 too.
    if (!CURATING.has(communityRole(db, community.id, request.identity.user?.id) ?? '')) {
      throw forbidden();
    }
    const items = requestsWhere(db, 'community', { communityIds: [community.id] });
    const base = `${urlsFor(request).api}/communities/${community.id}/requests`;
    return searchRequests(ctx, request, items, base);
  });

  app.get<IdParams>('/api/requests/:id', async (request) =>
    json(request, visibleRequest(ctx, request, request.params.id)),
  );

  app.post<{ Params: { id: string; action: string } }>(
    '/api/requests/:id/actions/:action',
    async (request) => {
      const action = request.params.action as RequestAction;
      if (!ACTIONS.includes(action))
        throw notFound('The requested URL was not found on the server.');
      const doc = visibleRequest(ctx, request, request.params.id);
      const submit = (current: RequestDoc) => {
        draftFor(db, request.identity, current.topic.record, 'manage');
        return submitReview(ctx, request.identity, current.topic.record, request.body).request;
      };
      const result = runAction(ctx, request.identity, doc, action, request.body, submit);
      if (action === 'submit' && result.status === 'submitted') {
        await tellCurators(ctx, result, urlsFor(request).ui, request.log);
      }
      if (isAccessRequest(result) && (action === 'accept' || action === 'decline')) {
        const message = commentFrom(request.body)?.content ?? null;
        // The decision stands even if its e-mail is lost; the requester's page shows it too.
        await noticeToRequester(ctx, result, message, urlsFor(request)).catch((error: unknown) =>
          request.log.warn({ err: error }, 'access request decision not e-mailed'),
        );
      }
      return json(request, result);
    },
  );

  app.post<IdParams>('/api/requests/:id/comments', async (request, reply) => {
    const doc = visibleRequest(ctx, request, request.params.id);
    const user = request.identity.user;
    if (!user) throw forbidden();
    const comment = commentFrom(request.body);
    if (!comment) throw badRequest('A comment needs a non-empty payload.content.');
    const event = addRequestEvent(db, doc.id, {
      type: 'C',
      payload: comment,
      created_by: { user: user.id },
    });
    return reply.code(201).send(requestEventJson(event, doc.id, urlsFor(request)));
  });

  app.get<IdParams>('/api/requests/:id/timeline', async (request) => {
    const doc = visibleRequest(ctx, request, request.params.id);
    const hits = requestEvents(db, doc.id).map((event) =>
      requestEventJson(event, doc.id, urlsFor(request)),
    );
    return { hits: { hits, total: hits.length } };
  });
};
