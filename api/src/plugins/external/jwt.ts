import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

const JWT_ISSUER = 'powernest';
const JWT_AUDIENCE = 'powernest-site';

/**
 * Session tokens (HS256 with JWT_SECRET). @fastify/jwt only adds decorators, no hooks, so it
 * is safe on the root instance, where both /api and /auth/logout can use it.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE },
      verify: { algorithms: ['HS256'], allowedIss: JWT_ISSUER, allowedAud: JWT_AUDIENCE },
    });
  },
  { name: 'jwt' },
);
