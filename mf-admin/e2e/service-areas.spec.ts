import { expect, test, type APIRequestContext } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';

// Issue #44 against the real API (memory store): visitors in Pueblo, CO join the waiting list; an
// operations admin (a partner manager, added by the first admin) adds Pueblo as coming soon, sees
// it listed with its waiting sign-ups, opens it, and is told what the opening did; the waiting
// list then says each sign-up was told by e-mail.

const NEW_PASSWORD = 'amber kettle orbit 71 lanterns';

/** The first admin adds an operations admin through the API; answers its username and temporary password. */
async function addOperationsAdmin(request: APIRequestContext, stamp: number) {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const username = `e2e-areas-${stamp}`;
  const added = await request.post('/api/team', { data: { username, name: 'Area Manager', email: `${username}@powernest.example`, role: 'operations_admin' } });
  expect(added.status()).toBe(201);
  return { username, password: (await added.json()).temporaryPassword as string };
}

test('an operations admin adds an area coming soon, sees it, opens it, and is told who was e-mailed', async ({ page, request }) => {
  const stamp = Date.now();
  const areaName = `Pueblo ${stamp}`;
  // A day next year: the area does not open by itself during the test.
  const launchDate = `${new Date().getFullYear() + 1}-05-01`;

  // Two visitors wait in Pueblo (one by ZIP code, one by city, in Spanish).
  for (const [place, email, language] of [
    ['81003', `first-${stamp}@example.com`, 'en-US'],
    ['Pueblo, CO', `second-${stamp}@example.com`, 'es-US'],
  ] as const) {
    const joined = await request.post('/api/waiting-list', { data: { place, email, language } });
    expect(joined.status()).toBe(201);
    expect(await joined.json()).toEqual({ success: true, area: 'Pueblo, CO' });
  }

  // The operations admin's session in the page's own cookies: signed in, its temporary password replaced.
  const member = await addOperationsAdmin(request, stamp);
  expect((await page.request.post('/api/admin/login', { data: member })).status()).toBe(200);
  const changed = await page.request.post('/api/admin/change-password', { data: { currentPassword: member.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
  expect(changed.status()).toBe(200);

  await page.goto('/admin-dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Service areas' }).click();
  await expect(page).toHaveURL(/\/admin\/service-areas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service areas' })).toBeVisible();

  await page.getByRole('button', { name: 'Add area' }).click();
  const form = page.getByRole('dialog', { name: 'Add a service area' });
  // Nothing typed: the API's own messages, before anything is sent.
  await form.getByRole('button', { name: 'Add area' }).click();
  await expect(form.getByText('Area name is required')).toBeVisible();
  await expect(form.getByText('State is required')).toBeVisible();

  await form.getByRole('textbox', { name: /^Area name/ }).fill(areaName);
  await form.getByRole('combobox', { name: /^State/ }).selectOption('CO');
  await form.getByRole('textbox', { name: 'City' }).fill('Pueblo');
  await expect(form.getByRole('combobox', { name: /^Status/ })).toHaveValue('coming-soon');
  await form.getByLabel('Launch date').fill(launchDate);
  await form.getByRole('button', { name: 'Add area' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('status', { name: 'Last change' })).toContainText(`${areaName} added (coming soon).`);

  const row = page.getByRole('table', { name: 'Service areas' }).getByRole('row').filter({ hasText: areaName });
  await expect(row.getByRole('cell')).toHaveText([areaName, 'City: Pueblo', 'CO', /^Coming soon · May 1, \d{4}$/, '2', '0', '—', /Edit/]);

  await row.getByRole('button', { name: `Open ${areaName} now` }).click();
  const confirm = page.getByRole('dialog', { name: `Open ${areaName} now?` });
  await expect(confirm).toContainText('2 people waiting in it are marked served and e-mailed that they can apply.');
  await confirm.getByRole('button', { name: 'Open now' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status', { name: 'Last change' })).toContainText(`${areaName} is open. 2 on its waiting list were told: 2 e-mails queued.`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');

  // The waiting list says each was told, and by which opening.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Waiting list' }).click();
  await page.getByRole('button', { name: 'Show sign-ups in Pueblo, CO' }).click();
  const signUps = page.getByRole('table', { name: 'Sign-ups in Pueblo, CO' });
  for (const [email, language] of [
    [`first-${stamp}@example.com`, 'English'],
    [`second-${stamp}@example.com`, 'Spanish'],
  ]) {
    const signUp = signUps.getByRole('row').filter({ hasText: email });
    await expect(signUp).toContainText(language);
    await expect(signUp).toContainText(/Told on \w{3} \d{1,2}, \d{4} · /);
    await expect(signUp).toContainText(`When ${areaName} opened`);
  }
});
