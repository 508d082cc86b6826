import { startTransition, useEffect, useState } from 'react';

/**
 * false on the server, while React hydrates the server's HTML and in a component's first
 * browser render; true right after it mounts. Form controls use it to stay disabled until they
 * work: text typed into server-rendered HTML before hydration would be wiped by it.
 * The switch is a transition, so React applies it in small interruptible slices. (A
 * useSyncExternalStore flag re-rendered every such control synchronously right after
 * hydration, one long task on a phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
