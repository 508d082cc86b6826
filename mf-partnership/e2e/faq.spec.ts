import { expect, test } from '@playwright/test';

test('FAQ: category chips filter the list and one answer is open at a time', async ({ page }) => {
  await page.goto('/faq');
  const list = page.getByTestId('faq-list');
  const questions = list.getByRole('button');
  await expect(questions).toHaveCount(12);
  await expect(list.locator('[aria-expanded="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Liability', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Liability', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(questions).toHaveCount(2);
  await expect(questions.first()).toHaveText('Who is responsible if a power bank is lost, stolen or damaged?');

  await page.getByRole('button', { name: 'Installation', exact: true }).click();
  await expect(questions).toHaveCount(2);
  const [first, second] = [questions.nth(0), questions.nth(1)];
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Installation takes 2-4 hours')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Installation takes 2-4 hours')).toBeHidden();
  await second.click();
  await expect(list.locator('[aria-expanded="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(questions).toHaveCount(12);
  // Keyboard: Enter on a question opens it.
  await questions.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership-application');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'See the Process' })).toHaveAttribute('href', '/partnership-process');
  await expect(page.getByRole('link', { name: 'Admin login' })).toHaveAttribute('href', '/admin/login');
});

test('the process page shows the five steps and its three links', async ({ page }) => {
  await page.goto('/partnership-process');
  await expect(page.getByRole('list', { name: 'Partnership timeline' }).getByRole('listitem')).toHaveCount(5);
  for (const duration of ['5 minutes', '24-48 hours', '1-2 weeks', '2-4 hours', 'ongoing']) {
    await expect(page.getByTestId('process-duration').filter({ hasText: duration })).toHaveCount(1);
  }
  await page.getByRole('link', { name: 'Calculate Your ROI' }).click();
  await expect(page).toHaveURL(/\/roi-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ROI Calculator' })).toBeVisible();
});
