import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { forbidden, notFound } from '../http/errors';
import { urlsFor } from '../http/urls';
import { initialsSvg } from '../users/avatar';
import { parseSearchParams, rank, readQueryValue, searchAnswer } from '../vocabularies/search';
import { communityMembersAnswer } from './members';
import { communityRecordsRoutes } from './records';
import {
  allCommunities,
  canSeeCommunity,
  communityJson,
  findCommunity,
  membershipsOf,
} from './store';
import type { StoredCommunity } from './store';

const SEARCH = {
  sorts: ['bestmatch', 'newest', 'oldest', 'updated-desc', 'updated-asc'],
  defaultSort: 'newest',
};

const COMPARE: Record<string, (a: StoredCommunity, b: StoredCommunity) => number> = {
  newest: (a, b) => b.created.localeCompare(a.created),
  oldest: (a, b) => a.created.localeCompare(b.created),
  'updated-desc': (a, b) => b.updated.localeCompare(a.updated),
  'updated-asc': (a, b) => a.updated.localeCompare(b.updated),
};

const FILTERS = ['type', 'visibility'] as const;

const matchesFilters = (community: StoredCommunity, values: Record<string, string>): boolean =>
  (!values.type || community.metadata.type?.id === values.type) &&
  (!values.visibility || community.access.visibility === values.visibility);

/** Facet counts over the matches, as InvenioRDM's search answers carry them. */
const aggregationsOf = (matches: StoredCommunity[], values: Record<string, string>) => {
  const bucketsOf = (label: string, key: (community: StoredCommunity) => string | undefined) => {
    const counts = new Map<string, number>();
    for (const community of matches) {
      const value = key(community);
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return {
      label,
      buckets: Array.from(counts, ([bucket, count]) => ({
        key: bucket,
        doc_count: count,
        label: bucket.charAt(0).toUpperCase() + bucket.slice(1),
        is_selected: Object.values(values).includes(bucket),
      })),
    };
  };
  return {
    type: bucketsOf('Type', (community) => community.metadata.type?.id),
    visibility: bucketsOf('Visibility', (community) => community.access.visibility),
  };
};

export const communitiesRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  const { db } = ctx;

  const searchCommunities = (
    request: FastifyRequest,
    candidates: StoredCommunity[],
    path: string,
  ) => {
    const params = parseSearchParams(request.query, SEARCH);
    const query = request.query as Record<string, unknown>;
    const values = Object.fromEntries(FILTERS.map((key) => [key, readQueryValue(query, key)]));
    const compare = COMPARE[params.sort] ?? COMPARE.newest!;
    const matches = rank(
      candidates.filter((community) => matchesFilters(community, values)),
      params,
      (community) => [
        community.metadata.title,
        community.slug,
        community.metadata.description,
        community.metadata.type?.id,
      ],
      compare,
    );
    const urls = urlsFor(request);
    return {
      ...searchAnswer(
        matches,
        params,
        `${urls.api}${path}`,
        (community) => communityJson(db, community, urls, request.identity),
        values,
      ),
      aggregations: aggregationsOf(matches, values),
    };
  };

  /** A community the caller may see, by id or slug; restricted ones are 403 to others. */
  const visibleCommunity = (request: FastifyRequest, idOrSlug: string): StoredCommunity => {
    const community = findCommunity(db, idOrSlug);
    if (!community) throw notFound();
    if (!canSeeCommunity(db, community, request.identity.user?.id)) throw forbidden();
    return community;
  };

  app.get('/api/communities', async (request) => {
    const userId = request.identity.user?.id;
    const visible = allCommunities(db).filter((community) =>
      canSeeCommunity(db, community, userId),
    );
    return searchCommunities(request, visible, '/communities');
  });

  app.get('/api/user/communities', async (request) => {
    const user = request.identity.user;
    if (!user) throw forbidden();
    const memberships = membershipsOf(db, user.id);
    const mine = allCommunities(db).filter((community) => community.id in memberships);
    return searchCommunities(request, mine, '/user/communities');
  });

  app.get<{ Params: { id: string } }>('/api/communities/:id', async (request) => {
    const community = visibleCommunity(request, request.params.id);
    return communityJson(db, community, urlsFor(request), request.identity);
  });

  app.get<{ Params: { id: string } }>('/api/communities/:id/logo', async (request, reply) => {
    const community = visibleCommunity(request, request.params.id);
    if (!community.has_logo) throw notFound('No logo exists for this community.');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(initialsSvg(community.metadata.title, community.id));
  });

  communityRecordsRoutes(app, ctx);

  for (const suffix of ['members', 'members/public']) {
    app.get<{ Params: { id: string } }>(`/api/communities/:id/${suffix}`, async (request) => {
      const community = visibleCommunity(request, request.params.id);
      return communityMembersAnswer(db, community, request, urlsFor(request));
    });
  }
};
