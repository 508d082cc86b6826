import { expect, test } from '../../app-config/playwright/test';

// This server's REMOTE_MF_PARTNERSHIP_URL points at a dead address.
test('a dead remote shows its fallback while everything else works', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('independent distributor');

  // The header still navigates to the other remotes.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About PowerNest' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find PowerNest Locations' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Partnership' }).click();
  await page.getByRole('banner').getByRole('navigation', { name: 'Partnership' }).getByRole('link', { name: 'ROI Calculator' }).click();
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
  // Retry tries the remote again (and it is still dead).
  const attempts: string[] = [];
  page.on('request', (req) => req.url().startsWith('http://127.0.0.1:9/') && attempts.push(req.url()));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => attempts.length).toBeGreaterThan(0);
  await expect(page.getByText('This section is unavailable right now')).toBeVisible();
});

test('a page of a dead remote still gets its metadata from the server', async ({ request }) => {
  const res = await request.get('/faq');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<title>FAQ | PowerNest</title>');
});
