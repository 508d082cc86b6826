import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, BRAND_NAME } from '@powernest/domain';
import type { FastifyPluginAsync } from 'fastify';
import { DOCS_PATH, OPENAPI_PATH } from '../../http/openapi';
import { routePlugin } from '../../http/routePlugin';

/**
 * The reference page's own policy, on its routes alone (the rest of /api keeps `default-src
 * 'none'`): Swagger UI's scripts and styles from this origin (it sets inline styles), its
 * images as data URLs, and its calls (the document, "Try it out") to this origin.
 */
const DOCS_CSP = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
};

/**
 * GET /api/openapi.json (the document @fastify/swagger builds from the routes) and its reference
 * page at /api/docs (Swagger UI, its assets served from the package under /api/docs/static).
 */
const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get(OPENAPI_PATH.slice(API_PREFIX.length), { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(app.swagger());
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH.slice(API_PREFIX.length),
    indexPrefix: API_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: `${BRAND_NAME} API reference` },
  });
};

export default routePlugin(docsRoutes);
