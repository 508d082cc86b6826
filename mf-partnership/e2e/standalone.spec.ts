import { expect, test } from '../../app-config/playwright/test';
import { applicationStepText, documentTitle, type PageMeta } from '@powernest/domain';
import { eachPageRendersStandalone } from '../../app-config/playwright/pagesRender';
import { APPLICATION_PAGE, APPLICATION_STATUS_PAGE, REMOTE_PAGES } from '../src/pages';

// The wizard puts its step into the title ("Partnership Application – Step 1 of 4").
const titleOf = (page: PageMeta) => documentTitle(page.path === APPLICATION_PAGE.path ? `${page.title} – ${applicationStepText(1)}` : page.title);

// The status page needs a link from a confirmation e-mail: alone, a made-up one says it does not work.
eachPageRendersStandalone('mf-partnership', REMOTE_PAGES.pages.filter((p) => p !== APPLICATION_STATUS_PAGE), titleOf);

test('standalone mf-partnership renders the status page of a link it does not know as "This link does not work", with the form for a new link', async ({ page }) => {
  await page.goto(APPLICATION_STATUS_PAGE.path.replace(':token', 'made-up-token'));
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(APPLICATION_STATUS_PAGE.title));
});

test('no page of the remote scrolls sideways on a 375px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of REMOTE_PAGES.pages) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, route.path).toBeLessThanOrEqual(0);
  }
  // The widest states: ROI results and the wizard's last step.
  await page.goto('/roi-calculator');
  await page.getByRole('combobox', { name: 'Business Type' }).selectOption({ label: 'Automotive' });
  await expect(page.getByTestId('roi-monthlyBenefit')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.goto('/partnership-application');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
