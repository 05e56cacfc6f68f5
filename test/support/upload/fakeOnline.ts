import type { OnlineSignal } from '../../../src/core/upload';

/** An OnlineSignal the test switches by hand. */
export interface FakeOnline extends OnlineSignal {
  set(online: boolean): void;
  readonly listenerCount: number;
}

export const fakeOnline = (initially = true): FakeOnline => {
  let online = initially;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      online = next;
      listeners.forEach((listener) => listener(next));
    },
    get listenerCount() {
      return listeners.size;
    },
  };
};
