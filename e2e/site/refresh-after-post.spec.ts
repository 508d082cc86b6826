import { expect, test } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { fillContactForm } from './contactForm';

// Issue #40 §6: a reload after the plain-HTML contact form created a second lead and a second
// confirmation. A post the API took now answers 303 to its page (Post/Redirect/Get), so the
// browser's reload asks for the page again and sends nothing. JavaScript off: the plain form.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.18.40.10' } });

test('a reload after the contact form was sent shows the page again and stores no second lead', async ({ page, request }) => {
  const businessName = `Reload Café ${Date.now()}`;
  await page.goto('/contact');
  await fillContactForm(page, { businessName, email: 'reload@example.com' });
  const posted = page.waitForResponse((res) => res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(/\/contact$/);
  const notice = page.getByRole('status').filter({ hasText: 'Request Submitted' });
  await expect(notice).toBeVisible();

  // The reload is a GET of the page: the form again (the notice was shown once), nothing posted.
  const reloaded = await page.reload();
  expect(reloaded?.request().method()).toBe('GET');
  await expect(page.getByRole('button', { name: 'Request FREE Equipment' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const { leads } = (await (await request.get('/api/leads')).json()) as { leads: Array<{ businessName: string }> };
  expect(leads.filter((l) => l.businessName === businessName)).toHaveLength(1);
});
