import { ADMIN_ROUTE_ROLES, auditCursor, auditLogRoute, auditSearchOf } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import type { AuditEntry } from '../../store';

/**
 * GET /api/audit-log (issue #12): who did what and when, for admins — filtered by who (userId),
 * what (action), which kind of resource and which days, newest first, a keyset page at a time
 * (issue #27): `cursor` says where a page starts, the answer's `next` (older) and `prev` (newer)
 * cursors where its neighbours do; a cursor the log did not write is refused (400 on `cursor`,
 * auditQuerySchema). Each entry carries its actor's username; the user agent stays in the store.
 */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Usernames of the entries' actors (the log keeps ids; "unknown" and "system" have none). */
  async function usernamesOf(entries: AuditEntry[]): Promise<Map<string, string>> {
    const ids = [...new Set(entries.map((e) => e.userId))];
    const users = await Promise.all(ids.map((id) => app.store.users.get(id)));
    return new Map(users.flatMap((u) => (u?.username ? [[u.id, u.username] as [string, string]] : [])));
  }

  endpointRoute(
    app,
    auditLogRoute,
    { preHandler: app.adminAuth.require(ADMIN_ROUTE_ROLES.auditLog) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { items, next, prev, total, totalCapped } = await app.store.auditLog.search(auditSearchOf(request.query));
      const usernames = await usernamesOf(items);
      const entries = items.map(({ userAgent: _agent, ...entry }) => ({ ...entry, username: usernames.get(entry.userId) }));
      return {
        success: true as const,
        entries,
        pageSize: request.query.pageSize,
        next: next && auditCursor.encode({ direction: 'next', key: next }),
        prev: prev && auditCursor.encode({ direction: 'prev', key: prev }),
        total,
        totalCapped,
      };
    },
  );
};

export default auditLogRoutes;
