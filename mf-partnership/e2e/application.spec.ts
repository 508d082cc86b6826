import { expect, test, type Page, type Request } from '../../app-config/playwright/test';
import { FULL_APPLICATION as ANSWERS } from './fullApplication';
import { chooseOption } from '../../app-config/playwright/chooseOption';

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

/** One answer as a visitor gives it: typed into a field, or picked from a list. */
type Answer = { type: string; text: string } | { pick: string; option: string };

/** FULL_APPLICATION's answers, step by step, by the labels the visitor sees. */
const STEP_ANSWERS: Record<1 | 2 | 3 | 4, Answer[]> = {
  1: [
    { type: 'Business Name', text: ANSWERS.businessName },
    { pick: 'Business Type', option: 'Restaurant/Café' },
    { pick: 'Business Size', option: 'Small (11-50 employees)' },
    { type: 'Location (City, State)', text: ANSWERS.location },
    { type: 'Business Address', text: ANSWERS.businessAddress },
    { type: 'Website', text: ANSWERS.website },
  ],
  2: [
    { type: 'Contact Person', text: ANSWERS.contactPerson },
    { type: 'Your Title', text: ANSWERS.decisionMakerTitle },
    { type: 'Email Address', text: ANSWERS.email },
    { type: 'Phone Number', text: ANSWERS.phone },
  ],
  3: [
    { type: 'Operating Hours', text: ANSWERS.operatingHours },
    { pick: 'Daily Foot Traffic', option: 'High (101-300 customers/day)' },
    { pick: 'Existing Charging for Customers', option: 'Basic (wall outlets only)' },
    { type: 'Your Customers', text: ANSWERS.customerBase },
    { type: 'Current Challenges', text: ANSWERS.currentPainPoints },
  ],
  4: [
    { pick: 'Preferred Installation Timeline', option: '1-2 weeks' },
    { type: 'Additional Message', text: ANSWERS.message },
  ],
};

async function answerStep(page: Page, step: keyof typeof STEP_ANSWERS) {
  for (const answer of STEP_ANSWERS[step]) {
    if ('type' in answer) await page.getByLabel(answer.type).fill(answer.text);
    else await chooseOption(page.getByRole('combobox', { name: answer.pick }), answer.option, { exact: true });
  }
}

test('a full application from step 1 to Submit creates a lead with every field stored', async ({ page }) => {
  const posts = countLeadPosts(page);
  await page.goto('/partnership-application');
  await expect(page).toHaveTitle('Partnership Application – Step 1 of 4 | PowerNest');
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '25');

  await answerStep(page, 1);
  await next(page).click();
  await expect(stepLine(page)).toHaveText(/^Step 2 of 4/);
  await expect(page).toHaveTitle('Partnership Application – Step 2 of 4 | PowerNest');
  await answerStep(page, 2);
  await next(page).click();
  await expect(stepLine(page)).toHaveText(/^Step 3 of 4/);
  await answerStep(page, 3);
  await next(page).click();
  await expect(stepLine(page)).toHaveText(/^Step 4 of 4/);
  await expect(page.getByRole('heading', { name: 'Your Partnership Benefits' })).toBeVisible();
  await answerStep(page, 4);

  const requestSeen = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/leads'));
  const responseSeen = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/leads'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const request = await requestSeen;
  // The page's language goes with the lead (issue #30): English here.
  expect(request.postDataJSON()).toEqual({ ...ANSWERS, referralCode: '', language: 'en-US' });

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
  await answerStep(page, 1);
  for (const label of ['Business Name', 'Location (City, State)', 'Website']) {
    await page.getByLabel(label).press('Enter');
  }
  await expect(stepLine(page)).toHaveText(/^Step 1 of 4/);
  await next(page).click();
  await answerStep(page, 2);
  for (const label of ['Contact Person', 'Email Address', 'Phone Number']) {
    await page.getByLabel(label).press('Enter');
  }
  await expect(stepLine(page)).toHaveText(/^Step 2 of 4/);
  await next(page).click();
  await answerStep(page, 3);
  await page.getByLabel('Operating Hours').press('Enter');
  await expect(stepLine(page)).toHaveText(/^Step 3 of 4/);
  await next(page).click();
  await answerStep(page, 4);
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
  await answerStep(page, 1);
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
  await answerStep(page, 1);
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

test('on a phone, a wrapped entry of the error summary keeps its bullet beside its first line (browser audit #13)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/partnership-application');
  for (let i = 0; i < 3; i++) await next(page).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const entries = page.getByTestId('wizard-errors').getByRole('link');
  await expect(entries.first()).toBeVisible();
  // Each entry is inline text: a wrapped one is one box per line, its first line level with the
  // item's top, where the bullet is (an inline-block's baseline, hence the bullet, is its last line).
  const lines = await entries.evaluateAll((links) =>
    links.map((link) => {
      const rects = [...link.getClientRects()];
      return { lines: rects.length, firstTop: Math.round(rects[0]!.top - link.closest('li')!.getBoundingClientRect().top) };
    }),
  );
  expect(lines.some((entry) => entry.lines > 1)).toBe(true);
  for (const entry of lines) expect(entry.firstTop).toBeLessThanOrEqual(2);
});
