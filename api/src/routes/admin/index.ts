import {
  ADMIN_LOGIN_MESSAGE,
  ADMIN_ROUTE_ROLES,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  adminCheckEndpoint,
  adminLoginRoute,
  adminLogoutEndpoint,
  emailStatusEndpoint,
  isAdminRole,
  loginLockedMessage,
  DEFAULT_LANGUAGE,
  tooManyRequestsIn,
  type AdminAccount,
} from '@powernest/domain';
import { changePasswordRoute, loadPasswordStrength, normalizePassword, passwordProblem } from '@powernest/domain/password';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { mustReplacePassword } from '../../plugins/app/admin-auth';
import { validationBody } from '../../plugins/app/error-handler';
import { LoginGuard } from '../../auth/login-guard';
import type { User } from '../../store';
import { routePlugin } from '../../http/routePlugin';

/** What the admin UI may know about the signed-in account (no hash, no token). */
const accountOf = (user: User): AdminAccount => ({
  username: user.username ?? user.email,
  role: user.role,
  mustChangePassword: user.mustChangePassword,
  // Only when set, so an account on its own password reads as before.
  ...(mustReplacePassword(user) ? { passwordChangeRequired: true } : {}),
});

/** The request's failed zod validation as a 400 with `error` set to a readable message (the error handler writes it). */
function badRequest(app: FastifyInstance, request: FastifyRequest, error?: string) {
  const body = validationBody((request.validationError as unknown as { validation: Parameters<typeof validationBody>[0] }).validation);
  const first = Object.values(body.fieldErrors ?? {})[0] ?? body.formErrors?.[0];
  return app.httpErrors.createError(400, error ?? first ?? 'Validation failed', { body: { fieldErrors: body.fieldErrors } });
}

/** 400 naming the one field that is wrong. */
const fieldError = (app: FastifyInstance, field: string, error: string) => app.httpErrors.createError(400, error, { body: { fieldErrors: { [field]: error } } });

/** Key of the login rate limit: the client's IP and the username it tries (docs/security.md: per IP and username). */
function loginRateKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 200) : '';
  return `${request.ip}|${username}`;
}

