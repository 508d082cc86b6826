import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_AUTHORISED_FOR_ROLE, PASSWORD_CHANGE_REQUIRED_MESSAGE, accessOf, roleMay, type RouteRoles } from '@powernest/domain';
import { HashSlots } from '../../auth/hash-slots';
import { LoginGuard } from '../../auth/login-guard';
import { generatePassword, hashPassword, verifyPassword } from '../../auth/password';
import type { AppConfig } from '../../config';
import type { NewAuditEntry, Session, User } from '../../store';

/** The live admin session behind a request. */
interface AdminPrincipal {
  user: User;
  session: Session;
  token: string;
}

/** What an audit entry needs besides what the request already tells (IP, user agent, time). */
type AuditInput = Omit<NewAuditEntry, 'ipAddress' | 'userAgent' | 'timestamp'>;

interface AdminAuthService {
  /** Login lockout (per account and source). */
  guard: LoginGuard;
  hashPassword(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash; without one (unknown user, or a user without a
   * password) it still does the same work against a dummy hash and answers false, so the
   * answer time does not reveal which accounts exist.
   */
  /** `source`: the client's address (LoginGuard.source), for the hashing queue's fair share. */
  verifyPassword(password: string, storedHash: string | null, source?: string): Promise<boolean>;
  /** The request's live admin session (cookie, Bearer or X-Admin-Token) of an active user, or null. */
  current(request: FastifyRequest): Promise<AdminPrincipal | null>;
  /**
   * The guard of an admin route (its `preValidation`), given the route's row of ADMIN_ROUTE_ROLES: 401 without a live
   * session, 403 when the role may not (read for GET and HEAD, change otherwise), and 403 while the
   * account must change its password (unless `allowTemporaryPassword`: the change itself).
   */
  require(rule: RouteRoles, options?: { allowTemporaryPassword?: boolean }): AdminGuard;
  /** Appends to the audit log with the request's IP and user agent. */
  audit(request: FastifyRequest, entry: AuditInput): Promise<void>;
  /** The entry `audit` would append, to be appended later (a visit's step: VisitStep). */
  auditEntry(request: FastifyRequest, entry: AuditInput): NewAuditEntry;
  /** The same, for what the signed-in admin of a `require`d route did: they are the actor. */
  auditAction(request: FastifyRequest, entry: Omit<AuditInput, 'userId' | 'userRole'>): Promise<void>;
  /** Every route registered after this plugin, with its row of the role table when it has one (the role matrix test reads it). */
  readonly routes: readonly GuardedRoute[];
}

interface GuardedRoute {
  method: string;
  url: string;
  routeRoles: RouteRoles | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuthService;
  }
  interface FastifyRequest {
    /** Set by adminAuth.require(); the route handler can rely on it. */
    admin: AdminPrincipal | null;
  }
}

/** An admin route's preHandler, carrying its row of the role table (the role matrix test reads it). */
type AdminGuard = preValidationAsyncHookHandler & { routeRoles: RouteRoles };

const NOT_AUTHENTICATED = 'Authentication required';
const FORBIDDEN = NOT_AUTHORISED_FOR_ROLE;

/**
 * An account that may do nothing but change its password: a member on a temporary password, or
 * the first admin still on the start-up password from the environment (issue #13).
 */
export const mustReplacePassword = (user: User): boolean => user.passwordChangeRequired || user.mustChangePassword;


export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const cost = config.passwordHashCost;
    // Same cost as real hashes, so an unknown username costs as much as a wrong password.
    const dummyHash = await hashPassword(generatePassword(), cost);
    const slots = new HashSlots(config.passwordHashing);

    const service: Omit<AdminAuthService, 'routes'> = {
      guard: new LoginGuard(app.store.limits, config.admin.lockout),
      hashPassword: (password) => slots.run(() => hashPassword(password, cost)),
      async verifyPassword(password, storedHash, source) {
        const ok = await slots.run(() => verifyPassword(password, storedHash ?? dummyHash), source);
        return ok && storedHash !== null;
      },
      async current(request) {
        const token = app.adminSessions.fromRequest(request);
        const resolved = await app.adminSessions.resolve(token);
        // A deactivated user's sessions stop working at once, even before they are deleted.
        return resolved && token && resolved.user.active ? { ...resolved, token } : null;
      },
      require(rule, { allowTemporaryPassword = false } = {}) {
        const guard: preValidationAsyncHookHandler = async (request, reply) => {
          // Every answer of an admin route is private, its refusals too: never kept by a cache
          // (a handler that means otherwise sets its own header after this).
          reply.header('cache-control', 'no-store');
          const principal = await service.current(request);
          // The scope's error handler writes the refusals' bodies.
          if (!principal) throw app.httpErrors.unauthorized(NOT_AUTHENTICATED);
          if (!roleMay(principal.user.role, rule, accessOf(request.method))) throw app.httpErrors.forbidden(FORBIDDEN);
          if (mustReplacePassword(principal.user) && !allowTemporaryPassword) throw app.httpErrors.forbidden(PASSWORD_CHANGE_REQUIRED_MESSAGE);
          request.admin = principal;
        };
        return Object.assign(guard, { routeRoles: rule });
      },
      async audit(request, entry) {
        await app.store.auditLog.append(service.auditEntry(request, entry));
      },
      auditEntry(request, entry) {
        const agent = request.headers['user-agent'];
        return { ...entry, ipAddress: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : undefined };
      },
      async auditAction(request, entry) {
        const actor = request.admin;
        if (!actor) throw new Error('auditAction outside a route behind adminAuth.require');
        await service.audit(request, { ...entry, userId: actor.user.id, userRole: actor.user.role });
      },
    };
    const routes: GuardedRoute[] = [];
    // The role check runs before validation (routes give the guard as their `preValidation`): a
    // role that may not use a route learns nothing of its body's rules (a 403, never a 400), and is
    // refused without parsing work. A guard given as a preHandler would run after validation: refused loudly.
    app.addHook('onRoute', (route) => {
      const isGuard = (h: unknown): h is AdminGuard => typeof h === 'function' && 'routeRoles' in h;
      if ([route.preHandler ?? []].flat().some(isGuard)) throw new Error(`${[route.method].flat().join(',')} ${route.url}: give adminAuth.require(...) as preValidation, not preHandler`);
      const guard = [route.preValidation ?? []].flat().find(isGuard);
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, routeRoles: guard?.routeRoles ?? null });
    });
    app.decorate('adminAuth', { ...service, routes });
    app.decorateRequest('admin', null);
  },
  { name: 'admin-auth', dependencies: ['@fastify/sensible', 'store', 'sessions'] },
);
