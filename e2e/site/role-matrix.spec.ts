import { expect, test, type APIRequestContext, type Page } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';

// Issue "Every lead gets through" item 3: each staff role, added by the first admin (a super admin),
// signs in through the UI, replaces its temporary password, sees only its menu entries and is
// refused a page its role may not use; the header keeps it across a reload (item 4).

// Every staff role reads the promises kept (issue #45), as it reads the dashboard.
const ALL = ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team', 'Audit log'];
const FIELD = ['Admin Dashboard', 'Leads', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team'];
/** Sales reads where leads come from (issue #45); operations does not. */
const SALES = ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team'];

/** Per role: its menu, a page it may open (with its heading) and one it may not (null: it may open every page). */
const ROLES = [
  { role: 'super_admin', menu: ALL, allowed: ['/admin/team', 'Team'], refused: null },
  { role: 'admin', menu: ALL, allowed: ['/admin/audit-log', 'Audit log'], refused: null },
  { role: 'sales_admin', menu: SALES, allowed: ['/admin/leads', 'Leads'], refused: '/admin/audit-log' },
  { role: 'operations_admin', menu: FIELD, allowed: ['/admin/partners', 'Partners'], refused: '/admin/audit-log' },
  { role: 'analytics_user', menu: ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Service areas', 'Availability', 'Team'], allowed: ['/admin/leads', 'Leads'], refused: '/admin/partners' },
] as const;

const NEW_PASSWORD = 'amber kettle orbit 71 lanterns';

/** The super admin adds a member through the API; answers the temporary password. */
async function addMember(request: APIRequestContext, username: string, role: string): Promise<string> {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const added = await request.post('/api/team', { data: { username, name: `Member ${role}`, email: `${username}@powernest.example`, role } });
  expect(added.status()).toBe(201);
  return (await added.json()).temporaryPassword;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link');

ROLES.forEach(({ role, menu: entries, allowed, refused }, i) => {
  // Each member signs in from an address of their own (the site trusts the test as its load
  // balancer): the sign-in limits are production's, and a whole suite signs in from one machine.
  test.describe(role, () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.18.25.${10 + i}` } });
    test(`${role}: signs in, replaces the temporary password, uses exactly its pages`, async ({ page, request }) => {
      // A journey: sign-in, the password dialog with its strength dictionaries, several pages.
      test.setTimeout(60_000);
      const username = `e2e-${role.replace(/_/g, '-')}-${Date.now()}`;
      const temporary = await addMember(request, username, role);

      await page.goto('/admin-login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(temporary);
      await page.getByRole('button', { name: 'Sign In' }).click();

      const dialog = page.getByRole('dialog', { name: 'Choose your own password' });
      await dialog.getByLabel(/^Current Password/).fill(temporary);
      await dialog.getByLabel(/^New Password/).fill('Welcome2026!');
      await expect(dialog.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', /Weak|Fair/);
      await dialog.getByLabel(/^New Password/).fill(NEW_PASSWORD);
      await expect(dialog.getByText('Password strength: Very strong')).toBeVisible();
      await dialog.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Update Password' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(menu(page)).toHaveText([...entries]);

      // The site session survived the change: the header names the member after a reload.
      await page.reload();
      const signOut = page.getByRole('banner').getByRole('button', { name: /^Sign out/ });
      await expect(signOut).toBeVisible();

      await page.goto(allowed[0]);
      await expect(page.getByRole('heading', { level: 1, name: allowed[1] })).toBeVisible();
      if (refused) {
        await page.goto(refused);
        await expect(page.getByRole('alert').getByRole('heading', { name: 'Not authorised for your role' })).toBeVisible();
        expect((await page.request.get(refused === '/admin/audit-log' ? '/api/audit-log' : '/api/admin/partners')).status()).toBe(403);
      }
      // Only a super admin manages the team.
      if (allowed[0] === '/admin/team') await expect(page.getByRole('button', { name: 'Add team member' })).toBeVisible();

      // The header's sign-out ends the admin session on the server, not only its cookie: the token no longer opens anything.
      const adminToken = (await page.context().cookies()).find((cookie) => cookie.name === 'pn_admin')!.value;
      await signOut.click();
      await expect(page).toHaveURL(/\/$/);
      expect(await (await request.get('/api/admin/check', { headers: { 'x-admin-token': adminToken } })).json()).toMatchObject({ isAuthenticated: false });
    });
  });
});
