import type { Community } from '../model';
import { COMMUNITY_SEARCH_PAGE_SIZE, COMMUNITY_SEARCH_SORT } from '../rules/constants';
import { DEFAULT_API_BASE } from './apiBase';
import type { FixedEndpointOptions } from './apiBase';
import { resolveHttpClient } from './http';
import type { HttpClient, HttpSource } from './http';
import type { RequestOptions } from './request';
import { search } from './search';
import type { SearchResult } from './search';

/** The community picker's two tabs: 'All' and 'My communities'. */
export interface CommunitiesApi {
  search(query: string, page?: number, options?: RequestOptions): Promise<SearchResult<Community>>;
  searchMine(
    query: string,
    page?: number,
    options?: RequestOptions,
  ): Promise<SearchResult<Community>>;
}

export class CommunitiesApiClient implements CommunitiesApi {
  private readonly http: HttpClient;
  private readonly apiBase: string;

  constructor(http: HttpSource = {}, options: FixedEndpointOptions = {}) {
    this.http = resolveHttpClient(http);
    this.apiBase = options.apiBase ?? DEFAULT_API_BASE;
  }

  search(query: string, page = 1, options: RequestOptions = {}): Promise<SearchResult<Community>> {
    return this.searchAt(`${this.apiBase}/communities`, query, page, options);
  }

  searchMine(
    query: string,
    page = 1,
    options: RequestOptions = {},
  ): Promise<SearchResult<Community>> {
    return this.searchAt(`${this.apiBase}/user/communities`, query, page, options);
  }

  private searchAt(
    url: string,
    query: string,
    page: number,
    { signal }: RequestOptions,
  ): Promise<SearchResult<Community>> {
    const params = {
      q: query,
      page,
      size: COMMUNITY_SEARCH_PAGE_SIZE,
      sort: COMMUNITY_SEARCH_SORT,
    };
    return search(this.http, { method: 'GET', url, params, signal });
  }
}
