// The test admin's session, signed in once per run for the projects whose tests work as the admin:
// through the login page, as a person does, in Playwright's global setup after the test servers
// answer (testServers.ts), all of them side by side in one browser. A project asks for it with
// `adminSession: '<key>'` (base.ts, ProjectWithServers); its tests take the session with
// `test.use({ storageState: adminSessionFile('<key>') })`. The tests of the sign-in itself (a
// wrong password, the toast, the token kept out of page storage, sign-out) still sign in through
// the page. A global setup, not a setup project: a project that depends on another waits for every
// project without dependencies to finish first, and the site's own tests are the run's longest.
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { E2E_ADMIN, TEST_PORTS, chromiumUse, repoRoot } from './base';

/**
 * Where a project's signed-in admin session is kept (Playwright's storageState: the API's
 * httpOnly session cookie), per port base so two runs side by side keep theirs apart.
 */
export const adminSessionFile = (key: string): string => path.join(repoRoot, 'test-results', '.auth', `${key}-${TEST_PORTS.site}.json`);

/** A session to sign in before the run: its key and the site (or standalone remote) it is for. */
export interface AdminSession {
  key: string;
  baseURL: string;
}

/** How the config hands the sessions to this global setup: both run in the runner's process. */
export const ADMIN_SESSIONS_ENV = 'POWERNEST_E2E_ADMIN_SESSIONS';

/** The test admin signs in through the login page, as a person does, and lands on the dashboard. */
export async function signInThroughPage(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The admin remote is the site's largest, fetched on demand: its first render may take long.
  await page.waitForURL(/\/admin-dashboard$/, { timeout: 30_000 });
}

/** Playwright's global setup: the admin signs in through the login page of each asked site. */
export default async function signInAdmins(): Promise<void> {
  const sessions = JSON.parse(process.env[ADMIN_SESSIONS_ENV] ?? '[]') as AdminSession[];
  if (sessions.length === 0) return;
  const browser = await chromium.launch(chromiumUse!.launchOptions);
  try {
    await Promise.all(
      sessions.map(async ({ key, baseURL }) => {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        await signInThroughPage(page);
        await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor({ timeout: 30_000 });
        await context.storageState({ path: adminSessionFile(key) });
        await context.close();
      }),
    );
  } finally {
    await browser.close();
  }
}
