import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, tooManyRequestsIn } from '@powernest/domain';
import type { RateLimitRule } from '../../config';
import type { LimitStore } from '../../store';

/** A route's `config` for its budget (@fastify/rate-limit reads `rateLimit` there). */
export const limitedBy = ({ max, windowMs }: RateLimitRule) => ({ rateLimit: { max, timeWindow: windowMs } });

/**
 * What @fastify/rate-limit hands a store's `child` for a route: its merged limit options with
 * the route under `routeInfo` (its typings say the route options themselves, which it is not).
 */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The key a route's counters live under: method and route pattern, e.g. `rate:POST:/api/leads:`. */
function routeLimitPrefix({ method, url }: NonNullable<RouteLimitOptions['routeInfo']> = {}): string {
  if (!method || !url) throw new Error('rate limit: a route limit without its method and URL would share one counter');
  return `rate:${[method].flat().join(',')}:${url}:`;
}

/**
 * @fastify/rate-limit's counters, kept in the store's LimitStore instead of the process, so every
 * API instance behind a load balancer shares one budget per client (issue #13). Each route
 * counts under its own key (issue #25: the plugin passes the route as `routeInfo`; reading
 * `method`/`url` off the options put every route under one `rate::undefined:` counter, so a
 * visitor who browsed the map could no longer send a lead).
 */
function sharedStore(limits: LimitStore, prefix = 'rate:'): new () => FastifyRateLimitStore {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = new Date();
      limits.hit(`${prefix}${key}`, timeWindow, now).then(
        (counter) => callback(null, { current: counter.count, ttl: Math.max(0, counter.expiresAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const Child = sharedStore(limits, routeLimitPrefix((options as RouteLimitOptions).routeInfo));
      return new Child();
    }
  };
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so reads stay unlimited and each
 * mutating route states its own budget.
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(app.store.limits),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too many requests. Please try again later.',
      message: tooManyRequestsIn(DEFAULT_LANGUAGE, context.ttl / 1000),
    }),
  });
});
