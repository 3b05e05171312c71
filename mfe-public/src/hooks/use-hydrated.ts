import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's scripts run: what works
 * without JavaScript is rendered first, and enhanced after (a link to a section becomes a button that opens a
 * dialog).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
