import { expect, test } from '../../app-config/playwright/test';
import { startFrame } from '../../app-config/playwright/frame';
import { BRAND_NAME } from '@powernest/domain';
import { ADMIN_PATHS, ADMIN_REMOTE_PATIENCE, SIGNED_IN_PATHS, SITE_PAGES, clientTitle, expectFrameAround } from './sitePages';


test.describe('every page the remotes publish', () => {
  // The dashboard and the leads send a signed-out visitor to the login (product.md §2); admin.spec.ts covers them signed in.
  // The public pages (indexed) are checked the same way by the test that already loads each of
  // them, server-rendering.spec.ts ("… the HTML holds the page, and the browser hydrates it …"):
  // one page load per page (issue #41).
  for (const route of SITE_PAGES.filter((r) => !SIGNED_IN_PATHS.includes(r.path) && !r.index)) {
    test(`${route.path} renders its heading and title`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(route.path);
      const patience = ADMIN_PATHS.includes(route.path) ? ADMIN_REMOTE_PATIENCE : {};
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible(patience);
      // The page's code (which names the wizard's step in the title) comes with the first touch.
      if (route.hydration === 'interaction') await startFrame(page);
      await expect(page).toHaveTitle(clientTitle(route.path, route.title));
      await expectFrameAround(page);
    });
  }
});

for (const path of SIGNED_IN_PATHS) {
  test(`${path} sends a signed-out visitor to the login`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-login$/, ADMIN_REMOTE_PATIENCE);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  });
}

// The HTML's metadata (title, robots, Open Graph, Twitter card, canonical) of every page and the
// JSON-LD: shell/test/built/site.test.ts reads them from the built site through `inject` (issue #41).

test('client navigation updates the title, description and canonical', async ({ page }) => {
  await page.goto('/');
  // Client navigation needs the header hydrated; a click before that is a plain link's full
  // page load, which is not what this test is about.
  await startFrame(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(`About Us | ${BRAND_NAME}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle(`FAQ | ${BRAND_NAME}`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

// The 404 answer's HTML (status, title, the server-rendered heading): shell/test/built/site.test.ts.
test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
