import { ADMIN_ROUTE_ROLES, DAY_MS, PROMISE_CARD_DAYS, promiseCardEndpoint, promiseReport, promiseReportEndpoint, promiseReportStart } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lead } from '../../store';
import { endpointRoute } from '../../http/endpointRoute';
import { routePlugin } from '../../http/routePlugin';

/**
 * The promises kept (issue #45; docs/promises.md): the dashboard's card (the store's tallies of the
 * last 30 days) and the Monday report (per week and team member, of the leads that arrived in the
 * period, read in one pass of the export's keyset batches). Weeks start on Monday in the team's
 * zone (MAIL_TIME_ZONE).
 */
const promiseRoutes: FastifyPluginAsyncZod<{ timeZone: string; now?: () => Date }> = async (app, { timeZone, now = () => new Date() }) => {
  const staff = { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.analytics) };

  endpointRoute(app, promiseCardEndpoint, staff, async () => {
    const at = now();
    const since = new Date(at.getTime() - PROMISE_CARD_DAYS * DAY_MS);
    return { success: true as const, since, tallies: await app.store.leads.promiseTallies(since, at) };
  });

  endpointRoute(app, promiseReportEndpoint, staff, async () => {
    const at = now();
    // A day before the first Monday's UTC midnight: every zone's Monday has begun by then; the report drops what is earlier.
    const from = new Date(new Date(`${promiseReportStart(at, timeZone)}T00:00:00Z`).getTime() - DAY_MS);
    const leads: Lead[] = [];
    for await (const lead of app.store.leads.each({ sort: 'createdAt', createdFrom: from })) leads.push(lead);
    return { success: true as const, timeZone, ...promiseReport(leads, at, timeZone) };
  });
};

export default routePlugin(promiseRoutes);