/** POST /api/admin/login, GET /api/admin/check, POST /api/admin/logout, POST /api/admin/change-password, GET /api/admin/email-status. */
const adminRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // The sign-in's answer carries a token and the check's says who is signed in (neither is behind
  // the guard, which marks its routes itself): never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  endpointRoute(
    app,
    adminLoginRoute,
    {
      // Validation problems are answered by the handler (one message); the rate limit runs
      // after parsing so it can key on the username.
      attachValidation: true,
      // Per source whatever the username (issue #13), checked before anything counts per
      // username: once an address is over its budget, its made-up usernames create no counters,
      // so one client cannot crowd other clients' counters and locks out of the store (issue #25).
      preValidation: async (request) => {
        const fromIp = await app.store.limits.hit(`login-ip:${LoginGuard.source(request.ip)}`, config.admin.loginRateLimit.windowMs);
        if (fromIp.count <= config.admin.loginIpRateLimit.max) return;
        const seconds = Math.max(1, Math.ceil((fromIp.expiresAt.getTime() - Date.now()) / 1000));
        if (fromIp.count === config.admin.loginIpRateLimit.max + 1) request.log.warn({ ip: request.ip }, 'admin login: per-IP limit reached');
        throw app.httpErrors.createError(429, tooManyRequestsIn(DEFAULT_LANGUAGE, seconds), { retryAfterSeconds: seconds });
      },
      config: {
        rateLimit: {
          max: config.admin.loginRateLimit.max,
          timeWindow: config.admin.loginRateLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: loginRateKey,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(app, request, ADMIN_LOGIN_MESSAGE);
      const { username, password } = request.body;
      const { adminAuth, store } = app;
      const { guard } = adminAuth;
      const locked = (lockedForMs: number) => {
        const retryAfter = Math.ceil(lockedForMs / 1000);
        return app.httpErrors.createError(429, loginLockedMessage(retryAfter), { retryAfterSeconds: retryAfter, body: { retryAfter } });
      };

      // A locked pair is answered before hashing: the lock holds unknown usernames too, so a
      // quick answer tells nothing about which accounts exist.
      const lockedForMs = await guard.lockedForMs(username, request.ip);
      if (lockedForMs > 0) throw locked(lockedForMs);

      const user = await store.users.findByUsername(username);
      const storedHash = user ? await store.users.getPasswordHash(user.id) : null;
      // The hash is always checked (a dummy one for unknown users), so every failure takes as long.
      const passwordOk = await adminAuth.verifyPassword(password, storedHash, LoginGuard.source(request.ip));

      // A deactivated member gets the same answer as a wrong password (and counts towards the lock).
      if (!user || !passwordOk || !user.active) {
        const lockMs = await guard.recordFailure(username, request.ip);
        const reason = !user || storedHash === null ? 'unknown user' : !passwordOk ? 'wrong password' : 'deactivated';
        await adminAuth.audit(request, {
          action: 'admin.login_failed',
          userId: user?.id ?? 'unknown',
          userRole: user?.role ?? 'none',
          resourceType: 'session',
          newValues: { username, reason, ...(lockMs > 0 ? { lockedForMs: lockMs } : {}) },
        });
        if (lockMs > 0) {
          request.log.warn({ userId: user?.id, ip: request.ip }, 'admin login: too many failures from one source, locked');
          // Only the lock is told apart (issue #12 item 10): it tells the person when to come back.
          throw locked(lockMs);
        }
        throw app.httpErrors.unauthorized(LOGIN_FAILED_MESSAGE);
      }

      await guard.recordSuccess(username, request.ip);
      const { session, token, setCookie } = await app.adminSessions.start(user.id);
      // The site's general session too (product.md §4, §7): the header shows who is signed in.
      const site = await app.sessions.start(user.id, { linkedTo: session.id });
      await store.users.recordLogin(user.id, new Date());
      await adminAuth.audit(request, {
        action: 'admin.login',
        userId: user.id,
        userRole: user.role,
        resourceType: 'session',
        resourceId: session.id,
      });
      reply.header('set-cookie', [setCookie, site.setCookie]);
      return { success: true as const, token, isAdmin: isAdminRole(user.role), user: accountOf(user) };
    },
  );

  endpointRoute(app, adminCheckEndpoint, {}, async (request, reply) => {
    const principal = await app.adminAuth.current(request);
    if (!principal) {
      // A cookie that no longer opens anything (expired, revoked) is cleared.
      if (app.adminSessions.hasCookie(request)) reply.header('set-cookie', app.adminSessions.clearCookie());
      return { isAuthenticated: false, isAdmin: false };
    }
    return { isAuthenticated: true, isAdmin: isAdminRole(principal.user.role), user: accountOf(principal.user) };
  });

  endpointRoute(app, adminLogoutEndpoint, {}, async (request, reply) => {
    const principal = await app.adminAuth.current(request);
    if (principal) {
      await app.store.sessions.delete(principal.session.id);
      await app.adminAuth.audit(request, {
        action: 'admin.logout',
        userId: principal.user.id,
        userRole: principal.user.role,
        resourceType: 'session',
        resourceId: principal.session.id,
      });
    }
    await app.sessions.end(app.sessions.fromRequest(request));
    // Idempotent: signing out without a session still clears the cookies.
    reply.header('set-cookie', [app.adminSessions.clearCookie(), app.sessions.clearCookie()]);
    return { success: true as const };
  });

  endpointRoute(
    app,
    changePasswordRoute,
    {
      attachValidation: true,
      // The one thing an account on a temporary password may do. Then the password policy's
      // dictionaries (zxcvbn), loaded by the process's first password change and kept: the body's
      // schema needs them. Loaded at every start they cost every app built (each API test file, each
      // test server) a third of a second of CPU: 8-15 % of an API test file's (issue #41).
      preValidation: [app.adminAuth.require(ADMIN_ROUTE_ROLES.changePassword, { allowTemporaryPassword: true }), () => loadPasswordStrength()],
      config: {
        // Guessing the current password through a stolen session is throttled too.
        rateLimit: {
          max: config.admin.loginRateLimit.max,
          timeWindow: config.admin.loginRateLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.admin?.user.id ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw badRequest(app, request);
      const { user, session } = request.admin!;
      const { currentPassword, newPassword } = request.body;

      const storedHash = await app.store.users.getPasswordHash(user.id);
      if (!(await app.adminAuth.verifyPassword(currentPassword, storedHash, LoginGuard.source(request.ip)))) {
        await app.adminAuth.audit(request, {
          action: 'admin.password_change_failed',
          userId: user.id,
          userRole: user.role,
          resourceType: 'user',
          resourceId: user.id,
          newValues: { reason: 'wrong current password' },
        });
        throw fieldError(app, 'currentPassword', CURRENT_PASSWORD_WRONG_MESSAGE);
      }
      if (normalizePassword(newPassword) === normalizePassword(currentPassword)) {
        throw fieldError(app, 'newPassword', SAME_PASSWORD_MESSAGE);
      }
      // The body's schema applied every password rule but the username one, which needs the
      // account: it is applied here, before anything changes (the same function as the dialog's).
      const problem = passwordProblem(newPassword, { username: accountOf(user).username });
      if (problem) throw fieldError(app, 'newPassword', problem);

      await app.store.users.setPassword(user.id, await app.adminAuth.hashPassword(newPassword), false);
      // Every other device is signed out; this one stays signed in, in the admin area and on the
      // site: its site session went with the others, so a new one, linked as at sign-in, replaces it.
      const revoked = await app.store.sessions.deleteForUser(user.id, { exceptId: session.id });
      const site = await app.sessions.start(user.id, { linkedTo: session.id });
      reply.header('set-cookie', site.setCookie);
      await app.adminAuth.audit(request, {
        action: 'admin.password_changed',
        userId: user.id,
        userRole: user.role,
        resourceType: 'user',
        resourceId: user.id,
        newValues: { otherSessionsRevoked: revoked },
      });
      return { success: true as const, message: 'Your password has been successfully changed.' };
    },
  );

  endpointRoute(app, emailStatusEndpoint, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.emailStatus) }, async () => {
    const [counts, delivery] = await Promise.all([app.store.outbox.countByStatus(), app.store.outbox.countByDelivery(config.mail.transport)]);
    return {
      success: true as const,
      email: {
        transport: config.mail.transport,
        configured: config.mail.transport !== 'log',
        outbox: { sent: counts.sent, pending: counts.pending + counts.sending, failed: counts.failed },
        delivery,
      },
    };
  });
};

export default routePlugin(adminRoutes);
