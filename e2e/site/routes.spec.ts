import { expect, test } from '@playwright/test';
import { startFrame } from '../../app-config/playwright/frame';
import { BRAND_NAME, NOT_FOUND_PAGE, documentTitle } from '@powernest/domain';
import { ADMIN_PATHS, ADMIN_REMOTE_PATIENCE, SIGNED_IN_PATHS, SITE_PAGES, clientTitle, expectFrameAround } from './sitePages';


test.describe('every page the remotes publish', () => {
  // The dashboard and the leads send a signed-out visitor to the login (SPEC §2); admin.spec.ts covers them signed in.
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

test('the server puts each page’s metadata into the HTML it sends', async ({ request, baseURL }) => {
  for (const route of SITE_PAGES) {
    const res = await request.get(route.path);
    expect(res.status(), route.path).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${documentTitle(route.title).replace(/&/g, '&amp;')}</title>`);
    expect(html).toContain(`<meta name="robots" content="${route.index ? 'index, follow' : 'noindex, nofollow'}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${route.canonicalPath ?? route.path}"`);
  }
});

test('structured data: Organization on home and about, Service on services', async ({ request }) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    const match = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
    return match ? JSON.parse(match[1]) : null;
  };
  for (const path of ['/', '/about']) {
    const data = await jsonLd(path);
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe(BRAND_NAME);
    expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
    expect(data.contactPoint).toMatchObject({ contactType: 'customer service', availableLanguage: ['English', 'Spanish'] });
  }
  expect((await jsonLd('/services'))['@type']).toBe('Service');
  expect(await jsonLd('/faq')).toBeNull();
});

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

test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
  const res = await request.get('/no-such-page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain(`<title>${documentTitle(NOT_FOUND_PAGE.title)}</title>`);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
