import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the frame that few pages show (the 404 page, the test pages, a section's failure
 * notice), loaded when first shown instead of with every page. The server renders it whole;
 * the browser keeps that HTML until the part's code has arrived, then hydrates it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
