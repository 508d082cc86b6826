import { expect, test } from '@playwright/test';
import partnershipPackage from '../../mf-partnership/package.json';
import { documentTitle } from '@powernest/domain';
import { CHECKLIST_MENU_ENTRY, CHECKLIST_PAGE } from './checklist/checklistPage';

// The site runs today's shell build; only the partnership remote was rebuilt, with one page and
// one menu entry more, and deployed on its own origin (REMOTE_MF_PARTNERSHIP_URL points at it).

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
