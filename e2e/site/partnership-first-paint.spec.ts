import { expect, test, type Locator, type Page } from '../../app-config/playwright/test';
import { DEFAULT_ROI_INPUTS, calculateRoi, formatUsd, type RoiInputs } from '@powernest/domain';
import { PHONE_VIEWPORT, answeredInTime, emulatePhone, tapAnswer, tapAsSoonAsVisible, watchTap } from '../../app-config/playwright/phoneProfile';

// The FAQ and the ROI calculator work from their server HTML: before their JavaScript has run
// (a slow phone), and without it (ARCHITECTURE "Progressive enhancement").

/** Whether React owns this element (hydration attaches its fiber to the DOM node). */
const hydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/** Milliseconds since the navigation started, in the page's clock. */
const now = (page: Page) => page.evaluate(() => Math.round(performance.now()));

/** Records a measured figure in the report. */
const measured = (what: string, ms: number) => test.info().annotations.push({ type: 'measured', description: `${what}: ${ms} ms` });

/** The monthly benefit the domain's formula gives, as the page writes it. */
const monthlyFor = (inputs: Partial<RoiInputs>) => formatUsd(calculateRoi({ ...DEFAULT_ROI_INPUTS, ...inputs })!.monthlyBenefit);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers open and close, one at a time, and the category chips filter', async ({ page }) => {
    await page.goto('/faq');
    const list = page.getByTestId('faq-list');
    const [first, second] = [list.locator('details').nth(0), list.locator('details').nth(1)];
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText('Yes. There is no upfront cost')).toBeVisible();
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').click();
    await expect(list.locator('details[open]')).toHaveCount(0);

    await page.getByRole('link', { name: 'Liability', exact: true }).click();
    await expect(page).toHaveURL(/\/faq\?category=liability$/);
    await expect(page.getByText('Showing 2 questions about liability')).toBeVisible();
    await expect(list.locator('details')).toHaveCount(2);
  });

  test('the ROI calculator is a GET form whose results the server computes', async ({ page }) => {
    await page.goto('/roi-calculator');
    await expect(page.getByRole('heading', { name: 'Select Your Business Type' })).toBeVisible();
    const form = page.locator('form[method="get"][action="/roi-calculator"]');
    // The business type is required: the browser will not send the form without it.
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/\/roi-calculator$/);

    await form.getByRole('combobox', { name: 'Business Type' }).selectOption({ label: 'Hotel/Hospitality' });
    await form.getByRole('spinbutton', { name: 'Daily Customers' }).fill('80');
    await form.getByRole('spinbutton', { name: 'Average Spending per Customer' }).fill('40');
    await form.getByRole('button', { name: 'Calculate' }).click();

    await expect(page).toHaveURL(/\/roi-calculator\?businessType=hotel&dailyCustomers=80&averageDwellTime=30&averageSpending=40&currentSatisfaction=70$/);
    const monthly = monthlyFor({ businessType: 'hotel', dailyCustomers: 80, averageSpending: 40 });
    expect(monthly).toBe('$11,520'); // 80 x $40 x 30 x 12%
    await expect(page.getByTestId('roi-monthlyBenefit')).toHaveText(monthly);
    await expect(page.getByTestId('roi-competitiveAdvantage')).toHaveText('Strong');
    // The form shows what was sent, ready to change and send again.
    await expect(form.getByRole('combobox', { name: 'Business Type' })).toHaveValue('hotel');
    await expect(form.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue('80');
  });

  test('an ROI address with bad values is mended, never an error', async ({ page }) => {
    const response = await page.goto('/roi-calculator?businessType=retail&dailyCustomers=100000&averageSpending=%3Cb%3E&currentSatisfaction=-1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue('500');
    await expect(page.getByRole('spinbutton', { name: 'Average Spending per Customer' })).toHaveValue('25');
    await expect(page.getByRole('spinbutton', { name: 'Current Customer Satisfaction' })).toHaveValue('30');
    await expect(page.getByTestId('roi-monthlyBenefit')).toHaveText(monthlyFor({ businessType: 'retail', dailyCustomers: 500 }));
  });
});

test.describe('on a slow phone, tapped as soon as it shows', () => {
  test.use({ ...PHONE_VIEWPORT });
  test.setTimeout(90_000);

  test('a FAQ question opens natively at once, and stays open through hydration', async ({ page }) => {
    await emulatePhone(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    const question = page.getByTestId('faq-list').locator('details').first();
    const summary = question.locator('summary');
    await summary.waitFor({ state: 'visible' });
    measured('FAQ question visible', await now(page));
    expect(await hydrated(summary), 'tapped before the page hydrated').toBe(false);
    await watchTap(question, 'open');
    await tapAsSoonAsVisible(summary);
    await expect(question).toHaveAttribute('open', '');
    const answer = await tapAnswer(page);
    measured(`FAQ answer open after the touch (${answer.native ? 'natively' : 'by React'})`, answer.latency);
    expect(answeredInTime(answer), JSON.stringify(answer)).toBe(true);

    // Once React owns the page the answer is still open, and the group still keeps one open.
    await expect.poll(() => hydrated(summary), { timeout: 60_000 }).toBe(true);
    measured('FAQ hydrated', await now(page));
    await expect(question).toHaveAttribute('open', '');
    await page.getByTestId('faq-list').locator('summary').nth(1).tap();
    await expect(page.getByTestId('faq-list').locator('details[open]')).toHaveCount(1);
  });

  test('the ROI business-type select answers the first tap, and what was chosen is kept through hydration', async ({ page }) => {
    await emulatePhone(page);
    await page.goto('/roi-calculator', { waitUntil: 'commit' });
    const select = page.getByRole('combobox', { name: 'Business Type' });
    await select.waitFor({ state: 'visible' });
    measured('ROI select visible', await now(page));
    expect(await hydrated(select), 'tapped before the page hydrated').toBe(false);
    await watchTap(select, 'focus');
    await tapAsSoonAsVisible(select);
    await expect(select).toBeFocused();
    const answer = await tapAnswer(page);
    measured(`ROI select focused after the touch (${answer.native ? 'natively' : 'by React'})`, answer.latency);
    expect(answeredInTime(answer), JSON.stringify(answer)).toBe(true);
    await select.selectOption({ label: 'Retail Store' });
    await page.getByRole('spinbutton', { name: 'Daily Customers' }).fill('60');
    // Usually still before hydration on this profile (a jest test covers the read-back always).
    test.info().annotations.push({ type: 'measured', description: `ROI chosen and typed before hydration: ${!(await hydrated(select))}` });

    // The page's code reads the form back: the results are those of the choice, live from then on.
    await expect.poll(() => hydrated(select), { timeout: 60_000 }).toBe(true);
    measured('ROI hydrated', await now(page));
    await expect(select).toHaveValue('retail');
    await expect(page.getByTestId('roi-monthlyBenefit')).toHaveText(monthlyFor({ businessType: 'retail', dailyCustomers: 60 }));
    await expect(page.getByRole('slider', { name: 'Daily Customers' })).toHaveAttribute('aria-valuetext', '60 customers per day');
  });
});
