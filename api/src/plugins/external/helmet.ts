import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers for API answers only. The site server sets its own headers for pages,
 * so this is registered inside the /api scope, never on the root instance.
 */
export default fp(async (app) => {
  await app.register(helmet, {
    // JSON answers load nothing; the strictest policy costs nothing.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
});
