import fp from 'fastify-plugin';
import { generatePassword } from '../../auth/password';
import type { AppConfig } from '../../config';
import { StoreConflictError } from '../../store';

/**
 * The first admin (ARCHITECTURE "Auth"): when no user has ADMIN_USERNAME, one is created with
 * ADMIN_PASSWORD, or with a generated password that is printed once (to the process output,
 * never to the logger). Either way the account must change its password before anything else
 * ("Please update your default password"). An existing account is never touched, so a
 * password changed in the dashboard survives restarts.
 */
export default fp<{ config: AppConfig; print?: (text: string) => void }>(
  async (app, { config, print = (text) => process.stdout.write(text) }) => {
    const { username } = config.admin;
    if (await app.store.users.findByUsername(username)) return;

    const generated = config.admin.password === undefined;
    const password = config.admin.password ?? generatePassword();
    try {
      await app.store.users.create({
        username,
        name: 'Administrator',
        // A user needs a unique e-mail; .invalid is reserved and never delivers.
        email: `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '_')}@admin.invalid`,
        role: 'admin',
        passwordHash: await app.adminAuth.hashPassword(password),
        mustChangePassword: true,
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
