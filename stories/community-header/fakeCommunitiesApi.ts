import { ApiError, type CommunitiesApi, type SearchResult } from '../../src/core/api';
import type { Community } from '../../src/core/model';
import { COMMUNITY_SEARCH_PAGE_SIZE } from '../../src/core/rules';

export interface FakeCommunitiesOptions {
  /** Listed on the 'All' tab. */
  all?: readonly Community[];
  /** Listed on the 'My communities' tab. */
  mine?: readonly Community[];
  /** Every search fails with this server message. */
  failWith?: string;
  /** Searches never answer (the loading state). */
  hang?: boolean;
}

const matches = (community: Community, query: string) =>
  [community.metadata.title, community.slug, community.metadata.description ?? '']
    .join(' ')
    .toLowerCase()
    .includes(query.toLowerCase());

/** A scenario fake: filters by title, slug or description and pages by the real page size. */
export const fakeCommunitiesApi = ({
  all = [],
  mine = [],
  failWith,
  hang = false,
}: FakeCommunitiesOptions = {}): CommunitiesApi => {
  const answer = (list: readonly Community[], query: string, page = 1) => {
    if (hang) return new Promise<SearchResult<Community>>(() => undefined);
    if (failWith) return Promise.reject(new ApiError({ message: failWith, status: 500 }));
    const found = list.filter((community) => matches(community, query));
    const start = (page - 1) * COMMUNITY_SEARCH_PAGE_SIZE;
    return Promise.resolve({
      hits: found.slice(start, start + COMMUNITY_SEARCH_PAGE_SIZE),
      total: found.length,
    });
  };
  return {
    search: (query, page) => answer(all, query, page),
    searchMine: (query, page) => answer(mine, query, page),
  };
};
