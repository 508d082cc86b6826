import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoint } from '@powernest/domain';
import { endpointRoute } from '../../http/endpointRoute';
import { routePlugin } from '../../http/routePlugin';

/** GET /api/health: the process is up and its store answers (503 when the store does not). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, healthEndpoint, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.store.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: store unavailable');
      // A 5xx that means what it says (expose), so the handler does not hide it as a bug.
      throw app.httpErrors.createError(503, 'Store unavailable', { expose: true, body: { store: app.store.kind } });
    }
    return { status: 'ok' as const, store: app.store.kind };
  });
};

export default routePlugin(healthRoutes);
