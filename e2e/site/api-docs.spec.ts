import { expect, test } from '../../app-config/playwright/test';
import { BRAND_NAME } from '@powernest/domain';

// The API's reference page (issue #43): Swagger UI renders the OpenAPI document under the page's
// own CSP (routes/docs in api/), and nothing on the page is refused. One page load.
test('/api/docs renders the API reference from /api/openapi.json', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const documentLoaded = page.waitForResponse((response) => response.url().endsWith('/api/docs/json') && response.ok());
  await page.goto('/api/docs');
  await documentLoaded;
  await expect(page.getByRole('heading', { name: new RegExp(`${BRAND_NAME} API`) })).toBeVisible();
  // One public and one admin operation, each with its method and path.
  await expect(page.locator('.opblock-summary', { hasText: '/api/leads/{id}' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  expect(refused).toEqual([]);
});
