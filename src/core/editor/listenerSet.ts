/** The subscribers of one store (or one kind of news of a store): told in turn, each once. */
export interface ListenerSet {
  /** Adds a listener; answers how to remove it. */
  add(listener: () => void): () => void;
  tell(): void;
  clear(): void;
}

export const createListenerSet = (): ListenerSet => {
  const listeners = new Set<() => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // A copy: a listener may unsubscribe (or subscribe another) while they are told.
    tell: () => [...listeners].forEach((listener) => listener()),
    clear: () => listeners.clear(),
  };
};
