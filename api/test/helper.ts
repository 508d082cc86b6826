// Builds the app per test on the memory store and drives it with app.inject (fastify/demo style).
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig, type AppConfig } from '../src';
import { startSmtpServer } from './support/smtp-server';

/** Test defaults: memory store, no demo seed, `log` mail transport, no background polling. */
export const TEST_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  STORE: 'memory',
  SEED_DEMO: 'false',
  MAIL_TRANSPORT: 'log',
  MAIL_RETRY_BASE_MS: '0',
  LOG_LEVEL: 'silent',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'first-admin-password',
  // Most tests work as a signed-in admin; the forced first change has its own tests.
  ADMIN_PASSWORD_MUST_CHANGE: 'false',
};

/** The seeded first admin of every test app (ADMIN_PASSWORD_MUST_CHANGE=false: it may work at once). */
export const TEST_ADMIN = { username: 'admin', password: 'first-admin-password' } as const;

export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ ...TEST_ENV, ...env });
}

/** A fresh app; the caller closes it (or uses useTestApp). */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(env), { logger: false });
  await app.ready();
  return app;
}

/** Registers beforeEach/afterEach hooks and returns a getter for the current test's app. */
export function useTestApp(env: NodeJS.ProcessEnv = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    app = await buildTestApp(env);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  return () => {
    if (!app) throw new Error('useTestApp: no app outside a test');
    return app;
  };
}

/** Apps and SMTP mailboxes a test starts itself (its own settings each), closed after it, newest first. */
export function useOwnApps() {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const started of open.splice(0).reverse()) await started.close();
  });
  return {
    app: async (env: NodeJS.ProcessEnv = {}) => {
      const app = await buildTestApp(env);
      open.push(app);
      return app;
    },
    mailbox: async (options?: Parameters<typeof startSmtpServer>[0]) => {
      const mailbox = await startSmtpServer(options);
      open.push(mailbox);
      return mailbox;
    },
  };
}
