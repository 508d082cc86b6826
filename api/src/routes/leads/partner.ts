import {
  ADMIN_ROUTE_ROLES,
  PARTNER_ADMIN_MESSAGES,
  PARTNER_MESSAGES,
  cityOfLocation,
  leadPartnerRoute,
  stateOfLocation,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import { findCity } from '../../places/us-cities';
import { StoreConflictError } from '../../store';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'Lead not found';

/**
 * POST /api/leads/:id/partner (issue #12): an installed lead becomes a partner, and with it a
 * place on the locator. The lead supplies the business and contact; the admin may correct the
 * address (required when the lead has none), city, state and type, and gives the position when
 * the city is not in the table.
 */
const leadPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, leadPartnerRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.partners) }, async (request, reply) => {
    const lead = await app.store.leads.get(request.params.id);
    if (!lead) throw app.httpErrors.notFound(NOT_FOUND);
    if (lead.status !== 'installed') throw app.httpErrors.conflict(PARTNER_ADMIN_MESSAGES.notInstalled);
    if (await app.store.partners.getByLead(lead.id)) throw app.httpErrors.conflict(PARTNER_ADMIN_MESSAGES.alreadyPartner);

    const body = request.body;
    const city = body.city ?? cityOfLocation(lead.location);
    const state = body.state ?? lead.state ?? stateOfLocation(lead.location);
    // A street address only from the admin or the lead's own (its location is "City, ST").
    const address = body.address ?? lead.businessAddress;
    if (!address || !city || !state) {
      const fieldErrors = {
        ...(address ? {} : { address: PARTNER_MESSAGES.address }),
        ...(city ? {} : { city: PARTNER_MESSAGES.city }),
        ...(state ? {} : { state: PARTNER_MESSAGES.state }),
      };
      throw app.httpErrors.createError(400, Object.values(fieldErrors)[0]!, { body: { fieldErrors } });
    }
    const known = findCity(city, state);
    const position = body.latitude !== undefined && body.longitude !== undefined ? { latitude: body.latitude, longitude: body.longitude } : known;
    if (!position) {
      const error = PARTNER_ADMIN_MESSAGES.noPosition(`${city}, ${state}`);
      throw app.httpErrors.createError(400, error, { body: { fieldErrors: { latitude: error } } });
    }

    try {
      const partner = await app.store.partners.create({
        businessName: lead.businessName,
        address,
        city: known?.city ?? city,
        state,
        businessType: body.businessType ?? lead.businessType,
        contactPerson: lead.contactPerson,
        email: lead.email,
        phone: lead.phone,
        latitude: position.latitude,
        longitude: position.longitude,
        dateInstalled: new Date(),
        leadId: lead.id,
      });
      app.partnerAnswers.clear(); // on the locator at once
      await app.adminAuth.auditAction(request, {
        action: 'lead.partner',
        resourceType: 'lead',
        resourceId: String(lead.id),
        newValues: { partnerId: partner.id, city: partner.city, state: partner.state },
      });
      return reply.code(201).send({ success: true as const, partner });
    } catch (error) {
      // Two admins converted the same lead at once: the store kept the first.
      if (error instanceof StoreConflictError) throw app.httpErrors.conflict(PARTNER_ADMIN_MESSAGES.alreadyPartner);
      throw error;
    }
  });
};

export default routePlugin(leadPartnerRoutes);
