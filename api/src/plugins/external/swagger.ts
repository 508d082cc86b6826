import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '@powernest/domain';
import { SECURITY_SCHEMES, openApiTransform } from '../../http/openapi';
import { version } from '../../../package.json';

/**
 * Collects every route registered after it (on the root: /api and /auth/logout) into the OpenAPI
 * 3.1 document `app.swagger()` returns; routes/docs serves it. On the root so it sees the sign-out
 * route too; the transform leaves the site server's own routes out.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${BRAND_NAME} API`,
          version,
          description: 'The API behind the site and its admin area. Guide: how to sign in, errors and limits: api/README.md in the repository.',
        },
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      transform: openApiTransform,
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'openapi' },
);
