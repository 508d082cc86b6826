import { expect, test, type APIRequestContext, type Page } from '../../app-config/playwright/test';
import { LEAD_TEXTS } from '@powernest/domain';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { ES as WIZARD_ES } from '../../mf-partnership/src/i18n/es-US';

// Issue #26: the HTML the server sends is a working page. JavaScript off here (as when a script
// fails or is blocked): every task below must still be done. Each test is a visitor of its own
// address (the site trusts the test as its load balancer), with the production limits.
test.use({ javaScriptEnabled: false });

const visitor = (address: string) => ({ extraHTTPHeaders: { 'x-forwarded-for': address } });

/** The leads as the admin API returns them, with their e-mails (a real admin session). */
async function storedLead(request: APIRequestContext, businessName: string) {
  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const leads = (await (await request.get('/api/leads')).json()).leads as Array<{ id: number; businessName: string }>;
  const lead = leads.find((l) => l.businessName === businessName);
  if (!lead) return undefined;
  return (await (await request.get(`/api/leads/${lead.id}`)).json()) as { lead: Record<string, unknown>; emails: Array<{ kind: string }> };
}

async function fillContact(page: Page, businessName: string, email = 'noscript@example.com') {
  await page.getByLabel('Business Name').fill(businessName);
  await page.getByLabel('Contact Person').fill('Noor Script');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('512-555-0177');
  await page.getByLabel('Location (City, State)').fill('Austin, TX');
  await page.getByLabel('Business Type').selectOption({ label: 'Restaurant/Café' });
  await page.getByLabel('Message').fill('Sent without JavaScript.');
}

test.describe('the contact form without JavaScript', () => {
  test.use(visitor('198.18.26.1'));

  test('sends a lead: stored with both e-mails, the answer shown where the form was', async ({ page, request }) => {
    const name = `No Script Café ${Date.now()}`;
    await page.goto('/contact');
    await fillContact(page, name);
    await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
    const answer = page.getByRole('status').filter({ hasText: 'Request Submitted' });
    await expect(answer).toContainText('Thank you! Your contact request has been submitted successfully.');
    await expect(page.getByRole('button', { name: 'Request FREE Equipment' })).toHaveCount(0);
    await expect(answer).toBeFocused();

    const stored = await storedLead(request, name);
    expect(stored?.lead).toMatchObject({ businessType: 'restaurant', location: 'Austin, TX', email: 'noscript@example.com', status: 'new' });
    expect(stored?.emails.map((e) => e.kind).sort()).toEqual(['admin-notification', 'applicant-confirmation']);
  });

  test('sent with errors: the messages, an error summary linking to the fields, every value kept, nothing stored', async ({ page, request }) => {
    const name = `No Script Typo ${Date.now()}`;
    await page.goto('/contact');
    await fillContact(page, name, 'not-an-email');
    await page.getByLabel('Contact Person').fill('');
    await page.getByRole('button', { name: 'Request FREE Equipment' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'Invalid email address' })).toHaveAttribute('href', '#field-email');
    await expect(summary.getByRole('link', { name: 'Contact person is required' })).toBeVisible();
    await expect(page.getByLabel('Business Name')).toHaveValue(name);
    await expect(page.getByLabel('Email Address')).toHaveValue('not-an-email');
    await expect(page.getByLabel('Business Type')).toHaveValue('restaurant');
    await expect(page.getByLabel('Message')).toHaveValue('Sent without JavaScript.');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');

    // Fixed and sent again: it goes through.
    await page.getByLabel('Email Address').fill('fixed@example.com');
    await page.getByLabel('Contact Person').fill('Noor Script');
    await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();
    expect((await storedLead(request, name))?.lead).toMatchObject({ email: 'fixed@example.com', contactPerson: 'Noor Script' });
  });

  test('a form posted from another site is refused', async ({ request }) => {
    const res = await request.post('/contact', { form: { form: 'lead-contact', businessName: 'Forged' }, headers: { origin: 'https://evil.example' } });
    expect(res.status()).toBe(403);
  });
});

test.describe('navigation without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu opens and its links work', async ({ page }) => {
    await page.goto('/');
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(mobile).toBeVisible();
    await mobile.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/partnership-application$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partnership Application' })).toBeVisible();
  });

  test('the Partnership dropdown opens on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page.locator('summary', { hasText: 'Partnership' }).click();
    await page.getByRole('banner').getByRole('navigation', { name: 'Partnership' }).getByRole('link', { name: 'ROI Calculator' }).click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
  });
});

