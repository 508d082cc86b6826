import { expect, test, type Page } from '../../app-config/playwright/test';
import { adoptedByReact } from '../../app-config/playwright/phoneProfile';
import { frameStarted, startFrame } from '../../app-config/playwright/frame';
import { SITE_PAGES, clientTitle, collectProblems, expectFrameAround, hydrated, recordScripts } from './sitePages';

// The public pages the site server renders whole (issue #8): the indexable pages.
const PUBLIC = SITE_PAGES.filter((r) => r.index);


/**
 * The elements the server sent in the header and main content that the page later removed,
 * placeholders excepted (marked aria-busy, like the map's skeleton, they are there to be replaced).
 */
function recordDiscardedServerHtml(page: Page): () => Promise<string[]> {
  void page.addInitScript(() => {
    const discarded: string[] = [];
    (window as { __discarded?: string[] }).__discarded = discarded;
    const fromServer = new WeakSet<Node>();
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('header *, main *')) fromServer.add(element);
    });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && fromServer.has(node) && !node.closest('[aria-busy="true"]')) discarded.push(`${node.tagName.toLowerCase()} "${(node.textContent ?? '').slice(0, 40)}"`);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { __discarded?: string[] }).__discarded ?? []);
}

for (const route of PUBLIC) {
  test(`${route.path}: the HTML holds the page; the first pointer move fetches the page's code and hydrates it without a mismatch, with its title and the frame`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const res = await request.get(route.path);
    expect(res.status()).toBe(200);
    expect(['rendered', 'hit']).toContain(res.headers()['x-ssr']);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${route.heading}</h1>`));
    expect(html).toContain('<style data-emotion="css');

    // Map tile providers are out of reach here: the site's tile proxy must keep that quiet.
    const problems = collectProblems(page);
    const scripts = recordScripts(page);
    // Content-Security-Policy violations reach DevTools' issues panel, not always the console.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
    });
    const discarded = recordDiscardedServerHtml(page);
    // A phone's screen first: the locator's map (which hydrates its page when seen) is below the fold.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route.path);
    const heading = page.getByRole('heading', { level: 1, name: route.heading });
    await expect(heading).toBeVisible();
    // Hydrated on interaction (was hydration-on-interaction.spec.ts's "<path>: the first pointer
    // move fetches the page's code and hydrates it without a mismatch" for the English pages, merged
    // here by issue #41): the frame's code comes after the paint, and nothing runs until the
    // visitor's first interaction, a pointer move; then the page's code comes and hydrates it.
    await expect.poll(() => scripts.some((s) => /^\/vendor-react\.\w+\.js$/.test(s.url))).toBe(true);
    expect(await frameStarted(page)).toBe(false);
    expect(await hydrated(heading)).toBe(false);
    await startFrame(page);
    await expect.poll(() => hydrated(heading), { timeout: 10_000 }).toBe(true);
    expect(scripts.some((s) => s.url.startsWith('/remotes/'))).toBe(true);
    // Then a wide screen, where the header's dropdown is in the main menu: it opens (React owns
    // it now) and closes with Escape.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Partnership' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'ROI Calculator' })).toBeVisible();
    await expect.poll(() => page.evaluate(adoptedByReact('nav[aria-label="Main"] summary'))).toBe(true);
    await page.keyboard.press('Escape');
    // Once its code has run, the title is the page's own (the wizard's names its step) and the
    // shell's frame is around it (was routes.spec.ts's "<path> renders its heading and title" for
    // the public pages, merged here by issue #41).
    await expect(page).toHaveTitle(clientTitle(route.path, route.title));
    await expectFrameAround(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    // React adopts the server's header and page instead of rendering them again: a click on a
    // link it threw away (and replaced a moment later) used to be lost.
    expect(await discarded()).toEqual([]);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC) {
    test(`${route.path} shows its heading, main text, header and footer`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Independent distributor');
    });
  }

  test('header and footer links work as plain links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  });
});

// The 404 page rendered on the server with status 404, and the social card image (og:image, a
// 1200x630 JPEG): shell/test/built/site.test.ts reads them from the built site through `inject` (issue #41).

test('every script the server tells the browser to fetch ahead is one the page runs', async ({ context }) => {
  // The frame's chunks (every public page is hydrated on interaction: nothing of its remote is
  // preloaded; see below). Both pages in tabs side by side: each waits out the same seconds below
  // (issue #41: one after another, those seconds were waited twice).
  await Promise.all(['/', '/find-locations'].map(async (path) => {
    const page = await context.newPage();
    // Chromium warns about a preload the page has not used a few seconds after its load event
    // (a page hydrated on interaction prefetches instead: its scripts run on that interaction).
    const unused: string[] = [];
    page.on('console', (m) => /preloaded using link preload but not used/.test(m.text()) && unused.push(m.text()));
    await page.goto(path);
    await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Partnership' }).click();
    await expect.poll(() => page.evaluate(adoptedByReact('nav[aria-label="Main"] summary'))).toBe(true);
    const { preloaded, loaded } = await page.evaluate(() => {
      // webpack records each chunk it ran in the app's global chunk array (host and remotes alike).
      const loadedIds = Object.keys(window)
        .filter((k) => k.startsWith('webpackChunk'))
        .flatMap((k) => ((window as unknown as Record<string, Array<[Array<string | number>]>>)[k] ?? []).flatMap(([ids]) => ids.map(String)));
      const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script], link[rel=prefetch][as=script]')].map((l) => new URL(l.href).pathname);
      return { preloaded: hrefs, loaded: loadedIds };
    });
    // The host's vendor groups (React, styling), which run whenever the frame hydrates (the
    // button above answered); a chunk named by id must be one webpack ran.
    expect(preloaded).toContainEqual(expect.stringMatching(/\/vendor-react\.[0-9a-f]+\.js$/));
    const byId = preloaded.map((href) => href.split('/').pop()!.split('.')[0]).filter((name) => /^\d+$/.test(name));
    for (const id of byId) expect.soft(loaded, `${path} preloads chunk ${id}`).toContain(id);
    // Past Chromium's few seconds after the load event.
    await page.waitForTimeout(4_000);
    expect.soft(unused, path).toEqual([]);
  }));
});

/** The scripts a server-rendered page preloads once it has painted (shell/server/ssr/scriptsAfterPaint.ts). */
const scriptsIn = (html: string): { preload: string[]; start: string } => JSON.parse(/<script id="powernest-scripts" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

test('a page hydrated on interaction is sent no hints for its remote, only for the frame, and runs them on that interaction', async ({ request }) => {
  for (const path of ['/', '/contact', '/find-locations']) {
    const { preload: hints, start } = scriptsIn(await (await request.get(path)).text());
    expect(hints.length).toBeGreaterThan(1);
    expect(hints.filter((href) => href.includes('/remotes/')), path).toEqual([]);
    expect(start, path).toBe('interaction');
  }
});

test('a server-rendered page requests no script before it has painted', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.endsWith('.js') && requested.push(r.url()));
  await page.goto('/contact', { waitUntil: 'commit' });
  // Chromium's first contentful paint, then the page's scripts (the form is usable meanwhile).
  const paintedAt = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null).then((h) => h.jsonValue());
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  const firstScriptAt = await page.evaluate(() => Math.min(...performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'navigation' && e.name.endsWith('.js')).map((e) => e.startTime)));
  expect(firstScriptAt).toBeGreaterThanOrEqual(paintedAt);
});

test('the lead validator (zod) loads with the first check of the form, not with the page', async ({ page }) => {
  // Each script's body is read as it comes; a check waits for every read begun so far (a body read
  // after the check would make the answer depend on timing: it failed once in a clean-clone run).
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  });
  const carriesZod = async () => (await Promise.all(scripts)).some((code) => code.includes('ZodError'));
  await page.goto('/partnership-application');
  const next = page.getByRole('button', { name: 'Next Step' });
  // Hydrated (the button works as a plain form's button before; the test is about the browser's
  // check): the frame and then the page's code come with the first pointer move.
  await startFrame(page);
  await expect.poll(() => next.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))).toBe(true);
  for (let i = 0; i < 3; i++) await next.click();
  expect(await carriesZod()).toBe(false);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Business name is required', { exact: true })).toBeVisible();
  expect(await carriesZod()).toBe(true);
});
