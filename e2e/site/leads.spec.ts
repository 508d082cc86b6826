import { expect, test, type APIRequestContext } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { fillContactForm } from './contactForm';
import { answerTheWizard } from './applicationWizard';

/** Leads as the admin API returns them (read back with a real admin session). */
async function storedLeads(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const res = await request.get('/api/leads');
  expect(res.status()).toBe(200);
  return (await res.json()).leads as Array<Record<string, unknown>>;
}

test('a contact request through the site is stored as a new lead', async ({ page, request }) => {
  const name = `Summit Cowork ${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page.locator('main'), { businessName: name });
  await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();

  const lead = (await storedLeads(request)).find((l) => l.businessName === name);
  expect(lead).toMatchObject({ location: 'Denver, CO', email: 'jordan@example.com', phone: '303-555-0199', businessType: 'office', status: 'new' });
});

test('the contact block embedded on the process page (from the marketing remote) sends leads too', async ({ page, request }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('/partnership-process');
  const block = page.getByRole('region', { name: 'Get Started Today' });
  await expect(block).toBeVisible();
  // The server rendered the block, a working form; the page hydrates on the first interaction,
  // and the block's code then comes from the marketing remote.
  expect(urls.some((u) => u.includes('/remotes/mf-marketing/'))).toBe(false);

  const name = `Process Page Lead ${Date.now()}`;
  await fillContactForm(block, { businessName: name });
  await expect.poll(() => urls.some((u) => u.includes('/remotes/mf-marketing/')), { timeout: 30_000 }).toBe(true); // (the page's code, then the block's)
  await block.getByRole('button', { name: 'Request FREE Equipment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();
  expect((await storedLeads(request)).some((l) => l.businessName === name)).toBe(true);
});

test('a full application through the site is stored with its details', async ({ page, request }) => {
  const name = `Wizard Bistro ${Date.now()}`;
  await page.goto('/partnership-application');
  await answerTheWizard(page, { businessName: name, email: 'sam@example.com' });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application Submitted' })).toBeVisible();
  const lead = (await storedLeads(request)).find((l) => l.businessName === name);
  expect(lead).toMatchObject({ businessType: 'hotel', location: 'Miami, FL', status: 'new' });
});
