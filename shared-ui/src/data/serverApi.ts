// Where the page's server render asks the API. This code runs inside the site server's process
// (its Node build is loaded there), so it reads the site server's own settings: API_URL when the
// API is a service of its own (docker-compose), else the site server itself, which carries the
// API, on PORT. A browser never runs this: it asks its page's own origin.

/** The API's origin as the site server reaches it. */
export function serverApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_URL?.replace(/\/$/, '') || `http://127.0.0.1:${env.PORT ?? 3000}`;
}

/**
 * How long the server render waits for an answer: no longer than the render itself may take
 * (SSR_TIMEOUT_MS, 1 s by default; past it the page renders in the browser anyway).
 */
export function serverFetchTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const bound = Number(env.SSR_TIMEOUT_MS);
  return Number.isInteger(bound) && bound > 0 ? bound : 1000;
}
