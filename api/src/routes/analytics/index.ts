import { ACTIVE_LEAD_STATUSES, ADMIN_ROUTE_ROLES, LEADS_THIS_WEEK_DAYS, analyticsResponse } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/analytics (SPEC §3/§7): lead and partner counts for the admin dashboard. */
const analyticsRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  app.get(
    '/analytics',
    {
      schema: { response: { 200: analyticsResponse } },
      preHandler: app.adminAuth.require(ADMIN_ROUTE_ROLES.analytics),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const since = new Date(now().getTime() - LEADS_THIS_WEEK_DAYS * 24 * 3600 * 1000);
      const [totalLeads, totalPartners, leadsThisWeek, byStatus] = await Promise.all([
        app.store.leads.count(),
        app.store.partners.count(),
        app.store.leads.count({ since }),
        app.store.leads.countByStatus(),
      ]);
      // "Active Status" reads leadsByStatus.active: the leads in progress (contacted to site
      // visit scheduled). new and active are always present.
      const active = ACTIVE_LEAD_STATUSES.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
      const leadsByStatus = { new: 0, ...byStatus, active };
      return { success: true as const, analytics: { totalLeads, totalPartners, leadsThisWeek, leadsByStatus } };
    },
  );
};

export default analyticsRoutes;
