import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** A plain external store (the upload manager, the editor controller). */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

type Equality<T> = (a: T, b: T) => boolean;

/**
 * A snapshot function that keeps handing out the previous value while the selection is equal,
 * so a component re-renders only when the part it reads changes.
 */
const memoisedSelection = <S, T>(
  store: ReadableStore<S>,
  select: (state: S) => T,
  isEqual: Equality<T>,
) => {
  let last: { state: S; value: T } | undefined;
  return (): T => {
    const state = store.getState();
    if (last?.state === state) return last.value;
    const value = select(state);
    last = { state, value: last && isEqual(last.value, value) ? last.value : value };
    return last.value;
  };
};

/** Reads a slice of a store's state; `select` and `isEqual` must be stable. */
export const useStoreSelection = <S, T>(
  store: ReadableStore<S>,
  select: (state: S) => T,
  isEqual: Equality<T> = Object.is,
): T => {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = useMemo(
    () => memoisedSelection(store, select, isEqual),
    [store, select, isEqual],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
};
