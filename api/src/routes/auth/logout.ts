import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /auth/logout (SPEC §2/§4): a page navigation, not a data call. Ends the general session
 * and sends the browser home. Registered on the root, outside /api.
 */
const logoutRoutes: FastifyPluginAsync = async (app) => {
  app.get('/auth/logout', async (request, reply) => {
    try {
      await app.sessions.end(app.sessions.fromRequest(request));
    } catch (error) {
      // The cookie is cleared anyway; a store hiccup must not trap the user in a session.
      request.log.warn({ err: error }, 'could not revoke session on logout');
    }
    // The admin cookie never reaches this path (it is sent to /api only), but it can be expired
    // from here; the header's sign-out revokes its session first (POST /api/admin/logout).
    reply.header('set-cookie', [app.sessions.clearCookie(), app.adminSessions.clearCookie()]).header('cache-control', 'no-store');
    return reply.redirect('/', 302);
  });
};

export default logoutRoutes;
