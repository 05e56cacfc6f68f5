import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { loadParent } from '../parentStore';
import { canReadRecord, levelFor } from '../records/access';
import { viewOf } from '../records/documents';
import { renderRecord } from '../records/render';
import { matchesQuery, parseSearch, searchResponse } from '../records/search';
import { allRecords, versionsOf } from '../records/store';
import { findCommunity, canSeeCommunity } from './store';
import { forbidden, notFound } from '../http/errors';

const SORTS = ['newest', 'oldest'];

/**
 * `GET /api/communities/{id}/records`: the latest published versions of the records in the
 * community that the caller may read, newest first
 * (https://inveniordm.docs.cern.ch/reference/rest_api_communities/).
 */
export const communityRecordsRoutes = (app: FastifyInstance, { db }: ServerContext): void => {
  app.get<{ Params: { id: string } }>('/api/communities/:id/records', async (request) => {
    const community = findCommunity(db, request.params.id);
    if (!community) throw notFound();
    if (!canSeeCommunity(db, community, request.identity.user?.id)) throw forbidden();
    const view = viewOf(request);
    const params = parseSearch(request.query, { sorts: SORTS, defaultSort: 'newest' });
    const records = allRecords(db).filter((record) => {
      const parent = loadParent(db, record.parentId);
      if (!parent?.communities.ids.includes(community.id)) return false;
      if (versionsOf(db, record.parentId)[0]?.id !== record.id) return false;
      if (!canReadRecord(record, levelFor(db, view.identity, parent))) return false;
      const title = (record.doc.metadata as { title?: string }).title ?? '';
      return matchesQuery(params.q, [title]);
    });
    const sign = params.sort === 'oldest' ? 1 : -1;
    records.sort((a, b) => sign * a.created.localeCompare(b.created));
    const hits = records.map((record) => renderRecord(db, view, record));
    return searchResponse(hits, params, `${view.urls.api}/communities/${community.id}/records`);
  });
};
