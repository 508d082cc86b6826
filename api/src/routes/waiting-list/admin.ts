import { ADMIN_ROUTE_ROLES, adminWaitingListResponse, areaServedResponse, errorResponse, waitingListAreaParams } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupByArea } from './areas';

const NOT_FOUND = 'No waiting-list entries for this area';

/**
 * GET /api/admin/waiting-list and POST /api/admin/waiting-list/areas/:area/served (issue #14
 * item 7): the sign-ups grouped by area; once a partner opens there, the area is marked served.
 */
const adminWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.adminAuth.require(ADMIN_ROUTE_ROLES.waitingList);

  app.get('/admin/waiting-list', { schema: { response: { 200: adminWaitingListResponse } }, preHandler: admins }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, areas: groupByArea(await app.store.waitingList.list()) };
  });

  app.post(
    '/admin/waiting-list/areas/:area/served',
    { schema: { params: waitingListAreaParams, response: { 200: areaServedResponse, 404: errorResponse } }, preHandler: admins },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { area } = request.params;
      if ((await app.store.waitingList.list({ area })).length === 0) throw app.httpErrors.notFound(NOT_FOUND);
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
