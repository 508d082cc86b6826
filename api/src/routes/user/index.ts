import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { errorResponse, userResponse } from '@powernest/domain';

/**
 * GET /api/user/me: the general session's user (SPEC §7). Nobody signed in is an answer, not an
 * error: `success: false` with 200, because every visitor's page asks (a 401 would put an error
 * in every visitor's console), as GET /api/admin/check does.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      schema: {
        response: {
          200: z.union([userResponse, errorResponse]),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const current = await app.sessions.resolve(app.sessions.fromRequest(request));
      if (!current) return { success: false as const, error: 'Not authenticated' };
      return { success: true as const, user: current.user };
    },
  );
};

export default userRoutes;
