import { useCallback, useEffect, useState } from 'react';
import { toApiError, type SearchResult } from '../../core/api';

/** One of the modal's lists (people, groups, links), as the tabs and their headers read it. */
export interface AccessListState<T> {
  items: T[];
  total: number;
  /** True until the latest load has answered (the previous items stay shown meanwhile). */
  loading: boolean;
  /** The latest load's failure, or null. */
  error: unknown;
  /** Loads the list again, e.g. after a grant was added or deleted. */
  reload(): void;
}

interface Answer<T> {
  generation: number;
  items: T[];
  total: number;
  error: unknown;
}

/**
 * Loads a list when mounted and on every reload(). Unmounting (the modal closes) or a newer
 * reload aborts the call in flight; its late answer or cancel is dropped. `load` must be
 * stable (useCallback), as a new one loads again.
 */
export const useAccessList = <T>(
  load: (signal: AbortSignal) => Promise<SearchResult<T>>,
): AccessListState<T> => {
  const [generation, setGeneration] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      ({ hits, total }) => {
        if (!controller.signal.aborted) setAnswer({ generation, items: hits, total, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || toApiError(error).isAbort) return;
        // A failed reload keeps what was listed before, beside the error.
        setAnswer((previous) => ({
          generation,
          items: previous?.items ?? [],
          total: previous?.total ?? 0,
          error,
        }));
      },
    );
    return () => controller.abort();
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);

  return {
    items: answer?.items ?? [],
    total: answer?.total ?? 0,
    loading: answer?.generation !== generation,
    error: answer?.generation === generation ? answer.error : null,
    reload,
  };
};
