import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { EditorController, EditorControllerState } from '../../core/editor/types';

type Equality<T> = (a: T, b: T) => boolean;

const identity = (state: EditorControllerState) => state;

/**
 * A snapshot function that hands out the previous selection while it stays equal, so a reader
 * re-renders only when the part it reads changes.
 */
const memoisedSelection = <T>(
  controller: EditorController,
  select: (state: EditorControllerState) => T,
  isEqual: Equality<T>,
) => {
  let last: { state: EditorControllerState; value: T } | undefined;
  return (): T => {
    const state = controller.getState();
    if (last?.state === state) return last.value;
    const value = select(state);
    last = { state, value: last && isEqual(last.value, value) ? last.value : value };
    return last.value;
  };
};

/**
 * Reads the editor controller's state (or a slice of it); `select` and `isEqual` must be
 * stable (module-level functions or memoised).
 */
export function useEditorState(controller: EditorController): EditorControllerState;
export function useEditorState<T>(
  controller: EditorController,
  select: (state: EditorControllerState) => T,
  isEqual?: Equality<T>,
): T;
export function useEditorState<T>(
  controller: EditorController,
  select: (state: EditorControllerState) => T = identity as (state: EditorControllerState) => T,
  isEqual: Equality<T> = Object.is,
): T {
  const subscribe = useCallback(
    (listener: () => void) => controller.subscribe(listener),
    [controller],
  );
  const getSnapshot = useMemo(
    () => memoisedSelection(controller, select, isEqual),
    [controller, select, isEqual],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
