import { expect, test } from '@playwright/test';
import { documentTitle } from '@powernest/domain';
import { REMOTE_PAGES } from '../src/pages';

// The remote runs without the shell: every route it owns renders with its own providers.
for (const route of REMOTE_PAGES.pages) {
  test(`standalone mf-marketing renders ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route.title));
    await expect(page.getByText('mf-marketing (standalone)')).toBeVisible();
  });
}
