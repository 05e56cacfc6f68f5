import type { AxiosRequestConfig } from 'axios';
import { ApiError } from './errors';
import type { HttpClient } from './http';
import { send } from './request';

/** One page of a search answer. */
export interface SearchResult<T> {
  hits: T[];
  total: number;
}

interface SearchAnswer<T> {
  hits?: { hits?: T[]; total?: number };
}

/** Makes a search call and answers its hits and total. */
export const search = async <T>(
  http: HttpClient,
  config: AxiosRequestConfig,
): Promise<SearchResult<T>> => {
  const answer = await send<SearchAnswer<T> | ''>(http, config);
  const hits = typeof answer === 'object' ? answer?.hits : undefined;
  // A proxy or login page can answer 200 with something else; say so rather than crash later.
  if (!Array.isArray(hits?.hits)) {
    throw new ApiError({ message: 'The search answer has no hits.', data: answer });
  }
  return { hits: hits.hits, total: hits.total ?? hits.hits.length };
};
