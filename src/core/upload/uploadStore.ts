import type { UploadEntry, UploadManagerState } from './types';

/**
 * The manager's state as an external store: every change makes a new state object (and a new
 * object for the changed entry), so a selector-based reader re-renders only what changed.
 */
export interface UploadStore {
  getState(): UploadManagerState;
  subscribe(listener: () => void): () => void;
  entry(name: string): UploadEntry | undefined;
  /** Replaces the entry of that name in place, or appends it. */
  put(entry: UploadEntry): void;
  update(name: string, patch: Partial<UploadEntry>): void;
  remove(name: string): void;
  set(patch: Partial<Omit<UploadManagerState, 'entries'>>): void;
  dropListeners(): void;
}

export const createUploadStore = (initial: UploadManagerState): UploadStore => {
  let state = initial;
  const listeners = new Set<() => void>();

  const replace = (next: UploadManagerState) => {
    state = next;
    // A copy: a listener may unsubscribe while we loop.
    [...listeners].forEach((listener) => listener());
  };

  const withEntries = (entries: readonly UploadEntry[]) => replace({ ...state, entries });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    entry: (name) => state.entries.find((entry) => entry.name === name),
    put(entry) {
      const index = state.entries.findIndex((item) => item.name === entry.name);
      if (index === -1) withEntries([...state.entries, entry]);
      else withEntries(state.entries.map((item, position) => (position === index ? entry : item)));
    },
    update(name, patch) {
      if (!state.entries.some((entry) => entry.name === name)) return;
      withEntries(
        state.entries.map((entry) => (entry.name === name ? { ...entry, ...patch } : entry)),
      );
    },
    remove(name) {
      withEntries(state.entries.filter((entry) => entry.name !== name));
    },
    set(patch) {
      replace({ ...state, ...patch });
    },
    dropListeners() {
      listeners.clear();
    },
  };
};
