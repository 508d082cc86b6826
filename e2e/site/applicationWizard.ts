import type { Page } from '@playwright/test';
import { chooseOption } from '../../app-config/playwright/chooseOption';

/**
 * Answers the wizard's required questions (product.md §4) as a visitor does, step by step, and leaves
 * them on the last step with "Submit Application" in reach.
 */
export async function answerTheWizard(page: Page, answers: { businessName: string; email: string }) {
  await page.getByLabel('Business Name').fill(answers.businessName);
  await chooseOption(page.getByRole('combobox', { name: /Business Type/ }), /Hotel/);
  await page.getByLabel(/Location/).fill('Miami, FL');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByLabel('Contact Person').fill('Sam Rivera');
  await page.getByLabel('Email Address').fill(answers.email);
  await page.getByLabel('Phone Number').fill('305-555-0142');
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next Step' }).click();
}
