import { lazy, type ComponentType } from 'react';

/**
 * A page component loaded on first visit: a remote's Routes import pages through this so that
 * visiting one page does not download the others (the home page must not pay for the forms).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
