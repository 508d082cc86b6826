import { expect, test, type Page } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { chooseOption } from '../../app-config/playwright/chooseOption';

// The admin area through the shell (the admin remote loaded at run time). The test server's
// first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD (see mf-admin/README.md).
const ADMIN = E2E_ADMIN;

test.describe.configure({ mode: 'serial' });

const toast = (page: Page) => page.locator('.MuiSnackbar-root');

test('sign in through the site, see a lead sent through the API, sign out', async ({ page, request }) => {
  test.setTimeout(60_000); // a journey: the admin remote loaded, three of its pages, a sign-out
  const businessName = `Site E2E Diner ${Date.now()}`;
  const created = await request.post('/api/leads', {
    data: { businessName, contactPerson: 'Sam Site', email: 'sam@example.com', phone: '(555) 222-3333', location: 'Portland, OR', businessType: 'restaurant' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin-login');
  await expect(page.getByRole('banner')).toBeVisible(); // the shell's header is there
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page).toHaveTitle('Admin Dashboard | PowerNest');
  const row = page.getByRole('row').filter({ hasText: businessName });
  await expect(row).toContainText('Portland, OR');
  await expect(row).toContainText('Restaurant/Café');
  await expect(page.getByRole('region', { name: 'Partners' })).toContainText(/\d/);

  // The leads workspace, loaded through the shell from the admin remote's page manifest.
  await page.getByRole('link', { name: 'View all leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page).toHaveTitle('Leads | PowerNest');
  await page.getByRole('searchbox', { name: 'Search' }).fill(businessName);
  await expect(page).toHaveURL(/\/admin\/leads\?q=/);
  const found = page.getByRole('table', { name: 'Leads' }).getByRole('row');
  await expect(found).toHaveCount(2);
  await expect(found.nth(1)).toContainText('Portland, OR');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.getByRole('tab', { name: 'Email Setup' }).click();
  await expect(page.getByTestId('email-status')).toContainText('Awaiting configuration');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(toast(page)).toContainText('Logged Out');
  expect((await page.request.get('/api/leads')).status()).toBe(401);
});

test('the faint FAQ dot leads to the admin login', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('New to admin access? Contact your system administrator.')).toBeVisible();
});

test('the API refuses operator objects in the login fields and admin data without a session', async ({ request }) => {
  for (const data of [{ username: { $ne: null }, password: 'x' }, { username: ADMIN.username, password: { $gt: '' } }]) {
    const res = await request.post('/api/admin/login', { data });
    expect(res.status()).toBe(400);
    expect(await res.text()).not.toContain('token');
  }
  expect((await request.get('/api/leads')).status()).toBe(401);
  expect((await request.get('/api/analytics')).status()).toBe(401);
  expect(await (await request.get('/api/admin/check')).json()).toEqual({ isAuthenticated: false, isAdmin: false });
});

test('an applicant becomes a partner: applies on the site, found by search, moved to installed, made a partner, found on /find-locations; the header knows who is signed in', async ({ page }) => {
  test.slow(); // a whole working day in one test: six pages, four moves
  const businessName = `Partner E2E Bakery ${Date.now()}`;
  const header = page.getByRole('banner');

  // A visitor applies through the contact form; visitors see nothing new in the header.
  await page.goto('/contact');
  const form = page.locator('main');
  await form.getByLabel('Business Name').fill(businessName);
  await form.getByLabel('Contact Person').fill('Pat Partner');
  await form.getByLabel('Email Address').fill(`pat.${Date.now()}@example.com`);
  await form.getByLabel('Phone Number').fill('720-555-0142');
  await form.getByLabel('Location (City, State)').fill('Denver, CO');
  await chooseOption(form.getByRole('combobox', { name: /Business Type/ }), 'Restaurant/Café');
  await form.getByRole('button', { name: 'Request FREE Equipment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);

  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // The general session (GET /api/user/me): the header shows the signed-in admin.
  await expect(header.getByRole('button', { name: /^Sign out/ })).toBeVisible();

  // Found by search in the workspace, opened.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(businessName);
  await page.getByRole('link', { name: businessName }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  const pipeline = page.getByRole('region', { name: 'Pipeline' });
  for (const next of ['Contacted', 'Qualified', 'Site visit scheduled', 'Installed']) {
    await pipeline.getByRole('button', { name: `Move to ${next}` }).click();
    await expect(pipeline.getByText(next, { exact: true })).toBeVisible();
  }
  await page.getByRole('region', { name: 'Partner' }).getByRole('button', { name: 'Make partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make partner' });
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Denver');
  // The applicant gave a location, no street address: the partner's is asked for (issue #25).
  await dialog.getByRole('textbox', { name: 'Address' }).fill('1550 Blake St');
  await dialog.getByRole('button', { name: 'Make partner' }).click();
  await expect(toast(page)).toContainText(`${businessName} is now a partner`);
  await expect(page.getByRole('region', { name: 'Partner' })).toContainText('This lead is a partner (Active).');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Became a partner in Denver, CO');

  // The locator finds it, at Denver.
  await page.goto('/find-locations');
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(businessName);
  const card = page.getByRole('article').filter({ hasText: businessName });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Denver');

  // Deactivated in the partners list, it leaves the locator.
  await page.goto(`/admin/partners?q=${encodeURIComponent(businessName)}`);
  await page.getByRole('button', { name: `Deactivate ${businessName}` }).click();
  await expect(toast(page)).toContainText(`${businessName} is off the locator`);
  const search = await page.request.get(`/api/partners?q=${encodeURIComponent(businessName)}`);
  expect((await search.json()).partners).toEqual([]);

  // Sign out from the header: the user is gone and the admin session with it.
  await header.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: /^Sign out/ })).toHaveCount(0);
  expect((await page.request.get('/api/leads')).status()).toBe(401);
  expect(await (await page.request.get('/api/user/me')).json()).toEqual({ success: false, error: 'Not authenticated' });
});
