import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

/**
 * Mutations accept application/json only: fastify's default text/plain parser is removed, so
 * a text/plain body (which a cross-site HTML form can send without a preflight) gets 415.
 * Every API route also gets the small body limit.
 */
export default fp<{ config: AppConfig }>(async (app, { config }) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= config.http.bodyLimit;
  });
});
