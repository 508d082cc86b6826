import { expect, test } from '../../app-config/playwright/test';

test('FAQ: category chips filter the list and one answer is open at a time', async ({ page }) => {
  await page.goto('/faq');
  const list = page.getByTestId('faq-list');
  // Each question is a native disclosure: <details> with the question's heading in its <summary>.
  const questions = list.locator('details');
  const summaries = list.locator('summary');
  await expect(questions).toHaveCount(12);
  await expect(list.locator('details[open]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Liability', exact: true }).click();
  await expect(page).toHaveURL(/\/faq\?category=liability$/);
  await expect(page.getByRole('link', { name: 'Liability', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(questions).toHaveCount(2);
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Who is responsible if a power bank is lost, stolen or damaged?');

  await page.getByRole('link', { name: 'Installation', exact: true }).click();
  await expect(questions).toHaveCount(2);
  const [first, second] = [questions.nth(0), questions.nth(1)];
  await summaries.nth(0).click();
  await expect(first).toHaveAttribute('open', '');
  await expect(page.getByText('Installation takes 2-4 hours')).toBeVisible();
  await summaries.nth(1).click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(page.getByText('Installation takes 2-4 hours')).toBeHidden();
  await summaries.nth(1).click();
  await expect(list.locator('details[open]')).toHaveCount(0);

  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(questions).toHaveCount(12);
  // Keyboard: Tab from the last chip reaches the first question; Enter opens it, Space closes it.
  await page.getByRole('link', { name: 'Partnership', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(summaries.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(0)).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(questions.nth(0)).not.toHaveAttribute('open');

  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/partnership-application');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'See the Process' })).toHaveAttribute('href', '/partnership-process');
  await expect(page.getByRole('link', { name: 'Admin login' })).toHaveAttribute('href', '/admin/login');
});

test('FAQ: a link to a category shows its questions', async ({ page }) => {
  await page.goto('/faq?category=cost');
  await expect(page.getByText('Showing 3 questions about cost')).toBeVisible();
  await expect(page.getByTestId('faq-list').locator('details')).toHaveCount(3);
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
