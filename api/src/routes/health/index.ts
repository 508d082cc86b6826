import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({ status: z.literal('ok'), store: z.enum(['memory', 'mongo']) });

/** GET /api/health: the process is up and its store answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponse } } }, async () => {
    await app.store.ping();
    return { status: 'ok' as const, store: app.store.kind };
  });
};

export default healthRoutes;
