import { DISTANCE_KM_DECIMALS, PARTNER_NEAR_DEFAULT_LIMIT, partnerQuerySchema, partnersCompactResponse, partnersResponse, roundTo } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { PartnerSearch } from '../../store';
import adminPartnerRoutes from './admin';
import { compactJson } from './compact';

/**
 * GET /api/partners — active partners. Filters: state, businessType ("all" or absent = none),
 * q (text), bbox (viewport); near=lat,lng for nearest first with distanceKm; limit/offset for
 * pages (with total); format=compact for the map's rows. See partnerQuerySchema.
 */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    { schema: { querystring: partnerQuerySchema, response: { 200: z.union([partnersResponse, partnersCompactResponse]) } } },
    async (request, reply) => {
      const { state, businessType, q, near, bbox, limit, offset, format } = request.query;
      const search: PartnerSearch = {
        status: 'active',
        state: state === 'all' ? undefined : state,
        businessType: businessType === 'all' ? undefined : businessType,
        text: q?.trim() || undefined,
        bbox,
        offset,
      };
      reply.header('cache-control', 'public, max-age=60');

      if (format === 'compact') {
        const { total, items } = await app.store.partners.rows({ ...search, limit });
        // Serialised here rather than by the zod response schema, which would walk every row
        // again (~70 ms at 100,000 rows); the body holds nothing but the store's 5-value rows.
        // Fastify sends a string with a JSON content type as it is.
        const body = compactJson(total, items);
        return reply.type('application/json; charset=utf-8').send(body as unknown as z.input<typeof partnersCompactResponse>);
      }

      const pageSize = limit ?? (near ? PARTNER_NEAR_DEFAULT_LIMIT : undefined);
      const { total, items } = await app.store.partners.search({ ...search, near, limit: pageSize });
      const partners = near
        ? items.map((p) => ({ ...p, distanceKm: roundTo(p.distanceKm ?? 0, DISTANCE_KM_DECIMALS) }))
        : items.slice();
      return pageSize === undefined ? { partners } : { partners, total };
    },
  );

  await app.register(adminPartnerRoutes);
};

export default partnerRoutes;
