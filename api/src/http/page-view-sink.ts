import { hkdfSync, timingSafeEqual } from 'node:crypto';
import { PAGE_VIEWS_KEY_HEADER, pageViewsEndpoint, pathOf, type PageViewCount } from '@powernest/domain';

// Where the site server's page-view batches go (issue #45). In one process the API hands the site
// server its store's counters (`pageViewSink`); a site server in front of an API service posts
// them to POST /api/site/page-views, signed with a key derived from JWT_SECRET, which both have
// (docker-compose): never the secret itself, so it cannot sign a session.

/** Adds a batch of page-view counters to the store's. */
type PageViewSink = (counts: PageViewCount[]) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the API (its store), or by the site server in front of an API service (a POST to it). */
    pageViewSink?: PageViewSink;
  }
}

export const pageViewsKeyOf = (secret: string): string => Buffer.from(hkdfSync('sha256', secret, 'powernest-site', 'page-views', 32)).toString('base64url');

/** Whether a header holds the key (compared in constant time). */
export function isPageViewsKey(given: unknown, key: string): boolean {
  if (typeof given !== 'string' || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}

/** The sink of a site server in front of an API service: each batch posted to it with the key. */
export function pageViewSinkOver(apiUrl: string, secret: string, timeoutMs: number): PageViewSink {
  const key = pageViewsKeyOf(secret);
  return async (counts) => {
    const res = await fetch(new URL(pathOf(pageViewsEndpoint), apiUrl), {
      method: pageViewsEndpoint.method,
      headers: { 'content-type': 'application/json', [PAGE_VIEWS_KEY_HEADER]: key },
      body: JSON.stringify({ counts }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`the API answered ${res.status}`);
  };
}
