import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { forbidden } from '../http/errors';
import { loadParent } from '../parentStore';
import { canReadRecord, draftFor, levelFor, recordFor } from './access';
import { withCheckErrors } from './curation';
import { listUserRecords, viewOf } from './documents';
import type { RecordRow } from './model';
import { etagOf, renderDraft, renderRecord } from './render';
import { allRecords, versionsOf } from './store';
import { matchesQuery, parseSearch, searchResponse } from './search';

type IdParams = { Params: { id: string } };

const RECORD_SORTS = ['newest', 'oldest', 'updated-desc', 'updated-asc'];

const sortRecords = <T extends { created: string; updated: string }>(items: T[], sort: string) => {
  const by = {
    newest: (a: T, b: T) => b.created.localeCompare(a.created),
    oldest: (a: T, b: T) => a.created.localeCompare(b.created),
    'updated-desc': (a: T, b: T) => b.updated.localeCompare(a.updated),
    'updated-asc': (a: T, b: T) => a.updated.localeCompare(b.updated),
  }[sort];
  return by ? [...items].sort(by) : items;
};

/** Title and creator names: what the simple record search looks into. */
const searchableTexts = (record: { metadata: Record<string, unknown> }): string[] => {
  const { title, creators } = record.metadata as {
    title?: string;
    creators?: { person_or_org?: { name?: string } }[];
  };
  return [title ?? '', ...(creators ?? []).map((creator) => creator.person_or_org?.name ?? '')];
};

const resourceTypeOf = (metadata: Record<string, unknown>) =>
  (metadata.resource_type as { id?: string } | undefined)?.id;

/** Reading: records, versions, the caller's uploads, search. */
export const recordReadRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;

  app.get('/api/records', async (request) => {
    const view = viewOf(request);
    const params = parseSearch(request.query, { sorts: RECORD_SORTS, defaultSort: 'newest' });
    const allVersions = ['true', '1'].includes(params.filters.allversions ?? '');
    const resourceType = params.filters.resource_type;
    const visible = allRecords(db).filter((record: RecordRow) => {
      const parent = loadParent(db, record.parentId);
      if (!parent || !canReadRecord(record, levelFor(db, view.identity, parent))) return false;
      if (!allVersions && versionsOf(db, record.parentId)[0]?.id !== record.id) return false;
      if (resourceType && resourceTypeOf(record.doc.metadata) !== resourceType) return false;
      return matchesQuery(params.q, searchableTexts(record.doc));
    });
    const hits = sortRecords(
      visible.map((record) => renderRecord(db, view, record)),
      params.sort,
    );
    return searchResponse(hits, params, `${view.urls.api}/records`);
  });

  app.get('/api/user/records', async (request) => {
    const view = viewOf(request);
    if (!view.identity.user) throw forbidden();
    const params = parseSearch(request.query, { sorts: RECORD_SORTS, defaultSort: 'newest' });
    const published = params.filters.is_published;
    const items = listUserRecords(ctx, request).filter(
      (item) =>
        (published === undefined || String(item.is_published) === published) &&
        matchesQuery(params.q, searchableTexts(item)),
    );
    return searchResponse(
      sortRecords(items, params.sort === 'newest' ? 'updated-desc' : params.sort),
      params,
      `${view.urls.api}/user/records`,
    );
  });

  app.get<IdParams>('/api/records/:id', async (request, reply) => {
    const { record } = recordFor(db, request.identity, request.params.id);
    const json = renderRecord(db, viewOf(request), record);
    return reply.header('ETag', etagOf(json.revision_id)).send(json);
  });

  app.get<IdParams>('/api/records/:id/draft', async (request, reply) => {
    const { draft } = draftFor(db, request.identity, request.params.id, 'preview');
    return reply
      .header('ETag', etagOf(draft.revisionId))
      .send(renderDraft(db, viewOf(request), draft, withCheckErrors(db, draft)));
  });

  app.get<IdParams>('/api/records/:id/versions', async (request) => {
    const view = viewOf(request);
    const { record } = recordFor(db, request.identity, request.params.id);
    const params = parseSearch(request.query, {
      sorts: ['version', ...RECORD_SORTS],
      defaultSort: 'version',
    });
    const versions = versionsOf(db, record.parentId).filter((version) => {
      const parent = loadParent(db, version.parentId);
      return parent && canReadRecord(version, levelFor(db, view.identity, parent));
    });
    const hits = versions.map((version) => renderRecord(db, view, version));
    const sorted = params.sort === 'version' ? hits : sortRecords(hits, params.sort);
    return searchResponse(sorted, params, `${view.urls.api}/records/${record.id}/versions`);
  });

  app.get<IdParams>('/api/records/:id/versions/latest', async (request, reply) => {
    const { record } = recordFor(db, request.identity, request.params.id);
    const latest = versionsOf(db, record.parentId)[0] ?? record;
    return reply.redirect(`${viewOf(request).urls.api}/records/${latest.id}`, 302);
  });
};
