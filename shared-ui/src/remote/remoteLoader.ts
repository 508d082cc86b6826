import { createContext, useContext } from 'react';

/** Loads a module another remote exposes ("mf_marketing/ContactBlock") through the host's federation runtime. */
export type RemoteLoader = (id: string) => Promise<unknown>;

// Part of the platform (shared root): the host fills it with its own runtime, which knows every
// remote of the site, on the server and in the browser. A remote's bundled runtime knows only
// itself. Null when a remote runs alone: there is no other remote to load.
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader | null {
  return useContext(RemoteLoaderContext);
}
