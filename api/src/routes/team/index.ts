import {
  ADMIN_ROUTE_ROLES,
  TEAM_MESSAGES,
  TEAM_ROLES,
  isTeamRole,
  teamAddRoute,
  teamChangeRoute,
  teamListEndpoint,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatePassword } from '../../auth/password';
import { endpointRoute } from '../../http/endpointRoute';
import { StoreConflictError, type User } from '../../store';
import { routePlugin } from '../../http/routePlugin';

/**
 * Runs team changes one at a time (in this process): two super admins demoting each other at
 * the same moment would otherwise both pass the last-super-admin check and leave none.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * The team (issue #12): GET /api/team lists the staff for every admin (the team page, the
 * leads' assignment); a super admin adds members with a temporary password shown once
 * (POST), changes roles and deactivates or reactivates (PATCH). A super admin cannot demote or
 * deactivate themself, and the last active super admin stays one. Every change is audited.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every staff role reads the team; only super admins change it (the table's read and change).
  const team = app.adminAuth.require(ADMIN_ROUTE_ROLES.team);
  const serially = oneAtATime();

  endpointRoute(app, teamListEndpoint, { preValidation: team }, async () => {
    const members = await app.store.users.list({ roles: TEAM_ROLES });
    return { success: true as const, members };
  });

  endpointRoute(app, teamAddRoute, { preValidation: team }, async (request, reply) => {
    const { username, name, email, role } = request.body;
    // Shown once in the answer, stored only as a hash; the member must replace it to do anything.
    const temporaryPassword = generatePassword();
    let member: User;
    try {
      member = await app.store.users.create({
        username,
        name,
        email,
        role,
        passwordHash: await app.adminAuth.hashPassword(temporaryPassword),
        mustChangePassword: true,
        passwordChangeRequired: true,
      });
    } catch (error) {
      if (!(error instanceof StoreConflictError)) throw error;
      const [field, message] = error.field === 'username' ? ['username', TEAM_MESSAGES.usernameTaken] : ['email', TEAM_MESSAGES.emailTaken];
      throw app.httpErrors.createError(409, message, { body: { fieldErrors: { [field]: message } } });
    }
    await app.adminAuth.auditAction(request, {
      action: 'user.create',
      resourceType: 'user',
      resourceId: member.id,
      newValues: { username: member.username, name: member.name, email: member.email, role: member.role },
    });
    return reply.code(201).send({ success: true as const, member, temporaryPassword });
  });

  endpointRoute(
    app,
    teamChangeRoute,
    {
      preValidation: team,
    },
    async (request) =>
      serially(async () => {
        const { id } = request.params;
        const principal = request.admin!;
        const current = await app.store.users.get(id);
        if (!current || !isTeamRole(current.role)) throw app.httpErrors.notFound(TEAM_MESSAGES.notFound);

        const role = request.body.role !== undefined && request.body.role !== current.role ? request.body.role : undefined;
        const active = request.body.active !== undefined && request.body.active !== current.active ? request.body.active : undefined;
        const losesSuperAdmin = current.role === 'super_admin' && current.active && (role !== undefined || active === false);
        if (losesSuperAdmin) {
          if (current.id === principal.user.id) throw app.httpErrors.conflict(TEAM_MESSAGES.self);
          const superAdmins = await app.store.users.list({ roles: ['super_admin'], active: true });
          if (!superAdmins.some((u) => u.id !== current.id)) throw app.httpErrors.conflict(TEAM_MESSAGES.lastSuperAdmin);
        }

        const who = { resourceType: 'user', resourceId: current.id };
        if (role !== undefined) {
          await app.store.users.setRole(current.id, role);
          await app.adminAuth.auditAction(request, { ...who, action: 'user.role', oldValues: { role: current.role }, newValues: { role } });
        }
        if (active !== undefined) {
          await app.store.users.setActive(current.id, active);
          // Signed out everywhere at once (admin-auth also refuses an inactive user's sessions).
          if (!active) await app.store.sessions.deleteForUser(current.id);
          await app.adminAuth.auditAction(request, {
            ...who,
            action: active ? 'user.activate' : 'user.deactivate',
            oldValues: { active: current.active },
            newValues: { active },
          });
        }
        const member = (await app.store.users.get(current.id)) ?? current;
        return { success: true as const, member };
      }),
  );
};

export default routePlugin(teamRoutes);
