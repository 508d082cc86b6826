import { expect, type Locator } from '@playwright/test';

/**
 * Picks an option of an MUI select as a person does: open it, wait until the menu has finished
 * growing in (while it animates, its options move, and on a busy machine a click aimed at one
 * lands on another), click the option, and see the menu close.
 *
 * It opens from the keyboard. MUI 9 treats a mouse press on the select that is released more
 * than 400 ms later as press-drag-release and picks the option then under the pointer (the
 * menu opens over the select). Playwright's click sends press and release as two messages; on
 * a loaded machine they arrived more than 400 ms apart and chose the first option.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp, { exact = false } = {}): Promise<void> {
  // A native <select> (the forms' selects, which work before scripts run): pick by its label.
  if ((await combobox.evaluate((el) => el.tagName)) === 'SELECT') {
    const labels = await combobox.locator('option').allTextContents();
    const label = labels.find((l) => (typeof option === 'string' ? (exact ? l === option : l.includes(option)) : option.test(l)));
    if (label === undefined) throw new Error(`No option ${String(option)} among ${labels.join(', ')}`);
    await combobox.selectOption({ label });
    return;
  }
  const page = combobox.page();
  await combobox.focus();
  await combobox.press('ArrowDown');
  const menu = page.locator('.MuiMenu-paper, .MuiPopover-paper').filter({ has: page.getByRole('listbox') });
  await expect(menu).toHaveCSS('opacity', '1');
  await expect(menu).toHaveCSS('transform', 'none');
  await page.getByRole('option', { name: option, exact }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
