import { DISTANCE_KM_DECIMALS, PARTNER_COMPACT_LIMIT_MAX, PARTNER_LIMIT_MAX, PARTNER_NEAR_DEFAULT_LIMIT, partnersCompactResponse, partnersRoute, roundTo } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import * as z from 'zod/mini';
import type { PartnerSearch } from '../../store';
import adminPartnerRoutes from './admin';
import locatorMapRoutes from './locator-map';
import { activeMatching } from './active-matching';
import { compactJson } from './compact';
import { PARTNER_CACHE_CONTROL, answeredNotModified } from '../../plugins/app/partner-answers';
import { limitedBy } from '../../plugins/external/rate-limit';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/partners — active partners. Filters: state, businessType ("all" or absent = none),
 * q (text), bbox (viewport); near=lat,lng for nearest first with distanceKm; limit/offset for
 * pages (with total); format=compact for the map's rows. See partnerQuerySchema.
 *
 * Bounded (issue #13): the full format, with contact details, answers one page of at most
 * PARTNER_LIMIT_MAX partners whatever is asked; the compact rows, at most PARTNER_COMPACT_LIMIT_MAX
 * (issue #25), are served from a short-lived cache, compressed once; every IP has a budget per minute.
 */
const partnerRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  endpointRoute(app, partnersRoute, { config: limitedBy(config.partnersRateLimit) }, async (request, reply) => {
    const { state, businessType, q, near, bbox, limit, offset, format } = request.query;
    const search: PartnerSearch = { ...activeMatching({ state, businessType, q }), bbox, offset };
    reply.header('cache-control', PARTNER_CACHE_CONTROL);

    if (format === 'compact') {
      // Serialised here rather than by the zod response schema, which would walk every row
      // again (~70 ms at 100,000 rows); the body holds nothing but the store's 5-value rows.
      // Fastify sends a string with a JSON content type as it is.
      const answer = await app.partnerAnswers.get(request.url, async () => {
        const { total, items } = await app.store.partners.rows({ ...search, limit: Math.min(limit ?? PARTNER_COMPACT_LIMIT_MAX, PARTNER_COMPACT_LIMIT_MAX) });
        return compactJson(total, items);
      });
      if (answeredNotModified(request, reply, answer)) return reply;
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        const zipped = await answer.gzip();
        return reply.header('content-encoding', 'gzip').send(zipped as unknown as z.input<typeof partnersCompactResponse>);
      }
      return reply.send(answer.body as unknown as z.input<typeof partnersCompactResponse>);
    }

    const pageSize = limit ?? (near ? PARTNER_NEAR_DEFAULT_LIMIT : PARTNER_LIMIT_MAX);
    const { total, items } = await app.store.partners.search({ ...search, near, limit: pageSize });
    const partners = near
      ? items.map((p) => ({ ...p, distanceKm: roundTo(p.distanceKm ?? 0, DISTANCE_KM_DECIMALS) }))
      : items.slice();
    return { partners, total };
  });

  await app.register(locatorMapRoutes, { config });
  await app.register(adminPartnerRoutes);
};

export default routePlugin(partnerRoutes);
