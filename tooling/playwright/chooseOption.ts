import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of an MUI select as a person does: open it, wait until the menu has finished
 * growing in (while it animates, its options move, and on a busy machine a click aimed at one
 * lands on another), click the option, and see the menu close.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp, { exact = false } = {}): Promise<void> {
  const page = combobox.page();
  await combobox.click();
  const menu = page.locator('.MuiMenu-paper, .MuiPopover-paper').filter({ has: page.getByRole('listbox') });
  await expect(menu).toHaveCSS('opacity', '1');
  await expect(menu).toHaveCSS('transform', 'none');
  await page.getByRole('option', { name: option, exact }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
