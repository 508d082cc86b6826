import type { FastifyPluginAsync } from 'fastify';
import { LOGOUT_PATH } from '@powernest/domain';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /auth/logout (product.md §2/§4): a page navigation, not a data call. Ends the general session and
 * the admin session signed in with it (the admin cookie never reaches this path: the site
 * session's token names it), clears both cookies and sends the browser home. Registered on the
 * root, outside /api.
 *
 * A navigation another site started (`Sec-Fetch-Site: cross-site`: a link or an image on a page
 * elsewhere) signs nobody out (issue #40): it is sent home as it is. The site's own links, a typed
 * address and a bookmark (`same-origin`, `same-site`, `none`, or no header) sign out.
 */
const logoutRoutes: FastifyPluginAsync = async (app) => {
  app.get(LOGOUT_PATH, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.header('cache-control', 'no-store').redirect('/', 302);
    try {
      const token = app.sessions.fromRequest(request);
      const signedIn = await app.sessions.resolve(token);
      const adminSessionId = await app.sessions.end(token);
      if (signedIn && adminSessionId) {
        const { user } = signedIn;
        await app.adminAuth.audit(request, { action: 'admin.logout', userId: user.id, userRole: user.role, resourceType: 'session', resourceId: adminSessionId });
      }
    } catch (error) {
      // The cookies are cleared anyway; a store hiccup must not trap the user in a session.
      request.log.warn({ err: error }, 'could not revoke session on logout');
    }
    reply.header('set-cookie', [app.sessions.clearCookie(), app.adminSessions.clearCookie()]).header('cache-control', 'no-store');
    return reply.redirect('/', 302);
  });
};

export default routePlugin(logoutRoutes);
