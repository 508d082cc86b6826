import fs from 'node:fs';
import { expect, test, type Page } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { adminSessionFile } from '../../app-config/playwright/adminSession';
import { chooseOption } from '../../app-config/playwright/chooseOption';

// The admin area in a real browser against the real API (memory store). The test server's first
// admin comes from ADMIN_USERNAME / ADMIN_PASSWORD (see mf-admin/README.md); these tests share
// that one account, so they run in order and leave its password as they found it.
const ADMIN = E2E_ADMIN;

test.describe.configure({ mode: 'serial' });

const toast = (page: Page) => page.locator('.MuiSnackbar-root');

/** The admin's session, signed in once through the login page before the run (app-config/playwright/adminSession.ts). */
const SIGNED_IN = { storageState: adminSessionFile('mf-admin') };

/** Opens the dashboard with the admin's session (the tests of signing in itself sign in through the page). */
async function openDashboard(page: Page) {
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function signIn(page: Page, password = ADMIN.password) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  return (await answer).json() as Promise<{ token?: string }>;
}

test('a wrong password: "Login Failed" with the server message, still on the login page', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Login Failed');
  await expect(toast(page)).toContainText('Invalid username or password');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('empty fields: "Please enter both username and password." and no request', async ({ page }) => {
  let sent = false;
  page.on('request', (r) => (sent ||= r.url().endsWith('/api/admin/login')));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Please enter both username and password.');
  expect(sent).toBe(false);
});

test('the dashboard without a session sends the visitor to the login', async ({ page }) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(toast(page)).toContainText('Authentication Required');
  await expect(toast(page)).toContainText('Please log in to access the admin dashboard.');
});

test('signing in shows the dashboard with a lead submitted through the API; the token stays out of page storage', async ({ page, context, request }) => {
  const businessName = `E2E Bakery ${Date.now()}`;
  const created = await request.post('/api/leads', {
    data: { businessName, contactPerson: 'Eve Tester', email: 'eve@example.com', phone: '(555) 000-1111', location: 'Denver, CO', businessType: 'retail' },
  });
  expect(created.status()).toBe(201);

  const body = await signIn(page);
  expect(typeof body.token).toBe('string');
  await expect(toast(page)).toContainText('Login Successful');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: businessName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Denver, CO');
  await expect(row).toContainText('eve@example.com');
  await expect(row).toContainText('Retail Store');
  await expect(row).toContainText('New');
  await expect(page.getByRole('region', { name: 'Total Leads' })).not.toContainText('—');

  const cookie = (await context.cookies()).find((c) => c.name === 'pn_admin');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(body.token!);
});

