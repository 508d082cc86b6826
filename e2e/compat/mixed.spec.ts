import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../../app-config/playwright/test';
import { satisfy } from '@module-federation/enhanced/runtime';
import { NOT_FOUND_PAGE, isStaticPath } from '@powernest/domain';
import { previousRelease } from '../../tooling/compat/previousRelease';
import { repoRoot } from '../../app-config/playwright/base';
import { SHELL_PAGES } from '../../shell/src/pages/shellPages';
import { SITE_PAGES } from '../site/sitePages';

// Each project runs one shell with the other release's remotes (see playwright.config.ts). On
// every route the shell or the remotes know: the page works when both sides share a platform
// (contract) version, and shows the clean refusal when they do not; never a crash, a blank page
// or an uncaught error.

/** /remotes.json as any release has served it (v0.1.0 listed `routes`; later ones `pages` and contracts). */
interface SiteAnswer {
  contract?: string;
  remotes: Array<{ name: string; folder: string; contract?: string; routes?: string[]; pages?: Array<{ path: string }> }>;
}

interface Route {
  path: string;
  /** The remote the site says owns it; `shell`: the shell's own page; none: unknown (its 404). */
  remote?: string;
  /** Whether that remote and this shell share a platform version. */
  compatible?: boolean;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** The platform range a remote of today's tree was built against (its package.json). */
const todaysRange = (folder: string): string => readJson(path.join(repoRoot, folder, 'package.json')).dependencies['@powernest/shared-ui'];

async function routesOf(request: APIRequestContext, shell: 'current' | 'previous'): Promise<Route[]> {
  const site = (await (await request.get('/remotes.json')).json()) as SiteAnswer;
  // Older sites did not say which platform they provide: their tree's shared-ui version does.
  const provided = site.contract ?? (shell === 'current' ? readJson(path.join(repoRoot, 'shared-ui', 'package.json')).version : previousRelease().platformVersion());
  const owned: Route[] = site.remotes.flatMap((remote) => {
    // A site of today reads each remote's contract from its page manifest; an older one knew
    // none, and its remotes are today's.
    const range = remote.contract ?? todaysRange(remote.folder);
    const paths = remote.pages?.map((p) => p.path) ?? remote.routes ?? [];
    return paths.filter(isStaticPath).map((p) => ({ path: p, remote: remote.name, compatible: satisfy(provided, range) }));
  });
  const shellPages = SHELL_PAGES.map((p) => p.path).filter(isStaticPath);
  // The other release's pages too, and one nobody has: the site answers its 404 page.
  const known = new Set([...owned.map((r) => r.path), ...shellPages]);
  const others = [...SITE_PAGES.map((p) => p.path).filter(isStaticPath), '/no-such-page-in-any-release'].filter((p) => !known.has(p));
  return [...owned, ...shellPages.map((p) => ({ path: p, remote: 'shell', compatible: true })), ...[...new Set(others)].map((p) => ({ path: p }))];
}

test('every route works, or shows the clean refusal, without an uncaught error', async ({ page, request }, testInfo) => {
  const shell = testInfo.project.metadata.shell as 'current' | 'previous';
  const routes = await routesOf(request, shell);
  expect(routes.filter((r) => r.remote).length).toBeGreaterThan(8);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(`${page.url()}: ${e.message}`));

  const refusal = page.getByRole('alert').filter({ hasText: 'This section is being updated' });
  const anyNotice = page.getByRole('alert').filter({ hasText: /being updated|unavailable right now/ });
  for (const route of routes) {
    await test.step(`${route.path} (${route.remote ?? 'unknown to this site'}${route.remote ? (route.compatible ? ', compatible' : ', refused') : ''})`, async () => {
      const res = await page.goto(route.path);
      const heading = page.getByRole('heading', { level: 1 });
      if (!route.remote) {
        expect.soft(res?.status(), route.path).toBe(404);
        await expect.soft(heading, route.path).toHaveText(NOT_FOUND_PAGE.heading);
      } else if (route.compatible) {
        // A page of today's shell may be one the previous shell never had (its 404 page then).
        expect.soft([200, ...(route.remote === 'shell' && shell === 'previous' ? [404] : [])], route.path).toContain(res?.status());
        await expect.soft(heading.first(), route.path).toBeVisible();
        await expect.soft(anyNotice, route.path).toHaveCount(0);
      } else {
        expect.soft(res?.status(), route.path).toBe(200);
        await expect.soft(refusal, route.path).toBeVisible();
        await expect.soft(refusal.getByRole('button', { name: 'Retry' }), route.path).toBeVisible();
      }
      // Past hydration: a crash there would blank what the server sent.
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      await expect.soft(heading.or(anyNotice).first(), `${route.path} still shows something`).toBeVisible();
    });
  }
  expect(uncaught).toEqual([]);
});
