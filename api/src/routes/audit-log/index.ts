import { ADMIN_ROUTE_ROLES, auditCursor, auditLogRoute, auditSearchOf } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import type { AuditEntry } from '../../store';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/audit-log (issue #12): who did what and when, for admins — filtered by who (userId),
 * what (action), which kind of resource and which days, newest first, a keyset page at a time
 * (issue #27): `cursor` says where a page starts, the answer's `next` (older) and `prev` (newer)
 * cursors where its neighbours do; a cursor the log did not write is refused (400 on `cursor`,
 * auditQuerySchema). Each entry carries its actor's username and, for a lead, partner or member,
 * its name (issue #29); the user agent stays in the store. The answer names the team's time zone
 * (MAIL_TIME_ZONE), which the log's times are shown in (browser audit #18).
 */
const auditLogRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  /**
   * Who the entries' actors are and what their leads, partners and members are called (issue #29):
   * one read per kind for the whole page, never one per entry. The log keeps ids; "unknown",
   * "system" and "applicant" are no account, and a resource no longer stored has no name.
   */
  async function namesOf(entries: AuditEntry[]): Promise<{ actors: Map<string, string>; resources: Map<string, string> }> {
    const idsOf = (type: string) => [...new Set(entries.flatMap((e) => (e.resourceType === type && e.resourceId ? [e.resourceId] : [])))];
    const userIds = [...new Set([...entries.map((e) => e.userId), ...idsOf('user')])];
    // A lead's resourceId is its number; anything else cannot be one.
    const leadIds = idsOf('lead').filter((id) => /^\d{1,15}$/.test(id)).map(Number);
    const [users, partners, leads] = await Promise.all([
      app.store.users.getMany(userIds),
      app.store.partners.getMany(idsOf('partner')),
      app.store.leadReads.getMany(leadIds),
    ]);
    const nameOfUser = new Map(users.map((u) => [u.id, u.username ?? u.name ?? u.email]));
    const resources = new Map<string, string>([
      ...leads.map((l) => [`lead:${l.id}`, l.businessName] as [string, string]),
      ...partners.map((p) => [`partner:${p.id}`, p.businessName] as [string, string]),
      ...users.map((u) => [`user:${u.id}`, nameOfUser.get(u.id)!] as [string, string]),
    ]);
    return { actors: nameOfUser, resources };
  }

  endpointRoute(app, auditLogRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.auditLog) }, async (request) => {
    const { items, next, prev, total, totalCapped } = await app.store.auditLog.search(auditSearchOf(request.query));
    const { actors, resources } = await namesOf(items);
    const entries = items.map(({ userAgent: _agent, ...entry }) => ({
      ...entry,
      username: actors.get(entry.userId),
      resourceName: entry.resourceId === undefined ? undefined : resources.get(`${entry.resourceType}:${entry.resourceId}`),
    }));
    return {
      success: true as const,
      entries,
      pageSize: request.query.pageSize,
      next: next && auditCursor.encode({ direction: 'next', key: next }),
      prev: prev && auditCursor.encode({ direction: 'prev', key: prev }),
      total,
      totalCapped,
      timeZone,
    };
  });
};

export default routePlugin(auditLogRoutes);