// Signed in once before the run (adminSession.ts), as the admin works all day.
test.describe('as the signed-in admin', () => {
  test.use(SIGNED_IN);

  test('the leads workspace: found by search, narrowed by state, the URL shared and the back button', async ({ page, context, request }) => {
    const stamp = String(Date.now());
    for (const [businessName, location] of [[`Workspace Café ${stamp}`, 'Boise, ID'], [`Workspace Gym ${stamp}`, 'Austin, TX']]) {
      const created = await request.post('/api/leads', {
        data: { businessName, contactPerson: 'Wes Space', email: 'wes@example.com', phone: '(555) 000-2222', location, businessType: 'restaurant' },
      });
      expect(created.status()).toBe(201);
    }
    await openDashboard(page);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.getByRole('link', { name: 'View all leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

    const rows = page.getByRole('table', { name: 'Leads' }).getByRole('row');
    await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${stamp}$`));
    await expect(rows).toHaveCount(3); // the header and both leads
    await expect(page.getByText('2 leads')).toBeVisible();

    await chooseOption(page.getByRole('combobox', { name: 'State' }), 'ID', { exact: true });
    await expect(page).toHaveURL(new RegExp(`\\?state=ID&q=${stamp}$`));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Workspace Café ${stamp}`);
    await expect(rows.nth(1)).toContainText('Boise, ID');
    await expect(page.getByRole('tab', { name: 'New (1)', selected: false })).toBeVisible();

    // The link opens the same list for a colleague (same session here).
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('table', { name: 'Leads' }).getByRole('row')).toHaveCount(2);
    await expect(shared.getByRole('combobox', { name: 'State' })).toHaveText('ID');
    await shared.close();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?q=${stamp}$`));
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('All states');
  });

  test('working a lead: found by search, opened, assigned, moved to contacted with a note, all in its timeline', async ({ page, request }) => {
    const businessName = `Timeline Diner ${Date.now()}`;
    const created = await request.post('/api/leads', {
      data: { businessName, contactPerson: 'Tia Line', email: 'tia@example.com', phone: '(555) 000-3333', location: 'Tulsa, OK', businessType: 'restaurant' },
    });
    expect(created.status()).toBe(201);
    await openDashboard(page);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto(`/admin/leads?q=${encodeURIComponent(businessName)}`);
    await page.getByRole('link', { name: businessName }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Tulsa, OK');

    const pipeline = page.getByRole('region', { name: 'Pipeline' });
    await pipeline.getByRole('button', { name: 'Assign to me' }).click();
    await expect(pipeline).toContainText(`Assignee: ${ADMIN.username}`);
    await pipeline.getByRole('button', { name: 'Move to Contacted' }).click();
    await expect(pipeline.getByRole('button', { name: 'Move to Qualified' })).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('textbox', { name: 'Add a note' }).fill('Called: the owner wants a visit on Tuesday.');
    await timeline.getByRole('button', { name: 'Add note' }).click();

    const events = timeline.getByRole('listitem');
    await expect(events.filter({ hasText: `Assigned to ${ADMIN.username}` })).toHaveCount(1);
    await expect(events.filter({ hasText: 'Status: New → Contacted' })).toContainText(ADMIN.username);
    await expect(events.filter({ hasText: 'Called: the owner wants a visit on Tuesday.' })).toHaveCount(1);
    await expect(page.getByText(/First contact \d+ minutes? after it arrived/)).toBeVisible();

    // The workspace shows the new state.
    await page.getByRole('link', { name: 'All leads' }).click();
    await page.getByRole('tab', { name: /^Contacted/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(businessName);
    const row = page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: businessName });
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText(ADMIN.username);

    // The CSV holds what the workspace shows.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^powernest-leads-\d{4}-\d\d-\d\d\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`,Contacted,${ADMIN.username},${businessName},Tia Line,tia@example.com,`);
  });
});

test('copy buttons: "Copied!" for 2 seconds with the name on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock is the test's: the 2 seconds pass when the test says, however busy the machine.
  await page.clock.install();
  await page.goto('/email-setup');
  const button = page.getByRole('listitem').filter({ hasText: 'EMAILJS_SERVICE_ID' }).getByRole('button');
  await expect(button).toHaveAccessibleName('Copy EMAILJS_SERVICE_ID');
  await page.clock.pauseAt(Date.now() + 60_000);
  await button.click();
  await expect(button).toHaveText('Copied!');
  await expect(button).toHaveAccessibleName('Copied! EMAILJS_SERVICE_ID');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('EMAILJS_SERVICE_ID');
  await page.clock.runFor(1_900);
  await expect(button).toHaveText('Copied!');
  await page.clock.runFor(200);
  await expect(button).toHaveText('Copy');
  await expect(button).toHaveAccessibleName('Copy EMAILJS_SERVICE_ID');
});

test('copy buttons: a refused clipboard says "Copy Failed" and "Please copy manually"', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  await page.goto('/email-setup');
  await page.getByRole('button', { name: 'Copy EMAILJS_PUBLIC_KEY' }).click();
  await expect(toast(page)).toContainText('Copy Failed');
  await expect(toast(page)).toContainText('Please copy manually');
});

test('logout: "Logged Out", back to the login, and the same token is refused afterwards', async ({ page, request }) => {
  const { token } = await signIn(page);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.get('/api/leads', { headers })).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(toast(page)).toContainText('Logged Out');

  expect((await request.get('/api/leads', { headers })).status()).toBe(401);
  expect(await (await request.get('/api/admin/check', { headers: { 'x-admin-token': token! } })).json()).toEqual({ isAuthenticated: false, isAdmin: false });
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('change password: a given password must be replaced first, under "Please update your default password"; the rules show under the field; later changes from the dashboard', async ({ page, request }) => {
  // Three sign-ins and two password changes (each loading the strength checker's dictionaries):
  // a journey, not a step, so it gets a journey's time.
  test.setTimeout(60_000);
  // A member of its own (added through the API), so the first admin's password, which every
  // test signs in with, never changes (and could not come back: it contains the username).
  const username = `e2e.changer.${Date.now()}`;
  const first = `first-choice-${Date.now()}`;
  const second = `second-choice-${Date.now()}`;
  const { token } = (await (await request.post('/api/admin/login', { data: ADMIN })).json()) as { token: string };
  const added = await request.post('/api/team', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, name: 'Pat Changer', email: `${username}@powernest.example`, role: 'admin' },
  });
  expect(added.status()).toBe(201);
  const { temporaryPassword } = (await added.json()) as { temporaryPassword: string };

  let sent = 0;
  page.on('request', (r) => (sent += r.url().endsWith('/api/admin/change-password') ? 1 : 0));
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const choose = page.getByRole('dialog', { name: 'Choose your own password' });
  await expect(choose.getByRole('alert')).toContainText('Please update your default password');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeHidden();
  const fill = async (dialog: typeof choose, current: string, fresh: string, confirm = fresh) => {
    await dialog.getByLabel(/^(Temporary|Current) Password/).fill(current);
    await dialog.getByLabel(/^New Password/).fill(fresh);
    await dialog.getByLabel(/^Confirm New Password/).fill(confirm);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
  };
  await fill(choose, temporaryPassword, 'Password1');
  await expect(choose.getByText('New password is too common or too easy to guess')).toBeVisible();
  await fill(choose, temporaryPassword, `my-${username.toUpperCase()}-pass`);
  await expect(choose.getByText('New password must not contain your username')).toBeVisible();
  expect(sent).toBe(0);

  await fill(choose, temporaryPassword, first);
  await expect(toast(page)).toContainText('Password Updated');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Please update your default password')).toBeHidden();

  // From the dashboard: product.md §5's messages, then a change that works.
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await fill(dialog, first, second, `${second}x`);
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await fill(dialog, first, second);
  await expect(toast(page)).toContainText('Your password has been successfully changed.');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The new password works.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test.describe('as the signed-in admin', () => {
  test.use(SIGNED_IN);

  test('the team: a super admin adds a member, who must choose a password; deactivated, they are out at once; the audit log shows it', async ({ page, browser }) => {
    // Two people's sign-ins, a forced password change and an audit-log check: a journey's time
    // (the password hashing of four sign-ins is most of it on a loaded machine).
    test.setTimeout(90_000);
    const username = `e2e.member.${Date.now()}`;
    // Strong by the password policy (zxcvbn): words it does not expect together, and a nonce.
    const ownPassword = `lantern ${Date.now().toString(36)} orchard cobalt`;
    // The first admin is a super admin.
    await openDashboard(page);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

    await page.getByRole('button', { name: 'Add team member' }).click();
    const form = page.getByRole('dialog', { name: 'Add team member' });
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Name/).fill('Eve Member');
    await form.getByLabel(/^E-mail/).fill(`${username}@powernest.example`);
    await form.getByRole('button', { name: 'Add member' }).click();
    const added = page.getByRole('dialog', { name: 'Member added' });
    const temporaryPassword = ((await added.getByRole('status', { name: 'Temporary password' }).textContent()) ?? '').trim();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(16);
    await added.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const row = page.getByRole('table', { name: 'Team' }).getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Admin');
    await expect(row).toContainText('Password not changed yet');

    // The member, in a browser of their own: signed in with it, they must choose their own password first.
    const memberBrowser = await browser.newContext();
    try {
      const member = await memberBrowser.newPage();
      const memberSignIn = async (password: string) => {
        await member.goto('/admin-login');
        await member.getByLabel('Username').fill(username);
        await member.getByLabel('Password', { exact: true }).fill(password);
        await member.getByRole('button', { name: 'Sign In' }).click();
      };
      await memberSignIn(temporaryPassword);
      const choose = member.getByRole('dialog', { name: 'Choose your own password' });
      await expect(choose).toBeVisible();
      await expect(member.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeHidden();
      await choose.getByLabel(/^Current Password/).fill(temporaryPassword);
      await choose.getByLabel(/^New Password/).fill(ownPassword);
      await choose.getByLabel(/^Confirm New Password/).fill(ownPassword);
      await choose.getByRole('button', { name: 'Update Password' }).click();
      await expect(member.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

      // The super admin deactivates them, after a confirmation.
      await row.getByRole('button', { name: `Deactivate ${username}` }).click();
      await page.getByRole('dialog', { name: 'Deactivate Eve Member?' }).getByRole('button', { name: 'Deactivate' }).click();
      await expect(row).toContainText('Deactivated');
      await expect(row.getByRole('button', { name: `Reactivate ${username}` })).toBeVisible();

      // Their open session stops working, and their password no longer signs them in.
      await member.reload();
      await expect(member).toHaveURL(/\/admin-login$/);
      await memberSignIn(ownPassword);
      await expect(toast(member)).toContainText('Invalid username or password');
      await expect(member).toHaveURL(/\/admin-login$/);
    } finally {
      await memberBrowser.close();
    }

    // The audit log shows who did it, to whom, and the change.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await chooseOption(page.getByRole('combobox', { name: 'What' }), 'Team member deactivated', { exact: true });
    await expect(page).toHaveURL(/\/admin\/audit-log\?action=user\.deactivate$/);
    // The member by name (the audit log names members since issue #29; their id is below it).
    // This member's deactivation: one row, whether or not the list has been narrowed to the filter yet.
    const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: username }).filter({ hasText: 'Team member deactivated' });
    await expect(entry).toContainText(ADMIN.username);
    await expect(entry).toContainText('Active: yes → no');
  });
});
