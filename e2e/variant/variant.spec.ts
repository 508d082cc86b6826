import { expect, test } from '../../app-config/playwright/test';
import partnershipPackage from '../../mf-partnership/package.json';
import { documentTitle } from '@powernest/domain';
import { CHECKLIST_MENU_ENTRY, CHECKLIST_PAGE } from './checklist/checklistPage';
import { VARIANT_FAQ_INTRO_ES } from './checklist/es-US';
import { ES as RELEASED_ES } from '../../mf-partnership/src/i18n/es-US';
import { ES as SHELL_ES } from '../../shell/src/i18n/es-US';

// The site runs today's shell build; only the partnership remote was rebuilt, with one page and
// one menu entry more (English only) and one Spanish text fixed in its catalogue, and deployed on
// its own origin (REMOTE_MF_PARTNERSHIP_URL points at it).

test('the new page is served, rendered on the server with its own <head>', async ({ request, baseURL }) => {
  const res = await request.get(CHECKLIST_PAGE.path);
  expect(res.status()).toBe(200);
  expect(res.headers()['x-ssr']).toMatch(/rendered|hit/);
  const html = await res.text();
  expect(html).toContain(`<title>${documentTitle(CHECKLIST_PAGE.title)}</title>`);
  expect(html).toContain(`<meta name="description" content="${CHECKLIST_PAGE.description}"`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${CHECKLIST_PAGE.path}"`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${CHECKLIST_PAGE.heading}</h1>`));
});

test('sitemap.xml and /remotes.json list it', async ({ request, baseURL }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${baseURL}${CHECKLIST_PAGE.path}</loc>`);
  const site = await (await request.get('/remotes.json')).json();
  const partnership = site.remotes.find((r: { folder: string }) => r.folder === 'mf-partnership');
  expect(partnership.entry).toContain('/mf-partnership/mf-manifest.json');
  expect(partnership.pages.map((p: { path: string }) => p.path)).toContain(CHECKLIST_PAGE.path);
  // The platform range the remote was built against: its package.json's, as published.
  expect(partnership).toMatchObject({ version: expect.stringMatching(/^1\.0\.0\+/), contract: partnershipPackage.dependencies['@powernest/shared-ui'] });
});

test('the Partnership menu offers it and it works in the browser, with no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && !/GL Driver Message/.test(m.text()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Partnership' }).click();
  const items = page.getByRole('banner').getByRole('navigation', { name: 'Partnership' }).getByRole('link');
  await expect(items).toHaveText(['Process', 'Apply Now', 'ROI Calculator', CHECKLIST_MENU_ENTRY.label, 'Success Stories']);
  await items.filter({ hasText: CHECKLIST_MENU_ENTRY.label }).click();
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST_PAGE.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: CHECKLIST_PAGE.heading })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(CHECKLIST_PAGE.title));
  // The remote's existing pages still work from the same build.
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('languages (issue #30): the remote owns its translations', () => {
  test('a Spanish text fixed in the remote\'s catalogue shows on the running site, on the server and in the browser', async ({ request, page }) => {
    expect(RELEASED_ES['faq.intro']).not.toBe(VARIANT_FAQ_INTRO_ES);
    const html = await (await request.get('/es/faq')).text();
    expect(html).toContain(VARIANT_FAQ_INTRO_ES);
    expect(html).not.toContain(RELEASED_ES['faq.intro']!);
    await page.goto('/es/faq');
    await expect(page.getByText(VARIANT_FAQ_INTRO_ES)).toBeVisible();
  });

  test('its page without Spanish is served in English: the Spanish address goes to it, the Spanish menu links to it', async ({ request, page }) => {
    const res = await request.get(`/es${CHECKLIST_PAGE.path}`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(CHECKLIST_PAGE.path);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/es');
    await page.getByRole('navigation', { name: SHELL_ES.mainNav }).locator('summary', { hasText: SHELL_ES.partnership }).click();
    await page.getByRole('banner').getByRole('link', { name: CHECKLIST_MENU_ENTRY.label }).click();
    await expect(page).toHaveURL(new RegExp(`[^s]${CHECKLIST_PAGE.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: CHECKLIST_PAGE.heading })).toBeVisible();
  });
});
