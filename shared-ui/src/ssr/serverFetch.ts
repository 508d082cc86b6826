import { createContext, useContext } from 'react';

/** An API answer as it came: what the page's HTML carries, so the server and the browser decode the same bytes. */
export interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * How a page's server render asks the API, given by the host for this one request: a GET of an
 * API path answered in the site server's own process (or through its proxy to the API service),
 * as the visitor (their address counts against the API's limits), within the render's time.
 * Null: no answer in time, or none at all (the page's hooks then ask for themselves in the browser).
 */
export type ServerFetch = (url: string) => Promise<RawAnswer | null>;

export const ServerFetchContext = createContext<ServerFetch | null>(null);

/** The render's fetch; null in the browser, and where no host provides one (a remote alone, tests). */
export const useServerFetch = (): ServerFetch | null => useContext(ServerFetchContext);
