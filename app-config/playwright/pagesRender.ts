import { expect, test } from './test';
import { documentTitle, type PageMeta } from '@powernest/domain';

/**
 * A remote run without the shell (its standalone server): every page it owns renders with its
 * own providers — heading, title (`titleOf`, when a page adds to its own) and the standalone
 * frame's badge.
 */
export function eachPageRendersStandalone(folder: string, pages: readonly PageMeta[], titleOf = (page: PageMeta) => documentTitle(page.title)): void {
  for (const route of pages) {
    test(`standalone ${folder} renders ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page).toHaveTitle(titleOf(route));
      await expect(page.getByText(`${folder} (standalone)`)).toBeVisible();
    });
  }
}
