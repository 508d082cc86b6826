import fp from 'fastify-plugin';
import { generatePassword } from '../../auth/password';
import type { AppConfig } from '../../config';
import { StoreConflictError } from '../../store';

/**
 * The first admin (ARCHITECTURE "Auth"): when no user has ADMIN_USERNAME, one is created with
 * ADMIN_PASSWORD, or with a generated password that is printed once (to the process output,
 * never to the logger). Either way the account must change its password before anything else
 * ("Please update your default password"). An existing account's password is never touched, so a
 * password changed in the dashboard survives restarts.
 *
 * The first admin is a super admin: someone must be able to manage the team (issue #12). A
 * store where no active super admin is left (made before the team existed, when the first admin
 * was an `admin`) gets its first admin promoted and reactivated, in the audit log as the system.
 */
export default fp<{ config: AppConfig; print?: (text: string) => void }>(
  async (app, { config, print = (text) => process.stdout.write(text) }) => {
    const { username } = config.admin;
    const existing = await app.store.users.findByUsername(username);
    if (existing) {
      if (existing.role === 'super_admin' && existing.active) return;
      if ((await app.store.users.list({ roles: ['super_admin'], active: true })).length > 0) return;
      await app.store.users.setRole(existing.id, 'super_admin');
      await app.store.users.setActive(existing.id, true);
      await app.store.auditLog.append({
        userId: 'system',
        userRole: 'system',
        action: 'user.role',
        resourceType: 'user',
        resourceId: existing.id,
        oldValues: { role: existing.role, active: existing.active },
        newValues: { role: 'super_admin', active: true },
      });
      app.log.warn({ username }, 'no active super admin: the first admin account was made super admin');
      return;
    }

    const generated = config.admin.password === undefined;
    const password = config.admin.password ?? generatePassword();
    try {
      await app.store.users.create({
        username,
        name: 'Administrator',
        // A user needs a unique e-mail; .invalid is reserved and never delivers.
        email: `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '_')}@admin.invalid`,
        role: 'super_admin',
        passwordHash: await app.adminAuth.hashPassword(password),
        // The start-up password sits in the environment: replaced before anything else (issue #13).
        mustChangePassword: generated || config.admin.passwordMustChange,
      });
    } catch (error) {
      // Another process created it first (several API instances starting together).
      if (error instanceof StoreConflictError) return;
      throw error;
    }
    app.log.info({ username }, 'created the first admin account');
    if (generated) {
      print(
        [
          '',
          '  ==========================================================================',
          `  First admin account created. Username: ${username}`,
          `  Generated password (shown only this once): ${password}`,
          '  Sign in at /admin-login; you will be asked to change it.',
          '  Set ADMIN_PASSWORD to choose the first password yourself.',
          '  ==========================================================================',
          '',
          '',
        ].join('\n'),
      );
    }
  },
  { name: 'admin-seed', dependencies: ['store', 'admin-auth'] },
);
