import { expect, test } from '../../app-config/playwright/test';

test('the home page downloads nothing of the admin or locator remotes', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Powering America' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The home page is hydrated on interaction: even its own remote waits for the visitor.
  expect(urls.filter((u) => u.includes('/remotes/mf-marketing/'))).toEqual([]);
  await page.mouse.move(100, 200);
  await expect.poll(() => urls.some((u) => u.includes('/remotes/mf-marketing/'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => u.includes('/remotes/mf-admin/'))).toEqual([]);
  expect(urls.filter((u) => u.includes('/remotes/mf-locator/'))).toEqual([]);
  expect(urls.filter((u) => /\bol[._-]|openlayers/i.test(u))).toEqual([]);

  // Visiting an admin route is what fetches the admin remote.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  expect(urls.filter((u) => u.includes('/remotes/mf-admin/'))).toEqual([]);
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(urls.some((u) => u.includes('/remotes/mf-admin/'))).toBe(true);
});

test('entry files revalidate, hashed chunks are immutable', async ({ request }) => {
  const noCache = ['/remotes.json', '/', '/remotes/mf-marketing/remoteEntry.js', '/remotes/mf-marketing/mf-manifest.json'];
  for (const path of noCache) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
  const manifest = await (await request.get('/remotes/mf-marketing/mf-manifest.json')).json();
  const chunk: string = manifest.exposes[0].assets.js.sync.find((f: string) => /\.[0-9a-f]{8}\.js$/.test(f));
  const res = await request.get(`/remotes/mf-marketing/${chunk}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
});

test('/remotes.json names each remote, its manifest, version, contract and pages', async ({ request }) => {
  const body = await (await request.get('/remotes.json')).json();
  expect(body.remotes.map((r: { folder: string }) => r.folder)).toEqual(['mf-marketing', 'mf-partnership', 'mf-locator', 'mf-admin']);
  const admin = body.remotes.find((r: { folder: string }) => r.folder === 'mf-admin');
  expect(admin.entry).toBe('/remotes/mf-admin/mf-manifest.json');
  expect(admin.pages.map((p: { path: string }) => p.path)).toEqual(expect.arrayContaining(['/admin-login', '/admin', '/admin/login', '/admin-dashboard', '/admin/leads', '/email-setup']));
  expect(admin).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+\+[0-9a-f]+$/), contract: '^1.2.0' });
  expect(body.contract).toMatch(/^1\.\d+\.\d+$/);
});

test('a remote that fails once comes back with Retry', async ({ page }) => {
  let block = true;
  await page.route('**/remotes/mf-admin/mf-manifest.json', (route) => (block ? route.abort() : route.continue()));
  // A page rendered in the browser (public pages keep their server HTML instead: below).
  await page.goto('/admin-login');
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  block = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('This section is unavailable right now')).toBeHidden();
});

test('a form page whose code cannot come keeps working as sent, and takes its code on a later touch', async ({ page }) => {
  let block = true;
  await page.route('**/remotes/mf-marketing/mf-manifest.json', (route) => (block ? route.abort() : route.continue()));
  await page.goto('/contact');
  const name = page.getByRole('textbox', { name: /Contact Person/ });
  // Typing is the first interaction: the frame starts, the page's code is asked for, and refused.
  await name.fill('Dana Whitfield');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/remotes/mf-marketing/')))).toBe(true);
  // The form is still there, with what was typed, not a notice in its place.
  await expect(page.getByText('This section is unavailable right now')).toHaveCount(0);
  await expect(name).toHaveValue('Dana Whitfield');
  const heading = page.getByRole('heading', { level: 1, name: 'Get Started Today' });
  expect(await heading.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(false);

  block = false;
  await page.getByRole('textbox', { name: /Business Name/ }).click();
  await expect.poll(() => heading.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 }).toBe(true);
  await expect(name).toHaveValue('Dana Whitfield');
});
