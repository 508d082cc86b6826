import { expect, test, type Page, type Request } from '@playwright/test';
import { FULL_APPLICATION as ANSWERS } from './fullApplication';
import { chooseOption } from '../../tooling/playwright/chooseOption';

// The application wizard against the real API (memory store). A stored lead is read back from
// the POST /api/leads answer, whose `lead` echoes every stored field.


function countLeadPosts(page: Page): () => number {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') posts.push(r);
  });
  return () => posts.length;
}

/**
 * Returns once page.on('request') has seen every request the page started before this call: the
 * page's requests go out in the order it makes them, so one more, made now and answered, comes after
 * any stray one (instead of guessing how long a stray request would take to show up).
 */
async function requestsSoFarSeen(page: Page) {
  await page.evaluate(async () => {
    await (await fetch('/api/health', { cache: 'no-store' })).text();
  });
}

const stepLine = (page: Page) => page.getByTestId('wizard-step');
const next = (page: Page) => page.getByRole('button', { name: 'Next Step' });

async function choose(page: Page, label: string, option: string) {
  await chooseOption(page.getByRole('combobox', { name: label }), option, { exact: true });
}

async function fillStep1(page: Page) {
  await page.getByLabel('Business Name').fill(ANSWERS.businessName);
  await choose(page, 'Business Type', 'Restaurant/Café');
  await choose(page, 'Business Size', 'Small (11-50 employees)');
  await page.getByLabel('Location (City, State)').fill(ANSWERS.location);
  await page.getByLabel('Business Address').fill(ANSWERS.businessAddress);
  await page.getByLabel('Website').fill(ANSWERS.website);
}

async function fillStep2(page: Page) {
  await page.getByLabel('Contact Person').fill(ANSWERS.contactPerson);
  await page.getByLabel('Your Title').fill(ANSWERS.decisionMakerTitle);
  await page.getByLabel('Email Address').fill(ANSWERS.email);
  await page.getByLabel('Phone Number').fill(ANSWERS.phone);
}

async function fillStep3(page: Page) {
  await page.getByLabel('Operating Hours').fill(ANSWERS.operatingHours);
  await choose(page, 'Daily Foot Traffic', 'High (101-300 customers/day)');
  await choose(page, 'Existing Charging for Customers', 'Basic (wall outlets only)');
  await page.getByLabel('Your Customers').fill(ANSWERS.customerBase);
  await page.getByLabel('Current Challenges').fill(ANSWERS.currentPainPoints);
}

async function fillStep4(page: Page) {
  await choose(page, 'Preferred Installation Timeline', '1-2 weeks');
  await page.getByLabel('Additional Message').fill(ANSWERS.message);
}

test('a full application from step 1 to Submit creates a lead with every field stored', async ({ page }) => {
  const posts = countLeadPosts(page);
  await page.goto('/partnership-application');
  await expect(page).toHaveTitle('Partnership Application – Step 1 of 4 | PowerNest');
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '25');

  await fillStep1(page);
  await next(page).click();
  await expect(stepLine(page)).toHaveText(/^Step 2 of 4/);
  await expect(page).toHaveTitle('Partnership Application – Step 2 of 4 | PowerNest');
  await fillStep2(page);
  await next(page).click();
  await expect(stepLine(page)).toHaveText(/^Step 3 of 4/);
  await fillStep3(page);
  await next(page).click();
  await expect(stepLine(page)).toHaveText(/^Step 4 of 4/);
  await expect(page.getByRole('heading', { name: 'Your Partnership Benefits' })).toBeVisible();
  await fillStep4(page);

  const requestSeen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/leads'));
  const responseSeen = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/leads'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const request = await requestSeen;
  expect(request.postDataJSON()).toEqual({ ...ANSWERS, referralCode: '' });

  const response = await responseSeen;
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(body.success).toBe(true);
  expect(body.lead).toMatchObject({ ...ANSWERS, status: 'new' });
  expect(typeof body.lead.id).toBe('number');

  const toast = page.getByRole('status').filter({ hasText: 'Application Submitted' });
  await expect(toast).toContainText('Your partnership application has been submitted successfully!');
  // Reset to step 1 with an empty form, and the draft is gone.
  await expect(stepLine(page)).toHaveText(/^Step 1 of 4/);
  await expect(page.getByLabel('Business Name')).toHaveValue('');
  await page.reload();
  await expect(stepLine(page)).toHaveText(/^Step 1 of 4/);
  await expect(page.getByLabel('Business Name')).toHaveValue('');
  expect(posts()).toBe(1);
});

test('Enter on steps 1-3 sends nothing; only the click on Submit does', async ({ page }) => {
  const posts = countLeadPosts(page);
  await page.goto('/partnership-application');

  // Valid answers, so an accidental submit would really be sent.
  await fillStep1(page);
  for (const label of ['Business Name', 'Location (City, State)', 'Website']) {
    await page.getByLabel(label).press('Enter');
  }
  await expect(stepLine(page)).toHaveText(/^Step 1 of 4/);
  await next(page).click();
  await fillStep2(page);
  for (const label of ['Contact Person', 'Email Address', 'Phone Number']) {
    await page.getByLabel(label).press('Enter');
  }
  await expect(stepLine(page)).toHaveText(/^Step 2 of 4/);
  await next(page).click();
  await fillStep3(page);
  await page.getByLabel('Operating Hours').press('Enter');
  await expect(stepLine(page)).toHaveText(/^Step 3 of 4/);
  await next(page).click();
  await fillStep4(page);
  await requestsSoFarSeen(page);
  expect(posts()).toBe(0);

  const responseSeen = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/leads'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await responseSeen).status()).toBe(201);
  expect(posts()).toBe(1);
});

test('Previous is disabled at step 1 and moves back from later steps without validating', async ({ page }) => {
  await page.goto('/partnership-application');
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  await next(page).click();
  await expect(previous).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await previous.click();
  await expect(stepLine(page)).toHaveText(/^Step 1 of 4/);
  await expect(previous).toBeDisabled();
  await expect(page.getByRole('button', { name: /Submit/ })).toHaveCount(0);
});

test('a reload keeps the answers and the step', async ({ page }) => {
  await page.goto('/partnership-application');
  await fillStep1(page);
  await next(page).click();
  await page.getByLabel('Email Address').fill(ANSWERS.email);
  await page.reload();

  await expect(stepLine(page)).toHaveText(/^Step 2 of 4/);
  await expect(page).toHaveTitle('Partnership Application – Step 2 of 4 | PowerNest');
  await expect(page.getByLabel('Email Address')).toHaveValue(ANSWERS.email);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Business Name')).toHaveValue(ANSWERS.businessName);
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue('restaurant');
  await expect(page.getByLabel('Website')).toHaveValue(ANSWERS.website);
});

test('Submit with missing answers shows the errors of every step and goes to the first one', async ({ page }) => {
  const posts = countLeadPosts(page);
  await page.goto('/partnership-application');
  await fillStep1(page);
  for (let i = 0; i < 3; i++) await next(page).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(stepLine(page)).toHaveText(/^Step 2 of 4/);
  await expect(page.getByText('Contact person is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Contact Person')).toBeFocused();
  await expect(page.getByTestId('wizard-errors')).toContainText('Please check 3 fields');
  expect(posts()).toBe(0);
});
