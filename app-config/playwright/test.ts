// What every browser test imports instead of '@playwright/test': the same `test` and `expect`,
// with one difference in the browser the tests run in (issue #41).
//
// The tests run in Chromium's headless shell when it is installed (base.ts, CHROMIUM_EXECUTABLE:
// the same page loads cost 2.4 times less CPU than in the whole browser). The headless shell
// believes a mouse rests at the view's top-left corner: right after a page's first layout it sends
// the page a trusted `pointermove` and `mousemove` at (0, 0) that no test made (the whole browser,
// headless, sends none). A public page hydrates on its visitor's first interaction, a pointer move
// among them (shell/server/ssr/scriptsAfterPaint.ts), so that phantom move would start every page's
// code before the test's own first interaction, and the tests that check nothing runs before it
// would fail for a move no visitor made. Every context a test's `context` and `page` fixtures make
// drops it (in the headless shell only): a mouse move at (0, 0) before any other mouse move of the page, and nothing else. A
// move the test makes (never at the very corner) passes and ends the filter.
import { test as base } from '@playwright/test';
import { HEADLESS_SHELL } from './base';

export * from '@playwright/test';

/** Runs in each page before its own scripts: drops the headless shell's move at (0, 0) that precedes the test's first. */
export function dropThePhantomMove(): void {
  let moved = false;
  const filter = (event: MouseEvent) => {
    if (moved) return;
    if (event.isTrusted && event.clientX === 0 && event.clientY === 0) event.stopImmediatePropagation();
    else moved = true;
  };
  // Registered before any script of the page, on the window in the capture phase: the first of all listeners.
  addEventListener('pointermove', filter, { capture: true });
  addEventListener('mousemove', filter, { capture: true });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    if (HEADLESS_SHELL) await context.addInitScript(dropThePhantomMove);
    await use(context);
  },
});
