import {
  ADMIN_ROUTE_ROLES,
  adminPartnerChangeRoute,
  adminPartnersRoute,
  PARTNER_NOT_FOUND,
  partnerAdminSearchOf,
  partnerCursor,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import type { Partner } from '../../store';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/admin/partners and PATCH /api/admin/partners/:id (issue #12): every partner, active or
 * not, for the admin's partners list, a keyset page at a time in list order (issue #27: `cursor`
 * says where a page starts, the answer's `next` and `prev` where its neighbours do; a cursor the
 * list did not write is refused, 400 on `cursor`); edits and deactivation reach the locator at once.
 */
const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.adminAuth.require(ADMIN_ROUTE_ROLES.partners);

  endpointRoute(app, adminPartnersRoute, { preValidation: admins }, async (request) => {
    const { items, next, prev, total, totalCapped } = await app.store.partners.adminPage(partnerAdminSearchOf(request.query));
    return {
      success: true as const,
      partners: items,
      pageSize: request.query.pageSize,
      next: next && partnerCursor.encode({ direction: 'next', key: next }),
      prev: prev && partnerCursor.encode({ direction: 'prev', key: prev }),
      total,
      totalCapped,
    };
  });

  endpointRoute(app, adminPartnerChangeRoute, { preValidation: admins }, async (request) => {
    const before = await app.store.partners.get(request.params.id);
    if (!before) throw app.httpErrors.notFound(PARTNER_NOT_FOUND);
    const partner = await app.store.partners.update(before.id, request.body);
    if (!partner) throw app.httpErrors.notFound(PARTNER_NOT_FOUND);
    app.partnerAnswers.clear(); // the locator shows the change at once

    const changed = (Object.keys(request.body) as (keyof typeof request.body)[]).filter((key) => before[key] !== partner[key]);
    if (changed.length > 0) {
      const pick = (p: Partner) => Object.fromEntries(changed.map((key) => [key, p[key]]));
      await app.adminAuth.auditAction(request, {
        action: changed.includes('status') ? `partner.${partner.status === 'active' ? 'activate' : 'deactivate'}` : 'partner.update',
        resourceType: 'partner',
        resourceId: partner.id,
        oldValues: pick(before),
        newValues: pick(partner),
      });
    }
    return { success: true as const, partner };
  });
};

export default routePlugin(adminPartnerRoutes);
