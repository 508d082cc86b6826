import sensible from '@fastify/sensible';
import fp from 'fastify-plugin';

/**
 * `app.httpErrors` and `reply.notFound()`-style helpers: routes and hooks throw, and the API
 * scope's one error handler (plugins/app/error-handler.ts) writes every `{ success:false, error }`.
 * On the root instance, so the admin guard (a root decorator) can throw them too.
 */
export default fp(async (app) => {
  await app.register(sensible);
});