test('an admin page says in plain words that it needs JavaScript, instead of a skeleton', async ({ page }) => {
  await page.goto('/admin-login');
  // (Inside <noscript>, which Playwright's text and role queries skip: found by CSS.)
  const notice = page.locator('main p[role="alert"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('This part of the site needs JavaScript.');
  await expect(page.locator('.page-skeleton')).toBeHidden();
});

test.describe('the application wizard without JavaScript', () => {
  test.use(visitor('198.18.26.2'));

  test('goes step by step through the server and sends the application', async ({ page, request }) => {
    const name = `No Script Bistro ${Date.now()}`;
    const stepLine = page.getByTestId('wizard-step');
    await page.goto('/partnership-application');
    await page.getByLabel('Business Name').fill(name);
    await page.getByLabel('Business Type').selectOption({ label: 'Hotel/Hospitality' });
    await page.getByLabel('Location (City, State)').fill('Miami, FL');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(stepLine).toHaveText(/^Step 2 of 4/);
    await page.getByLabel('Contact Person').fill('Sam Rivera');
    await page.getByLabel('Email Address').fill('sam.noscript@example.com');
    await page.getByLabel('Phone Number').fill('305-555-0142');
    // Back and forth keeps every answer (they travel with the form).
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(stepLine).toHaveText(/^Step 1 of 4/);
    await expect(page.getByLabel('Business Name')).toHaveValue(name);
    for (const step of [2, 3, 4]) {
      await page.getByRole('button', { name: 'Next Step' }).click();
      await expect(stepLine).toHaveText(new RegExp(`^Step ${step} of 4`));
    }
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted' })).toBeFocused();
    // As with JavaScript, the wizard is back at step 1, empty, under the notice.
    await expect(stepLine).toHaveText(/^Step 1 of 4/);
    await expect(page.getByLabel('Business Name')).toHaveValue('');
    expect((await storedLead(request, name))?.lead).toMatchObject({ businessType: 'hotel', location: 'Miami, FL', contactPerson: 'Sam Rivera', email: 'sam.noscript@example.com' });
  });

  test('in Spanish: step by step, a mistake told in Spanish, and the application sent and recorded as Spanish (issue #30)', async ({ page, request }) => {
    const name = `Sin Script Taquería ${Date.now()}`;
    const es = (id: keyof typeof WIZARD_ES) => WIZARD_ES[id]!;
    const stepLine = page.getByTestId('wizard-step');
    await page.goto('/es/partnership-application');
    await page.getByLabel(es('wizard.field.businessName')).fill(name);
    await page.getByLabel(es('wizard.field.businessType')).selectOption({ label: LEAD_TEXTS['es-US'].options.businessType.restaurant });
    await page.getByLabel(es('wizard.field.location')).fill('El Paso, TX');
    await page.getByRole('button', { name: es('wizard.next') }).click();
    await expect(page).toHaveURL(/\/es\/partnership-application$/);
    await expect(stepLine).toHaveText(/^Paso 2 de 4/);
    await page.getByLabel(es('wizard.field.contactPerson')).fill('Rosa Díaz');
    await page.getByLabel(es('wizard.field.email')).fill('rosa@');
    await page.getByLabel(es('wizard.field.phone')).fill('915-555-0190');
    for (const step of [3, 4]) {
      await page.getByRole('button', { name: es('wizard.next') }).click();
      await expect(stepLine).toHaveText(new RegExp(`^Paso ${step} de 4`));
    }
    await page.getByRole('button', { name: es('wizard.submit') }).click();
    // Back on the step with the mistake, told in Spanish, every answer kept.
    await expect(stepLine).toHaveText(/^Paso 2 de 4/);
    await expect(page.getByRole('alert').filter({ hasText: LEAD_TEXTS['es-US'].required.email }).first()).toBeVisible();
    await expect(page.getByLabel(es('wizard.field.contactPerson'))).toHaveValue('Rosa Díaz');
    await page.getByLabel(es('wizard.field.email')).fill('rosa.noscript@example.com');
    for (const step of [3, 4]) {
      await page.getByRole('button', { name: es('wizard.next') }).click();
      await expect(stepLine).toHaveText(new RegExp(`^Paso ${step} de 4`));
    }
    await page.getByRole('button', { name: es('wizard.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: LEAD_TEXTS['es-US'].success.application.title })).toBeVisible();
    expect((await storedLead(request, name))?.lead).toMatchObject({ businessType: 'restaurant', email: 'rosa.noscript@example.com', language: 'es-US' });
  });

  test('a Submit with a required answer missing opens the step that needs it, with the summary', async ({ page }) => {
    await page.goto('/partnership-application');
    await page.getByLabel('Business Name').fill('Half Done Diner');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByTestId('wizard-step')).toHaveText(/^Step 1 of 4/);
    // The box named by its title is focused; the alert inside it announces (GOV.UK).
    const summary = page.getByRole('region', { name: 'There is a problem' });
    // Browser audit #3, GOV.UK's way: focused on load, "Error: " first in the title, entries in
    // the page's order as "Label: message", each a link to a field on this page.
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(summary.getByRole('link').first()).toHaveText('Business Type: Business type is required');
    await expect(summary).toContainText('Contact Person: ');
    await summary.getByRole('link', { name: /^Contact Person: / }).click();
    await expect(page).toHaveURL(/#field-contactPerson$/);
    await expect(page.locator('#field-contactPerson')).toBeInViewport();
    await expect(page.getByLabel('Business Name')).toHaveValue('Half Done Diner');
  });
});
