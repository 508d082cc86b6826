import { ADMIN_ROUTE_ROLES, WAITING_LIST_ADMIN_MAX, adminWaitingListEndpoint, areaServedRoute } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import { groupByArea } from './areas';

const NOT_FOUND = 'No waiting-list entries for this area';

/**
 * GET /api/admin/waiting-list and POST /api/admin/waiting-list/areas/:area/served (issue #14
 * item 7): the sign-ups grouped by area; once a partner opens there, the area is marked served.
 */
const adminWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.adminAuth.require(ADMIN_ROUTE_ROLES.waitingList);

  endpointRoute(app, adminWaitingListEndpoint, { preValidation: admins }, async () => {
    // Bounded: waiting entries first (what there is to act on), then served ones, at most
    // WAITING_LIST_ADMIN_MAX in all; one more is read to learn whether the list held more.
    const max = WAITING_LIST_ADMIN_MAX;
    const waiting = await app.store.waitingList.list({ status: 'waiting' }, max + 1);
    const served = waiting.length > max ? [] : await app.store.waitingList.list({ status: 'served' }, max - waiting.length + 1);
    const entries = [...waiting, ...served];
    if (entries.length <= max) return { success: true as const, areas: groupByArea(entries) };
    const totalEntries = await app.store.waitingList.count();
    return { success: true as const, areas: groupByArea(entries.slice(0, max)), truncated: true as const, totalEntries };
  });

  endpointRoute(
    app,
    areaServedRoute,
    { preValidation: admins },
    async (request) => {
      const { area } = request.params;
      if ((await app.store.waitingList.list({ area }, 1)).length === 0) throw app.httpErrors.notFound(NOT_FOUND);
      const served = await app.store.waitingList.markServed(area);
      if (served > 0) {
        await app.adminAuth.auditAction(request, {
          action: 'waiting_list.served',
          resourceType: 'waiting_list_area',
          resourceId: area,
          oldValues: { status: 'waiting', waiting: served },
          newValues: { status: 'served' },
        });
      }
      return { success: true as const, area, served };
    },
  );
};

export default adminWaitingListRoutes;
