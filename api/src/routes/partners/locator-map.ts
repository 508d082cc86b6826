import {
  PARTNER_NOT_FOUND,
  PARTNER_TILES,
  clusterPartnerTile,
  partnerRoute,
  partnerStatsRoute,
  partnerTileBounds,
  partnerTileRoute,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { PARTNER_CACHE_CONTROL, sendJsonAnswer } from '../../plugins/app/partner-answers';
import { activeMatching } from './active-matching';
import { limitedBy } from '../../plugins/external/rate-limit';
import { routePlugin } from '../../http/routePlugin';

/** Compact coordinates are rounded to 1e-5°: a tile asks for a hair more, so no edge partner falls between two tiles. */
const EDGE_PAD_DEGREES = 2e-5;

/**
 * What the locator's map reads (issue #14), all public and cacheable per URL:
 * - GET /api/partners/map/:z/:x/:y: one map tile's partners, clustered below a zoom;
 * - GET /api/partners/stats: the Network Stats of the partners the filters match;
 * - GET /api/partners/:id: one active partner (the popup of a selected marker).
 */
const locatorMapRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // A pan or zoom asks for a handful of tiles at once: a budget of its own, per IP.
  endpointRoute(app, partnerTileRoute, { config: limitedBy(config.partnerTilesRateLimit) }, async (request, reply) => {
    const tile = request.params;
    const answer = await app.partnerAnswers.get(request.url, async () => {
      const bounds = partnerTileBounds(tile);
      const bbox = {
        minLng: Math.max(-180, bounds.minLng - EDGE_PAD_DEGREES),
        maxLng: Math.min(180, bounds.maxLng + EDGE_PAD_DEGREES),
        minLat: Math.max(-90, bounds.minLat - EDGE_PAD_DEGREES),
        maxLat: Math.min(90, bounds.maxLat + EDGE_PAD_DEGREES),
      };
      // Bounded: a tile reads at most PARTNER_TILES.maxRead rows and says so when it held more.
      const { items, total } = await app.store.partners.rows({ ...activeMatching(request.query), bbox, limit: PARTNER_TILES.maxRead });
      const answer = clusterPartnerTile(items, tile);
      // `total` of a truncated read counts the padded box: the tile's own share is not known
      // without reading the rest, so the answer says at least how many it has.
      return JSON.stringify(total > items.length ? { ...answer, total: Math.max(answer.total, total), truncated: true } : answer);
    });
    // Every visitor's first view asks for the same few tiles: one answer serves them all.
    return sendJsonAnswer(request, reply, answer);
  });

  const budget = { config: limitedBy(config.partnersRateLimit) };

  endpointRoute(app, partnerStatsRoute, budget, async (request, reply) => {
    const answer = await app.partnerAnswers.get(request.url, async () => JSON.stringify(await app.store.partners.stats(activeMatching(request.query))));
    return sendJsonAnswer(request, reply, answer);
  });

  endpointRoute(app, partnerRoute, budget, async (request, reply) => {
    const partner = await app.store.partners.get(request.params.id);
    if (!partner || partner.status !== 'active') throw app.httpErrors.notFound(PARTNER_NOT_FOUND);
    reply.header('cache-control', PARTNER_CACHE_CONTROL);
    const { id, businessName, businessType, address, city, state, contactPerson, phone, email, latitude, longitude } = partner;
    return { partner: { id, businessName, businessType, address, city, state, contactPerson, phone, email, latitude, longitude } };
  });
};

export default routePlugin(locatorMapRoutes);
