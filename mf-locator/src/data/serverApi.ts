// Where the page's server render asks the API. This code runs inside the site server's process
// (its Node build is loaded there), so it reads the site server's own settings: API_URL when the
// API is a service of its own (docker-compose), else the site server itself, which carries the
// API, on PORT. A browser never runs this: it asks its page's own origin.

/** The API's origin as the site server reaches it. */
export function serverApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_URL?.replace(/\/$/, '') || `http://127.0.0.1:${env.PORT ?? 3000}`;
}

/** A server render is bounded (SSR_TIMEOUT_MS, 1 s, remote loading included): the data gets part of it. */
export const SERVER_FETCH_TIMEOUT_MS = 600;
