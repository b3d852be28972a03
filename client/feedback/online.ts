import { useSyncExternalStore } from 'react';

/** The browser's online/offline state (spec section 4: tracked), as a tiny external store. */
export function onOnlineChange(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

export const isOnline = () => navigator.onLine;

/** Online as a React value; the server and hydration assume online (a page was just served). */
export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline, () => true);
}
