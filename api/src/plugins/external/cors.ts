import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

/**
 * The site and its API share one origin, which needs no CORS. Only origins listed in
 * ALLOWED_ORIGINS (e.g. a remote's standalone dev server) get CORS headers.
 */
export default fp<{ config: AppConfig }>(async (app, { config }) => {
  if (config.http.allowedOrigins.length === 0) return;
  await app.register(cors, {
    origin: config.http.allowedOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Admin-Token'],
  });
});
