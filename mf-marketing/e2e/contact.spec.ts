import { expect, test, type Page } from '../../app-config/playwright/test';
import { LEAD_MESSAGES } from '@powernest/domain';
import { chooseOption } from '../../app-config/playwright/chooseOption';

async function fill(page: Page, businessName: string) {
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Contact Person').fill('Maria Gonzalez');
  await page.getByLabel('Email Address').fill('maria@cafesolana.com');
  await page.getByLabel('Phone Number').fill('512-555-0134');
  await page.getByLabel('Location (City, State)').fill('Austin, TX');
  await chooseOption(page.getByRole('combobox', { name: /Business Type/ }), 'Restaurant/Café');
  await page.getByLabel('Message').fill('About 120 guests a day, most stay an hour.');
}

test('the contact form shows the product.md §5 messages under the fields and sends nothing', async ({ page }) => {
  let posts = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/leads') && posts++);
  await page.goto('/contact');
  await page.getByLabel('Email Address').fill('nope');
  await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
  // With JavaScript too, the error summary (browser audit #16): focused, a link to each field.
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('alert')).toContainText('There is a problem');
  for (const message of Object.values(LEAD_MESSAGES)) {
    // Under its field and in the summary.
    await expect(page.getByText(message)).toHaveCount(2);
    await expect(page.getByText(message).first()).toBeVisible();
  }
  await summary.getByRole('link', { name: LEAD_MESSAGES.contactPerson }).click();
  await expect(page).toHaveURL(/#field-contactPerson$/);
  expect(posts).toBe(0);
  // Fixing a field clears its message.
  await page.getByLabel('Business Name').fill('Café Solana');
  await expect(page.getByText(LEAD_MESSAGES.businessName)).toHaveCount(0);
});

test('a submission creates a lead and shows "Request Submitted" where the form was', async ({ page }) => {
  await page.goto('/contact');
  await fill(page, 'Café Solana E2E');
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(body.lead).toMatchObject({ id: expect.any(Number), businessName: 'Café Solana E2E', businessType: 'restaurant', status: 'new' });
  // The test server's `log` transport sends nothing, so no e-mail is promised (issue #13).
  expect(body.emails).toEqual({ adminSent: false, userSent: false });
  const answer = page.getByRole('status').filter({ hasText: 'Request Submitted' });
  await expect(answer).toContainText('Thank you! Your contact request has been submitted successfully.');
  await expect(answer).toContainText('Our team will review your request and contact you within 24 hours.');
  await expect(answer).not.toContainText('confirmation email');
  // The answer takes the form's place and the focus: no empty form under a toast.
  await expect(answer).toBeFocused();
  await expect(page.getByRole('button', { name: 'Request FREE Equipment' })).toHaveCount(0);
});

test('when the API fails, "Contact Error" shows and nothing typed is lost', async ({ page }) => {
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Internal Server Error' }) }),
  );
  await page.goto('/contact');
  await fill(page, 'Café Down');
  await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Contact Error' });
  await expect(alert).toContainText('Internal Server Error');
  await expect(page.getByLabel('Business Name')).toHaveValue('Café Down');
  await expect(page.getByLabel('Message')).toHaveValue('About 120 guests a day, most stay an hour.');
  await expect(page.getByRole('button', { name: 'Request FREE Equipment' })).toBeEnabled();
});

test('every marketing page fits a 375px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/about', '/services', '/contact', '/testimonials']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('images are shipped with the remote and described', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && external.push(r.url()));
  for (const path of ['/', '/about']) {
    await page.goto(path);
    for (const img of await page.locator('main img').all()) {
      await expect(img).toHaveAttribute('alt', /.+/);
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  }
  expect(external).toEqual([]);
});
