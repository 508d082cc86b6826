import { ACTIVE_LEAD_STATUSES, ADMIN_ROUTE_ROLES, CONTACT_WITHIN_HOURS, FIRST_CONTACT_SAMPLE_MAX, LEADS_THIS_WEEK_DAYS, analyticsEndpoint, DAY_MS, HOUR_MS } from '@powernest/domain';
import { endpointRoute } from '../../http/endpointRoute';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routePlugin } from '../../http/routePlugin';

/** GET /api/analytics (product.md §3/§7): lead and partner counts for the admin dashboard. */
const analyticsRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  const sampleMax = FIRST_CONTACT_SAMPLE_MAX;
  endpointRoute(app, analyticsEndpoint, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.analytics) }, async () => {
    const at = now().getTime();
    const since = new Date(at - LEADS_THIS_WEEK_DAYS * DAY_MS);
    const promiseDeadline = new Date(at - CONTACT_WITHIN_HOURS * HOUR_MS);
    const [totalLeads, totalPartners, leadsThisWeek, byStatus, newPastPromise, delays, byArea] = await Promise.all([
      app.store.leads.count(),
      app.store.partners.count(),
      app.store.leads.count({ since }),
      app.store.leads.countByStatus(),
      app.store.leads.count({ status: 'new', before: promiseDeadline }),
      app.store.leads.firstContactDelays(since, sampleMax + 1),
      app.store.leads.countByServiceArea(),
    ]);
    // Most leads first, then by name; the rest came from places PowerNest did not serve yet.
    const areas = Object.entries(byArea)
      .map(([area, leads]) => ({ area, leads }))
      .sort((a, b) => b.leads - a.leads || a.area.localeCompare(b.area));
    const leadsByArea = { areas, elsewhere: totalLeads - areas.reduce((sum, a) => sum + a.leads, 0) };
    // "Active Status" reads leadsByStatus.active: the leads in progress (contacted to site
    // visit scheduled). new and active are always present.
    const active = ACTIVE_LEAD_STATUSES.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
    const leadsByStatus = { new: 0, ...byStatus, active };
    // Bounded: the newest sampleMax contacted leads of the week; the answer says when there were more.
    const sampled = delays.length > sampleMax;
    const sample = sampled ? delays.slice(0, sampleMax) : delays;
    const speedToLead = {
      newPastPromise,
      medianFirstContactMinutes: sample.length ? Math.round(median(sample) / 60_000) : null,
      ...(sampled ? { medianSampleSize: sampleMax } : {}),
    };
    return { success: true as const, analytics: { totalLeads, totalPartners, leadsThisWeek, leadsByStatus, leadsByArea, speedToLead } };
  });
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export default routePlugin(analyticsRoutes);
