import { expect, test } from '../../app-config/playwright/test';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { E2E_ADMIN } from '../../app-config/playwright/base';

// Issue #29: the admin area's live events reach the browser through the site server's proxy
// as they happen (a buffering or compressing proxy would hold them back until the stream ends).

test('a new lead reaches an open admin tab through the proxy at once', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  // The browser's own EventSource, as the admin views open it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { arrived: string[] };
        w.arrived = [];
        const source = new EventSource('/api/admin/events');
        source.addEventListener('ready', () => resolve());
        source.addEventListener('lead.created', (e) => w.arrived.push(JSON.parse((e as MessageEvent<string>).data).lead.businessName));
      }),
  );
  const name = `Live Proxy Café ${Date.now()}`;
  const res = await page.request.post('/api/leads', { data: { ...SAMPLE_SHORT_LEAD, businessName: name }, headers: { 'x-forwarded-for': '203.0.113.99' } });
  expect(res.status()).toBe(201);
  await expect.poll(() => page.evaluate(() => (window as unknown as { arrived: string[] }).arrived), { timeout: 5000 }).toContain(name);
});
