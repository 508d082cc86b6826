import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// True from the moment the shell starts hydrating server HTML until the visitor first acts.
// Module state of the shared singleton: every app's components read the same flag.
let serverHtmlPending = false;

const noSubscribe = () => () => undefined;
const stopPending = () => {
  serverHtmlPending = false;
};

/**
 * Called by the shell before it hydrates a server-rendered page. Until the visitor's first
 * key or pointer press, a control that mounts starts disabled and switches on in a transition,
 * as hydrated ones do (no control appears on screen then without a visitor's action).
 */
export function beginServerHydration() {
  serverHtmlPending = true;
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, stopPending, { capture: true, once: true });
}

/**
 * false on the server and while React hydrates the server's HTML; true once the control works.
 * Form controls use it to stay disabled until then: text typed into server-rendered HTML before
 * hydration would be wiped by it. After hydration the switch is a transition, applied in small
 * interruptible slices: a plain useSyncExternalStore flag re-rendered every such control
 * synchronously right after hydration, one long task on a phone. (React renders the hydrating
 * pass with the server snapshot, so the first render always matches the server's HTML.)
 */
export function useHydrated(): boolean {
  const hydrating = useSyncExternalStore(noSubscribe, () => serverHtmlPending, () => true);
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
