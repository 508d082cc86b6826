import { expect, test, type Page } from '../../app-config/playwright/test';
import { isStaticPath, languagesOfPage, pageIn, pathInLanguage, type PageMeta } from '@powernest/domain';
import { SITE_PAGES } from './sitePages';

// Issue #30: the public site in Spanish. A page is offered at /es<path> when its remote's page
// manifest translates it; the switcher keeps the visitor on the same page and remembers the
// choice; a browser that prefers Spanish is offered it, never sent to it. (A page a remote offers in
// English only, and a text fixed in a remote's catalogue: e2e/variant.)

const SPANISH_PAGES = SITE_PAGES.filter((p) => p.index && isStaticPath(p.path) && languagesOfPage(p).includes('es-US'));
const page = (path: string): PageMeta => SITE_PAGES.find((p) => p.path === path)!;
const headingOf = (p: Page) => p.getByRole('heading', { level: 1 });

test('a visitor switches to Spanish on the home page, stays on it, and the site remembers the choice', async ({ page: tab, context }) => {
  await tab.goto('/');
  await tab.getByRole('banner').getByRole('link', { name: /español/i }).first().click();
  await expect(tab).toHaveURL(/\/es$/);
  await expect(tab.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(headingOf(tab)).toHaveText(pageIn(page('/'), 'es-US').heading);
  expect((await context.cookies()).find((c) => c.name === 'powernest_language')?.value).toBe('es-US');
  // And back: the same page in English.
  await tab.getByRole('banner').getByRole('link', { name: /english/i }).first().click();
  await expect(tab).toHaveURL(/\/$/);
  await expect(headingOf(tab)).toHaveText(page('/').heading);
});

test('a browser that prefers Spanish is offered the Spanish page, never redirected', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const tab = await context.newPage();
  await tab.goto('/about');
  await expect(headingOf(tab)).toHaveText(page('/about').heading);
  const note = tab.getByRole('complementary', { name: 'Idioma' });
  await note.getByRole('link', { name: 'Ver en español' }).click();
  await expect(tab).toHaveURL(/\/es\/about$/);
  await expect(headingOf(tab)).toHaveText(pageIn(page('/about'), 'es-US').heading);
  // Chosen: no more suggestions.
  await tab.goto('/about');
  await expect(headingOf(tab)).toHaveText(page('/about').heading);
  await expect(tab.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every Spanish page reads in Spanish, with its language, title and alternates', async ({ page: tab }) => {
    expect(SPANISH_PAGES.length).toBeGreaterThanOrEqual(4);
    for (const meta of SPANISH_PAGES) {
      const spanish = pageIn(meta, 'es-US');
      const res = await tab.goto(pathInLanguage(meta.path, 'es-US'));
      expect(res?.status()).toBe(200);
      await expect(tab.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(tab).toHaveTitle(`${spanish.title} | PowerNest`);
      await expect(headingOf(tab)).toHaveText(spanish.heading);
      const alternates = await tab.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`));
      expect(alternates).toEqual([`en-US ${meta.path}`, `es-US ${pathInLanguage(meta.path, 'es-US')}`, `x-default ${meta.path}`]);
      // The frame speaks Spanish too: the English page's menu labels are gone from the header.
      await expect(tab.getByRole('banner').getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
    }
  });
  // sitemap.xml's Spanish entries: shell/test/built/site.test.ts, through `inject` (issue #41).
});

test('the map credits are in the page\'s language: Spanish on /es/find-locations, English on /find-locations (Spanish review 6)', async ({ page: tab }) => {
  for (const [path, credit] of [['/es/find-locations', 'Mosaicos © Esri'], ['/find-locations', 'Tiles © Esri']] as const) {
    await tab.goto(path);
    // The map is made once the page's code runs and the map is in view.
    await tab.mouse.move(5, 5);
    await tab.locator('#map-title').scrollIntoViewIfNeeded();
    await tab.mouse.wheel(0, 300);
    await expect(tab.locator('.ol-attribution')).toContainText(credit, { timeout: 15_000 });
  }
});
