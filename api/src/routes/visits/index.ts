import { ADMIN_ROUTE_ROLES, UPCOMING_VISITS_MAX, availabilityEndpoint, type UpcomingVisit, DAY_MS } from '@powernest/domain';
import { DEFAULT_AVAILABILITY, availabilitySetRoute, upcomingVisitsRoute } from '@powernest/domain/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import { routePlugin } from '../../http/routePlugin';


/**
 * The team's side of site visits (issue #28): GET/PUT /api/admin/availability (the weekly hours,
 * blocked dates and visits per slot the applicants' slots follow; DEFAULT_AVAILABILITY until an
 * admin sets any) and GET /api/admin/visits?days= (the visits booked from now, soonest first, at
 * most UPCOMING_VISITS_MAX). The lead's own visit is booked from its page (../leads/lead.ts).
 */
const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const availabilityRoles = app.adminAuth.require(ADMIN_ROUTE_ROLES.availability);
  const visitRoles = app.adminAuth.require(ADMIN_ROUTE_ROLES.visits);

  endpointRoute(app, availabilityEndpoint, { preValidation: availabilityRoles }, async () => {
    const stored = await app.store.visits.availability();
    return { success: true as const, availability: stored ?? DEFAULT_AVAILABILITY, isDefault: stored === null };
  });

  // Validated here rather than by the shared error handler, which names only the top-level field:
  // the page marks the very field that is wrong (`weeklyHours.mon.0.start`, `blockedDates.2`).
  endpointRoute(app, availabilitySetRoute, { preValidation: availabilityRoles, attachValidation: true }, async (request) => {
    if (request.validationError) {
      const issues = (request.validationError as unknown as { validation?: { instancePath: string; message?: string }[] }).validation ?? [];
      const fieldErrors: Record<string, string> = {};
      for (const issue of issues) fieldErrors[issue.instancePath.split('/').filter(Boolean).join('.') || 'availability'] ??= issue.message ?? 'Invalid value';
      throw app.httpErrors.createError(400, Object.values(fieldErrors)[0] ?? 'Validation failed', { body: { fieldErrors } });
    }
    const before = await app.store.visits.availability();
    const availability = request.body;
    await app.store.visits.setAvailability(availability, new Date());
    await app.adminAuth.auditAction(request, {
      action: 'visits.availability',
      resourceType: 'availability',
      resourceId: 'team',
      oldValues: { ...(before ?? DEFAULT_AVAILABILITY), isDefault: before === null },
      newValues: { ...availability },
    });
    return { success: true as const, availability, isDefault: false };
  });

  endpointRoute(app, upcomingVisitsRoute, { preValidation: visitRoles }, async (request) => {
    const { days } = request.query;
    const now = new Date();
    // One more than shown, to learn whether there were more.
    const booked = await app.store.visits.between(now, new Date(now.getTime() + days * DAY_MS), UPCOMING_VISITS_MAX + 1);
    const shown = booked.slice(0, UPCOMING_VISITS_MAX);
    const leads = new Map((await Promise.all([...new Set(shown.map((v) => v.leadId))].map((id) => app.store.leads.get(id)))).flatMap((l) => (l ? [[l.id, l] as const] : [])));
    const visits = shown.flatMap((visit): UpcomingVisit[] => {
      const lead = leads.get(visit.leadId);
      if (!lead) return [];
      const { businessName, contactPerson, phone, email, location } = lead;
      return [{ id: visit.id, leadId: lead.id, start: visit.start, end: visit.end, timeZone: visit.timeZone, businessName, contactPerson, phone, email, location }];
    });
    return { success: true as const, days, visits, ...(booked.length > UPCOMING_VISITS_MAX ? { truncated: true as const } : {}) };
  });
};

export default routePlugin(visitRoutes);
