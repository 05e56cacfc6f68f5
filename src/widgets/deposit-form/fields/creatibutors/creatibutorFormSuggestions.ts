import { useEffect, useState } from 'react';
import type { RequestOptions, SearchResult } from '../../../../core/api';
import { isCancelled } from '../../../../core/rules';

/** Typing waits this long before searching, so each key press is not a request. */
export const SUGGESTION_DEBOUNCE_MS = 300;

export type SuggestionSearch<T> = (
  text: string,
  options: RequestOptions,
) => Promise<SearchResult<T>>;

interface Answer<T> {
  query: string;
  hits: T[];
  failed: boolean;
}

export interface Suggestions<T> {
  hits: T[];
  /** A search for the current text is under way (or waiting for the debounce). */
  searching: boolean;
  failed: boolean;
}

/**
 * Suggestions for the typed text: searched after a pause, the previous search aborted when the
 * text changes, answers for an older text ignored. `search` must be stable.
 */
export const useSuggestions = <T>(text: string, search?: SuggestionSearch<T>): Suggestions<T> => {
  const query = text.trim();
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (!query || !search) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      search(query, { signal }).then(
        ({ hits }) => {
          if (!signal.aborted) setAnswer({ query, hits, failed: false });
        },
        (error: unknown) => {
          if (!signal.aborted && !isCancelled(error)) setAnswer({ query, hits: [], failed: true });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const current = query !== '' && answer?.query === query ? answer : null;
  return {
    hits: current?.hits ?? [],
    searching: Boolean(search) && query !== '' && !current,
    failed: current?.failed ?? false,
  };
};
