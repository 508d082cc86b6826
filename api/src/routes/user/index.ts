import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, userResponse } from '@powernest/domain';

/** GET /api/user/me: the general session's user (SPEC §7), or 401. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      schema: {
        response: {
          200: userResponse,
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const current = await app.sessions.resolve(app.sessions.fromRequest(request));
      if (!current) return reply.code(401).send({ success: false as const, error: 'Not authenticated' });
      return { success: true as const, user: current.user };
    },
  );
};

export default userRoutes;
