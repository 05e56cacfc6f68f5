import { useCallback } from 'react';
import { isUploadActive } from '../../core/upload';
import type { UploadEntry, UploadManager, UploadManagerState } from '../../core/upload/types';
import { useStoreSelection } from '../../ui/hooks/useStoreSelection';

/** Reads a slice of the manager's state; `select` and `isEqual` must be stable. */
export const useManagerState = <T>(
  manager: UploadManager,
  select: (state: UploadManagerState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T => useStoreSelection(manager, select, isEqual);

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

const selectBusy = (state: UploadManagerState) =>
  state.entries.some((entry) => isUploadActive(entry.status));

/** True while any upload is queued or running. */
export const useUploadsInProgress = (manager: UploadManager): boolean =>
  useManagerState(manager, selectBusy);

const selectOnline = (state: UploadManagerState) => state.online;

export const useOnline = (manager: UploadManager): boolean =>
  useManagerState(manager, selectOnline);
