import { expect, test as setup } from '@playwright/test';
import path from 'node:path';
import { E2E_ADMIN, TEST_PORTS, repoRoot } from './base';

/**
 * Where a project's signed-in admin session is kept (Playwright's storageState: the API's
 * httpOnly session cookie), per port base so two runs side by side keep theirs apart.
 */
export const adminSessionFile = (project: string): string => path.join(repoRoot, 'test-results', '.auth', `${project}-${TEST_PORTS.site}.json`);

/** The setup file a project's admin session comes from (its `<project>: sign in` setup project). */
export const ADMIN_SETUP_FILE = /admin\.setup\.ts$/;

/**
 * The setup test of a project whose tests work as the signed-in admin: the admin signs in once,
 * through the login page as a person does, and the session is kept for the project's tests
 * (`test.use({ storageState: adminSessionFile(project) })`). The tests of the sign-in itself
 * (a wrong password, the toast, the token kept out of page storage, sign-out) still sign in
 * through the page.
 */
export function signInOnceAsAdmin(project: string): void {
  setup('the admin signs in through the login page, once for the project', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The admin remote is the site's largest, fetched on demand: its first render may take long.
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await page.context().storageState({ path: adminSessionFile(project) });
  });
}
