import { expect, test, type Locator } from '../../app-config/playwright/test';
import { frameStarted, startFrame } from '../../app-config/playwright/frame';
import { languagesOfPage, pageIn, pathInLanguage, splitLanguage } from '@powernest/domain';
import { EN as FRAME_EN } from '../../shell/src/i18n/en-US';
import { ES as FRAME_ES } from '../../shell/src/i18n/es-US';
import { SITE_PAGES, collectProblems, hydrated, recordScripts } from './sitePages';

// Public pages (their page manifests say `hydration: 'interaction'`) stay as the
// server sent them until the visitor's first touch, key or pointer move: a visitor who only
// reads downloads the frame's code (to be ready) and none of the page's, and runs none of it.

const ON_INTERACTION = SITE_PAGES.filter((p) => p.hydration === 'interaction');

/** Issue #10's budget for the home page before it is interactive. */
const HOME_JS_BUDGET = { gzippedBytes: 170 * 1024, scripts: 25 };

/** The header's first dropdown, by the main menu's name in the page's language. */
const MAIN_MENU_SUMMARY = (path: string) => `nav[aria-label="${(splitLanguage(path).language === 'es-US' ? FRAME_ES : FRAME_EN).mainNav}"] summary`;


test('every public page is hydrated on interaction (its HTML works as sent)', () => {
  expect(ON_INTERACTION.map((p) => p.path).sort()).toEqual([
    '/',
    '/about',
    '/contact',
    '/faq',
    '/find-locations',
    '/partnership-application',
    '/partnership-process',
    '/privacy',
    '/roi-calculator',
    '/services',
    '/testimonials',
  ]);
});

// The Spanish home keeps the English one's budget (issue #30).
for (const home of ['/', '/es']) test(`home (${home}): at most ${HOME_JS_BUDGET.scripts} scripts and 170 KB of gzipped JavaScript, none of it run, until the visitor interacts`, async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(home);
  // The frame's core scripts come once the page has painted, to be ready for the first interaction ...
  await expect.poll(() => scripts.some((s) => /^\/vendor-react\.\w+\.js$/.test(s.url))).toBe(true);
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, s) => sum + s.gzipped, 0);
  expect(scripts.length, scripts.map((s) => s.url).join('\n')).toBeLessThanOrEqual(HOME_JS_BUDGET.scripts);
  expect(total, `${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(HOME_JS_BUDGET.gzippedBytes);
  // ... nothing of the page's own remote has been fetched, and nothing has run: React owns nothing.
  expect(scripts.filter((s) => s.url.startsWith('/remotes/'))).toEqual([]);
  expect(await frameStarted(page, MAIN_MENU_SUMMARY(home))).toBe(false);
  expect(await hydrated(page.getByRole('heading', { level: 1 }))).toBe(false);
  // The first interaction starts the frame from what was downloaded: no script comes over the network twice.
  await startFrame(page, MAIN_MENU_SUMMARY(home));
  await page.waitForLoadState('networkidle');
  const transferred = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && (e as PerformanceResourceTiming).transferSize > 0).map((e) => new URL(e.name).pathname),
  );
  expect(transferred.length, transferred.join('\n')).toBe(new Set(transferred).size);
});

// In each other language a page is offered in: the server's Intl and the browser's must write the
// Spanish page's numbers and dates alike, or hydration would not match (issue #30). The English
// pages are checked the same way, step for step, by the test that already loads each of them:
// server-rendering.spec.ts ("… the first pointer move hydrates it …"; one load per page, issue #41).
const OTHER_LANGUAGES = ON_INTERACTION.flatMap((page) =>
  languagesOfPage(page)
    .filter((language) => language !== 'en-US')
    .map((language) => ({ path: pathInLanguage(page.path, language), heading: pageIn(page, language).heading })),
);
for (const route of OTHER_LANGUAGES) {
  test(`${route.path}: the first pointer move fetches the page's code and hydrates it without a mismatch`, async ({ page }) => {
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    // A phone's screen: the locator's map (which hydrates its page when seen) is below the fold.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route.path);
    const heading = page.getByRole('heading', { level: 1, name: route.heading });
    await expect(heading).toBeVisible();
    await expect.poll(() => scripts.some((s) => /^\/vendor-react\.\w+\.js$/.test(s.url))).toBe(true);
    expect(await frameStarted(page, MAIN_MENU_SUMMARY(route.path))).toBe(false);
    expect(await hydrated(heading)).toBe(false);
    await startFrame(page, MAIN_MENU_SUMMARY(route.path));
    await expect.poll(() => hydrated(heading), { timeout: 10_000 }).toBe(true);
    expect(scripts.some((s) => s.url.startsWith('/remotes/'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a link in the page followed before its code arrived opens its page', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Learn More about PowerNest' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About PowerNest' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a header link clicked at once navigates within the page once the code has come', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await startFrame(page); // the header is live
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  // A client-side navigation: the window (and its flag) is the same.
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe('the hero logo, before any code of the page has run', () => {
  const timings = (logo: Locator) =>
    logo.evaluate((el) => el.getAnimations().map((a) => ({ delay: a.effect?.getTiming().delay, duration: a.effect?.getTiming().duration })));

  test('starts charging 500 ms after display; a hover adds a 600 ms flash', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByTestId('hero-logo');
    expect(await hydrated(page.getByRole('heading', { level: 1 }))).toBe(false);
    expect(await timings(logo)).toEqual([{ delay: 500, duration: 900 }]);
    await logo.hover();
    // The hover's style, not its running animation: a busy machine may read only after the
    // 600 ms flash has ended (hover is also the first interaction, which starts hydration).
    await expect
      .poll(() => logo.evaluate((el) => { const s = getComputedStyle(el); return [s.animationDuration, s.animationDelay]; }))
      .toEqual(['0.9s, 0.6s', '0.5s, 0s']);
  });

  test('does not move for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const logo = page.getByTestId('hero-logo');
    await logo.hover();
    expect(await timings(logo)).toEqual([]);
  });
});

test('the locator on a large screen hydrates without a touch: its map, which needs the code, is in view', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/find-locations');
  const heading = page.getByRole('heading', { level: 1, name: 'Find PowerNest Locations' });
  await expect.poll(() => hydrated(heading), { timeout: 15_000 }).toBe(true);
  // The map itself replaces its skeleton.
  await expect(page.getByRole('region', { name: 'Interactive Map' })).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  expect(problems).toEqual([]);
});
