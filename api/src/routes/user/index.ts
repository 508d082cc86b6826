import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const userView = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string(),
  image: z.string().optional(),
  role: z.string(),
  createdAt: z.date(),
  lastLogin: z.date().optional(),
});

/** GET /api/user/me: the general session's user (SPEC §7), or 401. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      schema: {
        response: {
          200: z.object({ success: z.literal(true), user: userView }),
          401: z.object({ success: z.literal(false), error: z.string() }),
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
