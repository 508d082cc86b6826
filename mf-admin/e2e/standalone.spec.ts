import { expect, test } from '@playwright/test';
import { documentTitle } from '@powernest/domain';
import { REMOTE_PAGES, SIGNED_IN_PAGES } from '../src/pages';

// The remote runs without the shell: every route it owns renders with its own providers.
// (Signed out, the dashboard and the leads send the visitor to the login: see admin.spec.ts.)
const signedIn = new Set<string>(SIGNED_IN_PAGES.map((p) => p.path));
for (const route of REMOTE_PAGES.pages.filter((r) => !signedIn.has(r.path))) {
  test(`standalone mf-admin renders ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route.title));
    await expect(page.getByText('mf-admin (standalone)')).toBeVisible();
  });
}
