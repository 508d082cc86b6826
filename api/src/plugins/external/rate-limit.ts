import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so reads stay unlimited and each
 * mutating route states its own budget.
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too many requests. Please try again later.',
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
});
