import { useEffect, useState } from 'react';
import { toApiError, type LicenceTag, type VocabulariesApi } from '../../../../core/api';
import type { LicenceSearchHit } from '../../../../core/model';

export type LicenceSearchState =
  | { status: 'loading' }
  | { status: 'done'; hits: LicenceSearchHit[] }
  | { status: 'failed'; message: string };

type Answer = Exclude<LicenceSearchState, { status: 'loading' }>;

/**
 * Searches the configured licence search for the text and tag. A new query (or closing the
 * picker) aborts the call in flight, and its late answer is dropped.
 */
export const useLicenceSearch = (
  api: VocabulariesApi,
  searchUrl: string,
  query: string,
  tag: LicenceTag,
): LicenceSearchState => {
  // Each answer remembers its query: until the current query has one, it is loading.
  const key = JSON.stringify([searchUrl, query, tag]);
  const [answer, setAnswer] = useState<{ key: string; answer: Answer } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: Answer) => {
      if (!controller.signal.aborted) setAnswer({ key, answer: result });
    };
    api.licences(searchUrl, { query, tag }, { signal: controller.signal }).then(
      ({ hits }) => settle({ status: 'done', hits }),
      (error: unknown) => {
        const apiError = toApiError(error);
        if (!apiError.isAbort) settle({ status: 'failed', message: apiError.message });
      },
    );
    return () => controller.abort();
  }, [api, searchUrl, query, tag, key]);

  return answer?.key === key ? answer.answer : { status: 'loading' };
};
