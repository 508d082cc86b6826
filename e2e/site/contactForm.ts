import type { Locator, Page } from '@playwright/test';
import { chooseOption } from '../../app-config/playwright/chooseOption';

/** Fills the contact form (product.md §2) in `scope` (the page, or a section embedding it) as a visitor does. */
export async function fillContactForm(scope: Page | Locator, answers: { businessName: string; email?: string; message?: string }) {
  await scope.getByLabel('Business Name').fill(answers.businessName);
  await scope.getByLabel('Contact Person').fill('Jordan Lee');
  await scope.getByLabel('Email Address').fill(answers.email ?? 'jordan@example.com');
  await scope.getByLabel('Phone Number').fill('303-555-0199');
  await scope.getByLabel('Location (City, State)').fill('Denver, CO');
  await chooseOption(scope.getByRole('combobox', { name: /Business Type/ }), 'Office/Co-working');
  await scope.getByLabel('Message').fill(answers.message ?? 'Co-working space, 200 members.');
}
