import { lazy, type ComponentType } from 'react';
import { readBootData } from './bootData';

/**
 * A component whose server HTML the browser adopts in a later, interruptible pass. Rendered
 * inside a <Suspense> boundary, the lazy wrapper suspends once while hydrating, so React keeps
 * the server's markup and hydrates that subtree in small slices after the rest, instead of in
 * the one long task that hydrates the page (Lighthouse counts each long task against TBT).
 * The server, and a browser that renders without server HTML, use the component itself.
 *
 * Its parent must not re-render until that pass is done: React cannot adopt server HTML whose
 * props changed, so it throws it away and renders it again, and a click landing in between is
 * lost. Place it where nothing above re-renders early, or behind a memo (see Header).
 */
export function hydrateLater<P extends object>(component: ComponentType<P>): ComponentType<P> {
  if (typeof window === 'undefined' || readBootData()?.hydrate !== true) return component;
  return lazy(() => Promise.resolve({ default: component }));
}
