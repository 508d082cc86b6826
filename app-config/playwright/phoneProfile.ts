import type { Locator, Page } from '@playwright/test';

/**
 * The mid-range phone of issue #26 (ARCHITECTURE "Progressive enhancement"): CPU 4x slower, a
 * 150 ms / 1.6 Mbit/s link; use with a 390 x 844 touch viewport. Chromium only (CDP).
 */
export async function emulatePhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 });
}

export const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Whether React has taken over an element yet (it marks adopted elements with a fiber key). */
export const adoptedByReact = (selector: string) => `Object.keys(document.querySelector(${JSON.stringify(selector)}) ?? {}).some((k) => k.startsWith('__reactFiber$'))`;

/**
 * Notes, in the page, when the next touch starts and when `target` first answers it: its `open`
 * attribute set (seen by a mutation observer, not the toggle event, which the browser queues
 * behind whatever script is running) or its focus; and whether React had adopted the target by
 * then (if not, the browser answered by itself: native behaviour).
 */
export const watchTap = (target: Locator, answer: 'open' | 'focus') =>
  target.evaluate((el, how) => {
    const w = window as { tapAt?: number; answerAt?: number; answeredByReact?: boolean };
    const answered = () => {
      if (w.answerAt !== undefined) return;
      w.answerAt = performance.now();
      w.answeredByReact = Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
    };
    addEventListener('touchstart', () => (w.tapAt ??= performance.now()), { capture: true, once: true });
    if (how === 'focus') el.addEventListener('focus', answered, { once: true });
    else new MutationObserver(answered).observe(el, { attributeFilter: ['open'] });
  }, answer);

/** Issue #26: a control answers a tap made as soon as it shows within 200 ms, or by native behaviour. */
export const FIRST_TAP_BUDGET_MS = 200;

/**
 * What watchTap saw: from the touch to the control's answer, in the page's clock (NaN if either
 * is missing), and whether the answer was the browser's own (React had not adopted the control).
 */
export const tapAnswer = (page: Page) =>
  page.evaluate(() => {
    const w = window as { tapAt?: number; answerAt?: number; answeredByReact?: boolean };
    const latency = w.tapAt !== undefined && w.answerAt !== undefined ? Math.round(w.answerAt - w.tapAt) : Number.NaN;
    return { latency, native: w.answerAt !== undefined && w.answeredByReact === false };
  });

/** Whether a tap's answer meets issue #26's rule (watchTap, tapAnswer). */
export const answeredInTime = ({ latency, native }: { latency: number; native: boolean }) => native || latency < FIRST_TAP_BUDGET_MS;

/**
 * A finger on `target` the moment it shows: one touch at its centre, without Playwright's
 * actionability checks (each a few frames of a throttled page: up to a second on this profile).
 */
export async function tapAsSoonAsVisible(target: Locator): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const box = (await target.boundingBox())!;
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}
