import { expect, type Page } from '@playwright/test';
import { adoptedByReact } from './phoneProfile';

/** The header's main menu's first dropdown: React owns it once the frame has started. */
export const HEADER_DROPDOWN = 'nav[aria-label="Main"] summary';

/** Whether the frame's code has started (React owns the header). */
export const frameStarted = (page: Page, dropdown = HEADER_DROPDOWN) => page.evaluate(adoptedByReact(dropdown));

/**
 * A page hydrated on interaction (every public page) runs no script until the visitor's first
 * interaction (shell/server/ssr/scriptsAfterPaint.ts): a pointer move, as a desktop visitor's
 * first, then the frame is live (and the page's code is coming).
 */
export async function startFrame(page: Page, dropdown = HEADER_DROPDOWN): Promise<void> {
  await page.mouse.move(200, 300);
  await expect.poll(() => frameStarted(page, dropdown), { timeout: 15_000 }).toBe(true);
}
