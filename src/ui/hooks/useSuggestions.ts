import { useEffect, useRef, useState } from 'react';
import type { RequestOptions, SearchResult } from '../../core/api';
import { isCancelled } from '../../core/rules';

/** Typing waits this long before searching, so each key press is not a request. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** A suggestion search; it must be stable (useCallback) or every render searches again. */
export type SuggestionSearch<T> = (
  query: string,
  options: RequestOptions,
) => Promise<SearchResult<T>>;

export interface SuggestionOptions {
  /** How long typing must pause before a search; SUGGESTION_DEBOUNCE_MS unless given. */
  delayMs?: number;
  /** Search an empty text too (a picker that lists entries before anything is typed). */
  searchBlank?: boolean;
}

export interface Suggestions<T> {
  hits: T[];
  /** True from the first key press until the answer for the current text arrives. */
  searching: boolean;
  /** The search for the current text failed. */
  failed: boolean;
  /** Its failure (null unless `failed`), for callers that show the server's message. */
  error: unknown;
  /** The search for the current text answered, and found nothing. */
  noMatch: boolean;
}

interface Answer<T> {
  /** The search that answered: an awards search for another funder is not this one. */
  search: SuggestionSearch<T>;
  query: string;
  hits: T[];
  failed: boolean;
  error: unknown;
}

/**
 * Search-as-you-type: searches the trimmed text once typing pauses; a newer text, a new
 * search or unmounting aborts the older request, so a late answer never replaces a newer
 * one. Only typing waits: the first search, and a new search for the same text (another
 * filter, another funder), go at once.
 */
export const useSuggestions = <T>(
  text: string,
  search: SuggestionSearch<T> | undefined,
  { delayMs = SUGGESTION_DEBOUNCE_MS, searchBlank = false }: SuggestionOptions = {},
): Suggestions<T> => {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const query = text.trim();
  // The text of the previous run, to tell typing from a changed search.
  const previousQuery = useRef<string | null>(null);

  useEffect(() => {
    const typed = previousQuery.current !== null && previousQuery.current !== query;
    previousQuery.current = query;
    if ((!query && !searchBlank) || !search) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const run = () =>
      search(query, { signal }).then(
        ({ hits }) => {
          if (!signal.aborted) setAnswer({ search, query, hits, failed: false, error: null });
        },
        (error: unknown) => {
          if (!signal.aborted && !isCancelled(error)) {
            setAnswer({ search, query, hits: [], failed: true, error });
          }
        },
      );
    const timer = typed ? setTimeout(run, delayMs) : undefined;
    if (!typed) void run();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, delayMs, searchBlank]);

  const active = search !== undefined && (query !== '' || searchBlank);
  const current = active && answer?.search === search && answer.query === query ? answer : null;
  return {
    hits: current?.hits ?? [],
    searching: active && !current,
    failed: current?.failed ?? false,
    error: current?.error ?? null,
    noMatch: current !== null && !current.failed && current.hits.length === 0,
  };
};
