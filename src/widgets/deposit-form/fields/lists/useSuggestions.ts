import { useEffect, useState } from 'react';
import type { RequestOptions, SearchResult } from '../../../../core/api';
import { isCancelled } from '../../../../core/rules';

/** Typing waits this long before searching, so each key press is not a request. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** A suggestion search; it must be stable (useCallback) or every render searches again. */
export type SuggestionSearch<T> = (
  query: string,
  options: RequestOptions,
) => Promise<SearchResult<T>>;

export interface Suggestions<T> {
  hits: T[];
  /** True from the first key press until the answer for the current text arrives. */
  searching: boolean;
  /** The failure of the search for the current text, if it failed. */
  error: unknown;
}

interface Answer<T> {
  /** The search that answered: an awards search for another funder is not this one. */
  search: SuggestionSearch<T>;
  query: string;
  hits: T[];
  error: unknown;
}

/**
 * Search-as-you-type: searches the trimmed text after a pause in typing; a newer text (or
 * unmounting) aborts the older request, so a late answer never replaces a newer one.
 */
export const useSuggestions = <T>(
  text: string,
  search: SuggestionSearch<T> | undefined,
): Suggestions<T> => {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const query = text.trim();

  useEffect(() => {
    if (!query || !search) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const timer = setTimeout(() => {
      search(query, { signal }).then(
        ({ hits }) => {
          if (!signal.aborted) setAnswer({ search, query, hits, error: null });
        },
        (error: unknown) => {
          if (!signal.aborted && !isCancelled(error)) setAnswer({ search, query, hits: [], error });
        },
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const active = query !== '' && search !== undefined;
  const current = active && answer?.search === search && answer.query === query ? answer : null;
  return {
    hits: current?.hits ?? [],
    searching: active && !current,
    error: current?.error ?? null,
  };
};
