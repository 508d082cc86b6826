import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { clearedCookie, parseCookies, serializeCookie } from '../../http/cookies';
import type { Session, User } from '../../store';

/** The general (site) session cookie that GET /api/user/me reads and /auth/logout clears. */
export const SESSION_COOKIE = 'pn_session';

export interface SessionService {
  /** Records a session and signs its token (the JWT's jti is the session id). */
  start(userId: string): Promise<{ session: Session; token: string; setCookie: string }>;
  /** A token is good only while its signature, expiry and stored session all hold. */
  resolve(token: string | undefined): Promise<{ session: Session; user: User } | null>;
  /** Revokes the token's session, if it has one. */
  end(token: string | undefined): Promise<void>;
  fromRequest(request: FastifyRequest): string | undefined;
  clearCookie(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

interface SessionClaims {
  sub: string;
  jti: string;
}

/** User sessions: a signed JWT in an httpOnly cookie, checked against the sessions store. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const cookieOptions = { httpOnly: true, secure: config.session.cookieSecure, sameSite: 'Lax' as const, path: '/' };

    const verify = async (token: string | undefined): Promise<SessionClaims | null> => {
      if (!token) return null;
      try {
        const claims = app.jwt.verify<Partial<SessionClaims>>(token);
        return typeof claims.sub === 'string' && typeof claims.jti === 'string' ? (claims as SessionClaims) : null;
      } catch {
        return null;
      }
    };

    const service: SessionService = {
      async start(userId) {
        const expiresAt = new Date(Date.now() + config.session.ttlMs);
        const session = await app.store.sessions.create({ userId, expiresAt });
        const token = app.jwt.sign({}, { sub: userId, jti: session.id, expiresIn: Math.floor(config.session.ttlMs / 1000) });
        const setCookie = serializeCookie(SESSION_COOKIE, token, {
          ...cookieOptions,
          maxAgeSeconds: config.session.ttlMs / 1000,
        });
        return { session, token, setCookie };
      },
      async resolve(token) {
        const claims = await verify(token);
        if (!claims) return null;
        const session = await app.store.sessions.get(claims.jti);
        if (!session || session.userId !== claims.sub) return null;
        const user = await app.store.users.get(session.userId);
        return user ? { session, user } : null;
      },
      async end(token) {
        const claims = await verify(token);
        if (claims) await app.store.sessions.delete(claims.jti);
      },
      fromRequest(request) {
        return parseCookies(request.headers.cookie)[SESSION_COOKIE];
      },
      clearCookie() {
        return clearedCookie(SESSION_COOKIE, cookieOptions);
      },
    };
    app.decorate('sessions', service);
  },
  { name: 'sessions', dependencies: ['store', 'jwt'] },
);
