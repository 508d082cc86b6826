import { expect, test } from '@playwright/test';
import { documentTitle } from '@powernest/domain';
import { REMOTE_PAGES } from '../src/pages';

// The remote runs without the shell: every route it owns renders with its own providers.
// (Signed out, the dashboard sends the visitor to the login: see admin.spec.ts.)
for (const route of REMOTE_PAGES.pages.filter((r) => r.path !== '/admin-dashboard')) {
  test(`standalone mf-admin renders ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route.title));
    await expect(page.getByText('mf-admin (standalone)')).toBeVisible();
  });
}
