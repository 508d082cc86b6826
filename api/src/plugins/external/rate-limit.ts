import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { LimitStore } from '../../store';

/** The 429 text every limit answers with; `after` reads like "15 minutes". */
export const tooManyRequestsMessage = (after: string) => `Too many requests. Please try again in ${after}.`;

/**
 * @fastify/rate-limit's counters, kept in the store's LimitStore instead of the process, so every
 * API instance behind a load balancer shares one budget per client (issue #13). Each route
 * counts under its own prefix, as the plugin's own stores do.
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

    child(routeOptions: { method: string | string[]; url: string }): FastifyRateLimitStore {
      const Child = sharedStore(limits, `${prefix}${[routeOptions.method].flat().join(',')}:${routeOptions.url}:`);
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
      message: tooManyRequestsMessage(context.after),
    }),
  });
});
