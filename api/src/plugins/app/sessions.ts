import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringifySetCookie } from 'cookie';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Session, User } from '../../store';
import { API_PREFIX } from '@powernest/domain';

/** The general (site) session cookie that GET /api/user/me reads and /auth/logout clears. */
const SESSION_COOKIE = 'pn_session';
/** The admin session cookie (ARCHITECTURE "Auth": httpOnly, SameSite=Strict, only sent to /api). */
export const ADMIN_SESSION_COOKIE = 'pn_admin';

interface SessionService {
  /**
   * Records a session and signs its token (the JWT's jti is the session id). `linkedTo`: the admin
   * session it was opened with; ending this one ends that one too (see `end`).
   */
  start(userId: string, options?: { linkedTo?: string }): Promise<{ session: Session; token: string; setCookie: string }>;
  /** A token is good only while its signature, expiry, scope and stored session all hold. */
  resolve(token: string | undefined): Promise<{ session: Session; user: User } | null>;
  /**
   * Revokes the token's session, if it has one, and the session it is linked to: a sign-in opens an
   * admin and a site session together, and GET /auth/logout, which only sees the site cookie, ends both.
   * Answers the linked session's id when it was still live.
   */
  end(token: string | undefined): Promise<string | undefined>;
  /** The token the request carries for this kind of session (cookie; admin also headers). */
  fromRequest(request: FastifyRequest): string | undefined;
  /** Whether the request carries this session's cookie (valid or not). */
  hasCookie(request: FastifyRequest): boolean;
  clearCookie(): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** General site sessions (GET /api/user/me, /auth/logout). */
    sessions: SessionService;
    /** Admin sessions (POST /api/admin/login and every admin route). */
    adminSessions: SessionService;
  }
}

interface SessionClaims {
  sub: string;
  jti: string;
  scope?: string;
  /** The session opened with this one (the site session names its admin session). */
  linked?: string;
}

/** A session cookie's attributes (`cookie`'s; the lifetime comes from the config). */
interface CookieAttributes {
  path: string;
  httpOnly: true;
  secure: boolean;
  sameSite: 'strict' | 'lax';
}

interface SessionKind {
  cookieName: string;
  cookie: CookieAttributes;
  /** JWT claim that keeps the kinds apart: a site token never opens admin routes, or the reverse. */
  scope: 'admin' | undefined;
  /** Admin tokens are also accepted from `Authorization: Bearer` and `X-Admin-Token` (product.md §7). */
  headers: boolean;
}

/** The token in `Authorization: Bearer <token>` or `X-Admin-Token`, if any. */
function tokenFromHeaders(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match) return match[1];
  }
  const header = request.headers['x-admin-token'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  return undefined;
}

function createSessionService(app: FastifyInstance, config: AppConfig, kind: SessionKind): SessionService {
  const verify = async (token: string | undefined): Promise<SessionClaims | null> => {
    if (!token) return null;
    try {
      const claims = app.jwt.verify<Partial<SessionClaims>>(token);
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
      return claims.scope === kind.scope ? (claims as SessionClaims) : null;
    } catch {
      return null;
    }
  };

  return {
    async start(userId, { linkedTo } = {}) {
      const expiresAt = new Date(Date.now() + config.session.ttlMs);
      const session = await app.store.sessions.create({ userId, expiresAt });
      const token = app.jwt.sign({ ...(kind.scope ? { scope: kind.scope } : {}), ...(linkedTo ? { linked: linkedTo } : {}) }, {
        sub: userId,
        jti: session.id,
        expiresIn: Math.floor(config.session.ttlMs / 1000),
      });
      const maxAge = Math.floor(config.session.ttlMs / 1000);
      const setCookie = stringifySetCookie({ name: kind.cookieName, value: token, ...kind.cookie, maxAge, expires: new Date(Date.now() + maxAge * 1000) });
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
      if (!claims) return undefined;
      await app.store.sessions.delete(claims.jti);
      const linked = typeof claims.linked === 'string' ? await app.store.sessions.get(claims.linked) : null;
      // Only the same user's: the claim is signed, but a session is never ended on someone else's word.
      if (linked?.userId !== claims.sub) return undefined;
      await app.store.sessions.delete(linked.id);
      return linked.id;
    },
    fromRequest(request) {
      return (kind.headers ? tokenFromHeaders(request) : undefined) ?? request.cookies[kind.cookieName];
    },
    hasCookie(request) {
      return request.cookies[kind.cookieName] !== undefined;
    },
    clearCookie() {
      // Expires as well as Max-Age: a browser that knows only one still deletes it.
      return stringifySetCookie({ name: kind.cookieName, value: '', ...kind.cookie, maxAge: 0, expires: new Date(0) });
    },
  };
}

/** Sessions: a signed JWT in an httpOnly cookie, checked against the sessions store on every use. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secure = config.session.cookieSecure;
    app.decorate(
      'sessions',
      createSessionService(app, config, {
        cookieName: SESSION_COOKIE,
        cookie: { httpOnly: true, secure, sameSite: 'lax', path: '/' },
        scope: undefined,
        headers: false,
      }),
    );
    app.decorate(
      'adminSessions',
      createSessionService(app, config, {
        cookieName: ADMIN_SESSION_COOKIE,
        cookie: { httpOnly: true, secure, sameSite: 'strict', path: API_PREFIX },
        scope: 'admin',
        headers: true,
      }),
    );
  },
  { name: 'sessions', dependencies: ['cookies', 'store', 'jwt'] },
);
