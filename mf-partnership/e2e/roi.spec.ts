import { expect, test } from '@playwright/test';
import { chooseOption } from '../../tooling/playwright/chooseOption';

test('the ROI panel waits for a business type, then follows every slider move', async ({ page }) => {
  await page.goto('/roi-calculator');
  await expect(page.getByRole('heading', { name: 'Select Your Business Type' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership-application');
  await expect(page.getByRole('link', { name: 'Read Success Stories' })).toHaveAttribute('href', '/testimonials');

  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), 'Restaurant/Café');
  const monthly = page.getByTestId('roi-monthlyBenefit');
  await expect(monthly).toHaveText('$6,750');
  await expect(page.getByTestId('roi-yearlyBenefit')).toHaveText('$81,000');
  await expect(page.getByTestId('roi-competitiveAdvantage')).toHaveText('Strong');
  await expect(page.getByTestId('roi-partnershipValue')).toHaveText('$4,000+ FREE');

  // Keyboard: five steps right is 100 customers a day.
  const customers = page.getByRole('slider', { name: 'Daily Customers' });
  await customers.focus();
  for (let i = 0; i < 5; i++) await customers.press('ArrowRight');
  await expect(customers).toHaveAttribute('aria-valuetext', '100 customers per day');
  await expect(monthly).toHaveText('$13,500'); // 100 x $25 x 30 x 18%
  await expect(page.getByTestId('roi-yearlyBenefit')).toHaveText('$162,000');

  // Pointer: drag the spending thumb to the far end of its rail ($200).
  const spending = page.locator('#roi-averageSpending');
  await spending.scrollIntoViewIfNeeded();
  const box = (await spending.boundingBox())!;
  await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
  await expect(page.getByRole('slider', { name: 'Average Spending per Customer' })).toHaveAttribute('aria-valuetext', '200 dollars');
  await expect(monthly).toHaveText('$108,000'); // 100 x $200 x 30 x 18%

  // Another type changes the rates and the badge.
  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), 'Healthcare');
  await expect(page.getByTestId('roi-competitiveAdvantage')).toHaveText('High');
  await expect(monthly).toHaveText('$36,000'); // 100 x $200 x 30 x 6%
  await expect(page.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/partnership-process');
});
