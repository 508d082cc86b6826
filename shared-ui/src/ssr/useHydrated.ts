import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false on the server and while React hydrates the server's HTML, true from then on (and at
 * once in a page rendered only in the browser). Form controls use it to stay disabled until
 * they work: text typed into server-rendered HTML before hydration would be wiped by it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
