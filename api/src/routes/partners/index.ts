import { DISTANCE_KM_DECIMALS, PARTNER_NEAR_DEFAULT_LIMIT, partnerQuerySchema, roundTo } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PartnerSearch } from '../../store';
import { compactJson } from './compact';

/** The locator's view of a partner (SPEC §3) plus its coordinates; `distanceKm` with `near`. */
const partnerLocation = z.object({
  id: z.string(),
  businessName: z.string(),
  businessType: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number().optional(),
});

/** `{ partners }`, plus `total` (every match before paging) when the answer is a page. */
const listAnswer = z.object({ partners: z.array(partnerLocation), total: z.number().int().optional() });

/** format=compact: what the map loads for every partner at once. */
const compactAnswer = z.object({
  total: z.number().int(),
  columns: z.array(z.string()),
  rows: z.array(z.tuple([z.string(), z.number(), z.number(), z.string(), z.string()])),
});

/**
 * GET /api/partners — active partners. Filters: state, businessType ("all" or absent = none),
 * q (text), bbox (viewport); near=lat,lng for nearest first with distanceKm; limit/offset for
 * pages (with total); format=compact for the map's rows. See partnerQuerySchema.
 */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    { schema: { querystring: partnerQuerySchema, response: { 200: z.union([listAnswer, compactAnswer]) } } },
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
        return reply.type('application/json; charset=utf-8').send(body as unknown as z.input<typeof compactAnswer>);
      }

      const pageSize = limit ?? (near ? PARTNER_NEAR_DEFAULT_LIMIT : undefined);
      const { total, items } = await app.store.partners.search({ ...search, near, limit: pageSize });
      const partners = near
        ? items.map((p) => ({ ...p, distanceKm: roundTo(p.distanceKm ?? 0, DISTANCE_KM_DECIMALS) }))
        : items.slice();
      return pageSize === undefined ? { partners } : { partners, total };
    },
  );
};

export default partnerRoutes;
