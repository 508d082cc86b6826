import { ADMIN_ROUTE_ROLES, POSSIBLE_DUPLICATES_SHOWN, possibleDuplicatesEndpoint } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/admin/possible-duplicates (issue #29): the dashboard's open leads flagged as matching an
 * earlier one, newest first, each with the lead it may duplicate (named in one read for the
 * page), and how many wait for a decision. Staff who may read leads may read it.
 */
const possibleDuplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, possibleDuplicatesEndpoint, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.leads) }, async () => {
    const { items, total, totalCapped } = await app.store.leadReads.possibleDuplicates(POSSIBLE_DUPLICATES_SHOWN);
    const earlier = await app.store.leadReads.getMany([...new Set(items.map((lead) => lead.duplicateOf!))]);
    const names = new Map(earlier.map((lead) => [lead.id, lead.businessName]));
    const leads = items.map((lead) => ({
      id: lead.id,
      businessName: lead.businessName,
      location: lead.location,
      status: lead.status,
      createdAt: lead.createdAt,
      duplicateOf: { id: lead.duplicateOf!, businessName: names.get(lead.duplicateOf!) },
    }));
    return { success: true as const, leads, total, totalCapped };
  });
};

export default routePlugin(possibleDuplicatesRoutes);
