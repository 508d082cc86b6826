import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test as base } from '../../app-config/playwright/test';
import { TEST_PORTS, siteServer } from '../../app-config/playwright/base';

// Issue #40 §6 "Locator, cold site": on a freshly started site, a search with no match and then
// Clear Filters said "Found 0 locations" with every filter cleared. The page came with its first
// view's answers (the whole network's first page) and had not asked for them itself; the list
// kept the previous search's answer for a key whose answer only the page's HTML held, and asked
// for nothing. A warm site hid it: a page from the server's cache is older than its answers may
// be, so the browser asked for them again and SWR's cache held them. So each test here starts a
// site server of its own, whose first render of the page is fresh.

/** Beside the test servers of base.ts (the site's port base + 30). */
const COLD_PORT = TEST_PORTS.site + 30;

/** The status of a GET of `url` (0: nothing listens). */
async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

const test = base.extend<{ coldSite: string }>({
  // eslint-disable-next-line no-empty-pattern
  coldSite: async ({}, use) => {
    const origin = `http://127.0.0.1:${COLD_PORT}`;
    // The previous test's server has let the port go (else this one could not listen, or the old one would answer).
    await expect.poll(() => statusOf(`${origin}/api/health`), { timeout: 30_000 }).toBe(0);
    const config = siteServer(COLD_PORT);
    // Its own process group (detached), so the server and the npx/tsx processes above it stop together.
    const server: ChildProcess = spawn(config.command, { cwd: config.cwd, env: { ...process.env, ...config.env }, shell: true, detached: true, stdio: 'ignore' });
    try {
      // Ready (its remotes loaded), as a load balancer would wait for it: its first render is fresh.
      await expect.poll(() => statusOf(config.url), { timeout: 60_000 }).toBe(200);
      await use(origin);
    } finally {
      try {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await expect.poll(() => statusOf(`${origin}/api/health`), { timeout: 30_000 }).toBe(0);
    }
  },
});

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.40.61' } });
test.setTimeout(90_000);

test('on a freshly started site, Clear Filters after a search with no match lists the whole network again', async ({ page, coldSite }) => {
  const { total } = (await (await fetch(`${coldSite}/api/partners?limit=1`)).json()) as { total: number };
  expect(total).toBeGreaterThan(0);

  await page.goto(`${coldSite}/find-locations`);
  const status = page.getByRole('status').filter({ hasText: /^Found|^Loading/ });
  await expect(status).toHaveText(`Found ${total} locations`);
  // At once, as a visitor does: the page's answers are seconds old.
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzqx no such partner');
  await expect(page.getByRole('heading', { name: 'No Locations Found' })).toBeVisible();
  await expect(status).toHaveText('Found 0 locations matching your criteria');

  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(`${coldSite}/find-locations`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(status).toHaveText(`Found ${total} locations`);
  await expect(page.getByRole('heading', { name: 'No Locations Found' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(Math.min(total, 20));
});
