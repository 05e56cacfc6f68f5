import type { OnlineSignal } from './types';

const alwaysOnline: OnlineSignal = {
  isOnline: () => true,
  subscribe: () => () => undefined,
};

/** The browser's navigator.onLine and its online/offline events; always online elsewhere. */
export const browserOnlineSignal = (): OnlineSignal => {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return alwaysOnline;
  return {
    isOnline: () => navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
};
