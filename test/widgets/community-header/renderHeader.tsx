import type { CommunitiesApi, RequestOptions, SearchResult } from '../../../src/core/api';
import type { Community } from '../../../src/core/model';
import { COMMUNITY_SEARCH_PAGE_SIZE } from '../../../src/core/rules';
import { CommunityHeader, type CommunityHeaderProps } from '../../../src/widgets/community-header';
import { aCommunity } from '../../factories/community';
import { aDraft } from '../../factories/draft';
import { renderWithOverrides } from '../../support/renderWithOverrides';

/** A public community with its own id, slug and title. */
export const aNamedCommunity = (slug: string, overrides: Partial<Community> = {}) =>
  aCommunity({
    id: `id-${slug}`,
    slug,
    metadata: { title: slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) },
    ...overrides,
  });

export type SearchMock = jest.Mock<
  Promise<SearchResult<Community>>,
  [string, number?, RequestOptions?]
>;

/** Answers one page (of the real size) of the given list, whatever the query. */
const pagesOf = (list: readonly Community[]): SearchMock =>
  jest.fn(async (_query: string, page = 1) => ({
    hits: list.slice((page - 1) * COMMUNITY_SEARCH_PAGE_SIZE, page * COMMUNITY_SEARCH_PAGE_SIZE),
    total: list.length,
  }));

export const fakeCommunitiesApi = (
  all: readonly Community[] = [],
  mine: readonly Community[] = [],
) => ({ search: pagesOf(all), searchMine: pagesOf(mine) }) satisfies CommunitiesApi;

export type HeaderOptions = Partial<CommunityHeaderProps> & {
  /** What the fake lists on the 'All' and 'My communities' tabs. */
  all?: readonly Community[];
  mine?: readonly Community[];
};

/** Renders the header over a fake communities client; answers both and a user-event session. */
export const renderHeader = ({ all, mine, ...options }: HeaderOptions = {}) => {
  const communitiesApi = fakeCommunitiesApi(all, mine);
  const onChange = jest.fn();
  const view = renderWithOverrides<CommunityHeaderProps>((overrides) => (
    <CommunityHeader
      community={null}
      communitiesApi={communitiesApi}
      record={aDraft()}
      onChange={onChange}
      {...options}
      {...overrides}
    />
  ));
  return { ...view, communitiesApi, onChange };
};
