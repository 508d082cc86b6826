import { PAGE_VIEWS_KEY_HEADER, pageViewsRoute } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import { isPageViewsKey, pageViewsKeyOf } from '../../http/page-view-sink';
import { routePlugin } from '../../http/routePlugin';

/**
 * POST /api/site/page-views (issue #45): the site server's batch of page-view counters, added to
 * the store's. Only a request carrying the key derived from JWT_SECRET is taken (403 otherwise):
 * the counts are the sources report's denominators, and no visitor may write them.
 */
const pageViewRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (app, { jwtSecret }) => {
  const key = pageViewsKeyOf(jwtSecret);
  endpointRoute(
    app,
    pageViewsRoute,
    {
      // Before the body is read: a stranger learns nothing about its shape.
      preValidation: async (request) => {
        if (!isPageViewsKey(request.headers[PAGE_VIEWS_KEY_HEADER], key)) throw app.httpErrors.forbidden('Forbidden');
      },
    },
    async (request) => {
      await app.store.pageViews.add(request.body.counts);
      return { success: true as const };
    },
  );
};

export default routePlugin(pageViewRoutes);
