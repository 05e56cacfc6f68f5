import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LazyPart } from '../lazyPart';

export interface LoadedPart<Part> {
  /** The part once loaded. */
  Part: Part | undefined;
  /** Loads it (again after a failure); it reaches `Part` in a transition. */
  load: () => Promise<Part>;
  /** The last load failed; the next `load()` clears it. */
  failed: boolean;
}

/**
 * A lazily loaded part that a component renders or uses once it is in, with nothing to click
 * first (unlike useLazyPart's dialogs): loaded when `loadWhen` becomes true, kept in state.
 */
export const useLoadedPart = <Part>(part: LazyPart<Part>, loadWhen: boolean): LoadedPart<Part> => {
  const [Part, setPart] = useState(part.loaded);
  const [failed, setFailed] = useState(false);
  const fetchPart = useCallback(
    () =>
      part.load().then(
        (loaded) => {
          // A transition: what the part brings renders in slices, so a key typed meanwhile
          // is not held up.
          startTransition(() => setPart(() => loaded));
          return loaded;
        },
        (error: unknown) => {
          setFailed(true);
          throw error;
        },
      ),
    [part],
  );
  const load = useCallback(() => {
    setFailed(false);
    return fetchPart();
  }, [fetchPart]);
  useEffect(() => {
    // Once per change of `loadWhen`: after a failure, loading again is the caller's choice.
    if (loadWhen && !part.loaded()) fetchPart().catch(() => undefined);
  }, [loadWhen, part, fetchPart]);
  return { Part, load, failed };
};
