import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userEndpoint } from '@powernest/domain';
import { endpointRoute } from '../../http/endpointRoute';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/user/me: the general session's user (product.md §7). Nobody signed in is an answer, not an
 * error: `success: false` with 200, because every visitor's page asks (a 401 would put an error
 * in every visitor's console), as GET /api/admin/check does.
 */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, userEndpoint, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const current = await app.sessions.resolve(app.sessions.fromRequest(request));
    if (!current) return { success: false as const, error: 'Not authenticated' };
    return { success: true as const, user: current.user };
  });
};

export default routePlugin(userRoutes);
