import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { UploadEntry, UploadManager, UploadManagerState } from '../../core/upload/types';

type Equality<T> = (a: T, b: T) => boolean;

/**
 * A snapshot function that keeps handing out the previous value while the selection is equal,
 * so a component re-renders only when the part it reads changes.
 */
const memoisedSelection = <T>(
  manager: UploadManager,
  select: (state: UploadManagerState) => T,
  isEqual: Equality<T>,
) => {
  let last: { state: UploadManagerState; value: T } | undefined;
  return (): T => {
    const state = manager.getState();
    if (last?.state === state) return last.value;
    const value = select(state);
    last = { state, value: last && isEqual(last.value, value) ? last.value : value };
    return last.value;
  };
};

/** Reads a slice of the manager's state; `select` and `isEqual` must be stable. */
export const useManagerState = <T>(
  manager: UploadManager,
  select: (state: UploadManagerState) => T,
  isEqual: Equality<T> = Object.is,
): T => {
  const subscribe = useCallback((listener: () => void) => manager.subscribe(listener), [manager]);
  const getSnapshot = useMemo(
    () => memoisedSelection(manager, select, isEqual),
    [manager, select, isEqual],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
};

const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const selectNames = (state: UploadManagerState) => state.entries.map((entry) => entry.name);

/** The file names in table order; unchanged by progress ticks. */
export const useEntryNames = (manager: UploadManager): readonly string[] =>
  useManagerState(manager, selectNames, sameItems);

/** One file's entry: only this file's changes re-render its reader. */
export const useEntry = (manager: UploadManager, name: string): UploadEntry | undefined => {
  const select = useCallback(
    (state: UploadManagerState) => state.entries.find((entry) => entry.name === name),
    [name],
  );
  return useManagerState(manager, select);
};

export const isInProgress = (entry: UploadEntry) =>
  entry.status === 'queued' || entry.status === 'uploading';

const selectBusy = (state: UploadManagerState) => state.entries.some(isInProgress);

/** True while any upload is queued or running. */
export const useUploadsInProgress = (manager: UploadManager): boolean =>
  useManagerState(manager, selectBusy);

const selectOnline = (state: UploadManagerState) => state.online;

export const useOnline = (manager: UploadManager): boolean =>
  useManagerState(manager, selectOnline);
