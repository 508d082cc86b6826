import { expect, test, type Page } from '../../app-config/playwright/test';
import { COVERAGE_RADIUS_MILES } from '@powernest/domain';
import { adminSessionFile } from '../../app-config/playwright/adminSession';

// Issue #14 item 7 against the real API (memory store): a visitor where no partner is joins the
// waiting list; the admin sees the sign-up under its area and marks the area served.
const toast = (page: Page) => page.locator('.MuiSnackbar-root');

// The admin's session, signed in once through the login page before the run (app-config/playwright/adminSession.ts).
test.use({ storageState: adminSessionFile('mf-admin') });

async function openDashboard(page: Page) {
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

test('waiting-list sign-up stored and shown to the admin, then the area marked served', async ({ page, request }) => {
  const email = `waiting-${Date.now()}@example.com`;
  const coverage = await request.get('/api/coverage?place=59801');
  expect(coverage.status()).toBe(200);
  expect(await coverage.json()).toMatchObject({ covered: false, radiusMiles: COVERAGE_RADIUS_MILES, place: { area: 'Missoula, MT', zipCode: '59801' } });

  const joined = await request.post('/api/waiting-list', { data: { place: '59801', email, businessName: 'Hellgate Books' } });
  expect(joined.status()).toBe(201);
  expect(await joined.json()).toEqual({ success: true, area: 'Missoula, MT' });

  await openDashboard(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Waiting list' }).click();
  await expect(page).toHaveURL(/\/admin\/waiting-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting list' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Waiting list by area' }).getByRole('row').filter({ hasText: 'Missoula, MT' });
  await expect(row).toContainText('Waiting');

  await page.getByRole('button', { name: 'Show sign-ups in Missoula, MT' }).click();
  const signUps = page.getByRole('table', { name: 'Sign-ups in Missoula, MT' });
  await expect(signUps.getByRole('row').filter({ hasText: email })).toContainText('Hellgate Books');
  await expect(signUps.getByRole('row').filter({ hasText: email })).toContainText('59801');

  await row.getByRole('button', { name: 'Mark Missoula, MT as served' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Missoula, MT as served?' });
  await dialog.getByRole('button', { name: 'Mark as served' }).click();
  await expect(toast(page)).toContainText('Missoula, MT marked as served');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Served');
  await expect(row.getByRole('button', { name: 'Mark Missoula, MT as served' })).toHaveCount(0);
  await expect(signUps.getByRole('row').filter({ hasText: email })).toContainText('Served');
});
