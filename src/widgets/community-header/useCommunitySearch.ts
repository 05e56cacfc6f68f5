import { useEffect, useState } from 'react';
import { toApiError, type CommunitiesApi } from '../../core/api';
import type { Community } from '../../core/model';

/** The modal's two tabs: every community, or only those the user belongs to. */
export type CommunityTab = 'all' | 'mine';

export interface CommunityQuery {
  tab: CommunityTab;
  text: string;
  page: number;
}

export type CommunitySearchState =
  | { status: 'loading' }
  | { status: 'done'; hits: Community[]; total: number }
  | { status: 'failed'; message: string };

type Answer = Exclude<CommunitySearchState, { status: 'loading' }>;

/**
 * Runs the search for the current tab, text and page. A new query (or unmounting, when the
 * modal closes) aborts the call in flight, and its late answer is dropped.
 */
export const useCommunitySearch = (
  api: CommunitiesApi,
  { tab, text, page }: CommunityQuery,
): CommunitySearchState => {
  // Each answer remembers its query: until the current query has one, it is loading.
  const key = JSON.stringify([tab, text, page]);
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    const request =
      tab === 'mine' ? api.searchMine(text, page, options) : api.search(text, page, options);
    const settle = (result: Answer) => {
      if (!controller.signal.aborted) setAnswer({ key, answer: result });
    };
    request.then(
      ({ hits, total }) => settle({ status: 'done', hits, total }),
      (error: unknown) => {
        const apiError = toApiError(error);
        if (!apiError.isAbort) settle({ status: 'failed', message: apiError.message });
      },
    );
    return () => controller.abort();
  }, [api, tab, text, page, key]);

  return answer?.key === key ? answer.answer : { status: 'loading' };
};
