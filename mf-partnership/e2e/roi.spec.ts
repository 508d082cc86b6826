import { expect, test } from '../../app-config/playwright/test';

test('the ROI panel waits for a business type, then follows every slider move and typed number', async ({ page }) => {
  await page.goto('/roi-calculator');
  await expect(page.getByRole('heading', { name: 'Select Your Business Type' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership-application');
  await expect(page.getByRole('link', { name: 'Read Success Stories' })).toHaveAttribute('href', '/testimonials');

  // A native select: picked as a native one.
  const businessType = page.getByRole('combobox', { name: 'Business Type' });
  await businessType.selectOption({ label: 'Restaurant/Café' });
  const monthly = page.getByTestId('roi-monthlyBenefit');
  await expect(monthly).toHaveText('$6,750');
  await expect(page.getByTestId('roi-yearlyBenefit')).toHaveText('$81,000');
  await expect(page.getByTestId('roi-competitiveAdvantage')).toHaveText('Strong');
  await expect(page.getByTestId('roi-partnershipValue')).toHaveText('$4,000+ FREE');

  // Keyboard: five steps right is 100 customers a day; the number input follows.
  const customers = page.getByRole('slider', { name: 'Daily Customers' });
  await customers.focus();
  for (let i = 0; i < 5; i++) await customers.press('ArrowRight');
  await expect(customers).toHaveAttribute('aria-valuetext', '100 customers per day');
  await expect(page.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue('100');
  await expect(monthly).toHaveText('$13,500'); // 100 x $25 x 30 x 18%
  await expect(page.getByTestId('roi-yearlyBenefit')).toHaveText('$162,000');

  // Pointer: drag the spending thumb to the far end of its rail ($200).
  const spending = page.locator('.MuiSlider-root').filter({ has: page.getByRole('slider', { name: 'Average Spending per Customer' }) });
  await spending.scrollIntoViewIfNeeded();
  const box = (await spending.boundingBox())!;
  await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
  await expect(page.getByRole('slider', { name: 'Average Spending per Customer' })).toHaveAttribute('aria-valuetext', '200 dollars');
  await expect(monthly).toHaveText('$108,000'); // 100 x $200 x 30 x 18%

  // Typing a number moves its slider.
  await page.getByRole('spinbutton', { name: 'Average Spending per Customer' }).fill('40');
  await expect(page.getByRole('slider', { name: 'Average Spending per Customer' })).toHaveAttribute('aria-valuetext', '40 dollars');
  await expect(monthly).toHaveText('$21,600'); // 100 x $40 x 30 x 18%

  // Another type changes the rates and the badge.
  await businessType.selectOption({ label: 'Healthcare' });
  await expect(page.getByTestId('roi-competitiveAdvantage')).toHaveText('High');
  await expect(monthly).toHaveText('$7,200'); // 100 x $40 x 30 x 6%
  await expect(page.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/partnership-process');

  // The address follows (replace), so a reload shows the same results.
  await expect(page).toHaveURL(/businessType=healthcare&dailyCustomers=100&averageDwellTime=30&averageSpending=40/);
  await page.reload();
  await expect(businessType).toHaveValue('healthcare');
  await expect(monthly).toHaveText('$7,200');
});

test('the ROI calculator reads its inputs from the address and mends bad ones', async ({ page }) => {
  await page.goto('/roi-calculator?businessType=office&dailyCustomers=9999&averageSpending=abc');
  await expect(page.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue('500');
  await expect(page.getByRole('spinbutton', { name: 'Average Spending per Customer' })).toHaveValue('25');
  await expect(page.getByTestId('roi-monthlyBenefit')).toHaveText('$22,500'); // 500 x $25 x 30 x 6%
});
