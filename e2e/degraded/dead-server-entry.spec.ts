import { expect, test } from '../../app-config/playwright/test';

// This server cannot load the marketing remote's server entry (its browser build is fine) nor
// anything of the partnership remote: their pages are rendered by the browser instead.
for (const path of ['/', '/about', '/faq']) {
  test(`${path} still answers 200 with header and footer when its remote cannot be rendered on the server`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-ssr']).toBe('degraded');
    const html = await res.text();
    expect(html).toContain('aria-label="Main"'); // the header's navigation
    expect(html).toContain('Independent distributor'); // the footer
    expect(html).toContain('aria-label="Loading"'); // the skeleton the browser starts from
  });
}

test('the client path renders the page whose server entry is dead', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Powering America' })).toBeVisible();
  await page.getByRole('link', { name: 'Get FREE Kiosks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get Started Today' })).toBeVisible();
  expect(errors).toEqual([]);
});
