import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { putReview } from '../requests/reviews';
import { newVersion, viewOf } from './documents';
import { createDraft, deleteDraft, saveDraft } from './lifecycle';
import { discardDoi, reserveDoi } from './pids';
import { withCheckErrors } from './curation';
import { editRecord, publishDraft } from './publish';
import { recordReadRoutes } from './readRoutes';
import { etagOf, renderDraft, renderRecord } from './render';
import { findDraft } from './store';

type IdParams = { Params: { id: string } };

const ifMatch = (request: FastifyRequest): string | undefined => {
  const value = request.headers['if-match'];
  return typeof value === 'string' ? value : undefined;
};

/**
 * `parent.review` in a create body: the review is created with the draft
 * (https://inveniordm.docs.cern.ch/reference/rest_api_drafts_records/).
 */
const reviewInBody = (body: unknown): unknown =>
  (body as { parent?: { review?: unknown } } | null)?.parent?.review;

/**
 * Drafts and records: create, save, publish, edit, versions, PIDs
 * (https://inveniordm.docs.cern.ch/reference/rest_api_drafts_records/).
 */
export const recordsRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;
  recordReadRoutes(app, ctx);

  app.post('/api/records', async (request, reply) => {
    // One transaction: a refused review creates no draft either.
    const { draft, errors } = db.transaction(() => {
      const created = createDraft(ctx, request.identity, request.body);
      const review = reviewInBody(request.body);
      if (review) putReview(ctx, request.identity, created.draft.id, review);
      return created;
    })();
    const current = findDraft(db, draft.id) ?? draft;
    return reply
      .code(201)
      .header('ETag', etagOf(current.revisionId))
      .send(renderDraft(db, viewOf(request), current, withCheckErrors(db, current, errors)));
  });

  app.put<IdParams>('/api/records/:id/draft', async (request, reply) => {
    const { draft, errors } = saveDraft(
      ctx,
      request.identity,
      request.params.id,
      request.body,
      ifMatch(request),
    );
    return reply
      .header('ETag', etagOf(draft.revisionId))
      .send(renderDraft(db, viewOf(request), draft, withCheckErrors(db, draft, errors)));
  });

  app.delete<IdParams>('/api/records/:id/draft', async (request, reply) => {
    deleteDraft(ctx, request.identity, request.params.id, ifMatch(request));
    return reply.code(204).send();
  });

  app.post<IdParams>('/api/records/:id/draft', async (request, reply) => {
    const draft = editRecord(ctx, request.identity, request.params.id);
    return reply
      .code(201)
      .header('ETag', etagOf(draft.revisionId))
      .send(renderDraft(db, viewOf(request), draft));
  });

  app.post<IdParams>('/api/records/:id/draft/actions/publish', async (request, reply) => {
    const record = publishDraft(ctx, request.identity, request.params.id);
    return reply.code(202).send(renderRecord(db, viewOf(request), record));
  });

  app.post<IdParams>('/api/records/:id/versions', async (request, reply) => {
    const draft = newVersion(ctx, request, request.params.id);
    return reply.code(201).header('ETag', etagOf(draft.revision_id)).send(draft);
  });

  app.post<IdParams>('/api/records/:id/draft/pids/doi', async (request, reply) => {
    const draft = reserveDoi(ctx, request.identity, request.params.id);
    return reply
      .code(201)
      .header('ETag', etagOf(draft.revisionId))
      .send(renderDraft(db, viewOf(request), draft));
  });

  app.delete<IdParams>('/api/records/:id/draft/pids/doi', async (request, reply) => {
    const draft = discardDoi(ctx, request.identity, request.params.id);
    return reply
      .header('ETag', etagOf(draft.revisionId))
      .send(renderDraft(db, viewOf(request), draft));
  });
};
