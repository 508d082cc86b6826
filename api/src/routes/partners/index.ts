import { partnerQuerySchema } from '@powernest/shared-ui/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The locator's view of a partner (SPEC §3) plus its coordinates. */
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
});

/** GET /api/partners?state=&businessType= — active partners; "all" or absent = no filter. */
const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    { schema: { querystring: partnerQuerySchema, response: { 200: z.object({ partners: z.array(partnerLocation) }) } } },
    async (request, reply) => {
      const { state, businessType } = request.query;
      const partners = await app.store.partners.list({
        status: 'active',
        state: state === 'all' ? undefined : state,
        businessType: businessType === 'all' ? undefined : businessType,
      });
      reply.header('cache-control', 'public, max-age=60');
      return { partners };
    },
  );
};

export default partnerRoutes;
