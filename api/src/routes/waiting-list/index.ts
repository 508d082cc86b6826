import {
  COVERAGE_MESSAGES,
  COVERAGE_RADIUS_MILES,
  LEAD_HONEYPOT_FIELD,
  MILES_DECIMALS,
  coverageRoute,
  milesOf,
  roundTo,
  serviceAreaFor,
  type CoverageOutcome,
  waitingListJoinRoute,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTNER_CACHE_CONTROL } from '../../plugins/app/partner-answers';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { resolvePlace } from '../../places/resolve-place';
import adminWaitingListRoutes from './admin';
import { limitedBy } from '../../plugins/external/rate-limit';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/coverage and POST /api/waiting-list (issue #14 item 7, issue #44): is there an active
 * partner within COVERAGE_RADIUS_MILES of a ZIP code or city; else is the place in a service area
 * served now or coming soon; if no partner is near, the visitor may join the waiting list of
 * that area (told by e-mail, in their language, when it opens).
 */
const waitingListRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  /** 400 naming the field, like a failed validation, for a well-formed place nobody knows. */
  const placeNotFound = () => app.httpErrors.createError(400, 'Validation failed', { body: { fieldErrors: { place: COVERAGE_MESSAGES.placeNotFound } } });

  // The locator's budget: the check is one nearest-partner search, like a `near` query.
  endpointRoute(app, coverageRoute, { config: limitedBy(config.partnersRateLimit) }, async (request, reply) => {
    const place = resolvePlace(request.query.place);
    if (!place) throw placeNotFound();
    const [{ items }, areas] = await Promise.all([app.store.partners.search({ status: 'active', near: place, limit: 1 }), app.store.serviceAreas.list({ live: true })]);
    const nearestKm = items[0]?.distanceKm;
    const nearestMiles = nearestKm === undefined ? undefined : roundTo(milesOf(nearestKm), MILES_DECIMALS);
    const covered = nearestMiles !== undefined && nearestMiles <= COVERAGE_RADIUS_MILES;
    // The service area the place is in (issue #44): served now, or opening (on its launch date).
    const area = serviceAreaFor(areas, place);
    const outcome: CoverageOutcome = covered ? 'partner-near' : area?.isActive ? 'served' : area ? 'coming-soon' : 'not-yet';
    // Whether a partner is near changes with the partners (and the areas with the team's
    // edits): checked again as soon as they are.
    reply.header('cache-control', PARTNER_CACHE_CONTROL);
    return {
      success: true as const,
      place,
      covered,
      radiusMiles: COVERAGE_RADIUS_MILES,
      nearestMiles,
      outcome,
      ...(area
        ? { serviceArea: { areaName: area.areaName, status: area.isActive ? ('active' as const) : ('coming-soon' as const), ...(area.launchDate && !area.isActive ? { launchDate: area.launchDate } : {}) } }
        : {}),
    };
  });

  // The lead form's budget per IP: a sign-up is a visitor's contact details, like a lead.
  endpointRoute(app, waitingListJoinRoute, { config: limitedBy(config.leadsRateLimit) }, async (request, reply) => {
    const { [LEAD_HONEYPOT_FIELD]: trap, place: text, email, businessName, language } = request.body;
    const place = resolvePlace(text);
    if (!place) throw placeNotFound();
    if (trap !== undefined && trap.trim() !== '') {
      // A bot filled the hidden field: answer like a success so it learns nothing; store nothing.
      request.log.info('waiting-list spam trap triggered; nothing stored');
      return reply.code(201).send({ success: true as const, area: place.area });
    }
    await app.store.waitingList.join({
      email,
      businessName,
      area: place.area,
      requestedArea: text.trim(),
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      language,
    });
    return reply.code(201).send({ success: true as const, area: place.area });
  });

  await app.register(adminWaitingListRoutes);
};

export default routePlugin(waitingListRoutes);
